import { Skeleton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useSliders } from '../api/get-sliders';
import { slidesOf } from '../lib/slides';
import { Carousel } from './Carousel';
import classes from './HomeSlider.module.css';
import { SliderSlide } from './SliderSlide';

/** The desktop images from 768 px wide, the mobile ones below. */
const DESKTOP_QUERY = '(min-width: 48em)';

/**
 * The home's top banner (spec §2): the first slider's images, each linking to the
 * link at the same position. Its box keeps the images' proportions from the first
 * paint, so nothing below moves when they arrive.
 */
export function HomeSlider() {
  // Read synchronously, so only the right slider is ever fetched.
  const desktop = useMediaQuery(DESKTOP_QUERY, undefined, { getInitialValueInEffect: false });
  const variant = desktop ? 'desktop' : 'mobile';
  const { data, isPending } = useSliders(variant);
  const slider = data?.[0];
  const slides = slider ? slidesOf(slider) : [];

  if (isPending)
    return (
      <div className={classes.frame} data-variant={variant}>
        <Skeleton className={classes.skeleton} radius={0} aria-hidden />
      </div>
    );
  if (!slides.length) return null;

  return (
    <div className={classes.frame} data-variant={variant}>
      <Carousel label={slider?.title || 'Portada'} max={1} overlay>
        {slides.map((slide, i) => (
          <SliderSlide
            key={`${slide.image}-${i}`}
            slide={slide}
            variant={variant}
            first={i === 0}
          />
        ))}
      </Carousel>
    </div>
  );
}
