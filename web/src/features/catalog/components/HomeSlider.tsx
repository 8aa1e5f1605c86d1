import { Skeleton } from '@mantine/core';
import { preload } from 'react-dom';
import type { TSlider } from '@contract/catalog';
import { imageUrl } from '@contract/media';
import { useSliders } from '../api/get-sliders';
import type { SliderVariant } from '../api/keys';
import { slidesOf, type Slide } from '../lib/slides';
import { Carousel } from '@web/components/Carousel';
import classes from './HomeSlider.module.css';
import { SLIDE_SIZE, SliderSlide } from './SliderSlide';

const VARIANTS = ['desktop', 'mobile'] as const;

/** The desktop images from 768 px wide, the mobile ones below (HomeSlider.module.css). */
const MEDIA: Record<SliderVariant, string> = {
  desktop: '(min-width: 48em)',
  mobile: '(max-width: 47.99em)',
};

/**
 * The home's top banner (spec §2): the slider's images, each linking to the link at
 * the same position. Both sets are in the page and CSS shows the one for the width,
 * so the server-rendered page is right on any screen before a script runs. Their
 * boxes keep the images' proportions from the first paint, so nothing below moves.
 */
export function HomeSlider() {
  const desktop = useSliders('desktop');
  const mobile = useSliders('mobile');
  if (desktop.isPending || mobile.isPending)
    return VARIANTS.map((variant) => (
      <div key={variant} className={classes.frame} data-variant={variant} data-size={variant}>
        <Skeleton className={classes.skeleton} radius={0} aria-hidden />
      </div>
    ));

  const sets: Record<SliderVariant, SlideSet> = {
    desktop: setOf(desktop.data, 'desktop'),
    mobile: setOf(mobile.data, 'mobile'),
  };
  // A slider left empty borrows the other's images rather than leaving a gap.
  if (!sets.mobile.slides.length) sets.mobile = sets.desktop;
  if (!sets.desktop.slides.length) sets.desktop = sets.mobile;
  if (!sets.desktop.slides.length) return null;

  return VARIANTS.map((variant) => {
    // Borrowed images keep the size they were made for.
    const { title, slides, size } = sets[variant];
    // The first image is what the page paints first: fetched at once, but only the
    // one the screen shows (a preload with a media query).
    preload(imageUrl(slides[0]!.image, SLIDE_SIZE[size].size), {
      as: 'image',
      media: MEDIA[variant],
      fetchPriority: 'high',
    });
    return (
      <div key={variant} className={classes.frame} data-variant={variant} data-size={size}>
        <Carousel
          label={title || 'Portada'}
          max={1}
          overlay
          controlLabels={['Imagen anterior', 'Imagen siguiente']}
        >
          {slides.map((slide, i) => (
            <SliderSlide key={`${slide.image}-${i}`} slide={slide} size={size} />
          ))}
        </Carousel>
      </div>
    );
  });
}

interface SlideSet {
  title: string;
  slides: Slide[];
  size: SliderVariant;
}

function setOf(sliders: TSlider[] | undefined, size: SliderVariant): SlideSet {
  const slider = sliders?.[0];
  return { title: slider?.title ?? '', slides: slider ? slidesOf(slider) : [], size };
}
