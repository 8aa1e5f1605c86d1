import { imageUrl } from '@contract/media';
import { Link } from 'react-router';
import type { SliderVariant } from '../api/keys';
import { isInternal, type Slide } from '../lib/slides';
import classes from './HomeSlider.module.css';

export const SLIDE_SIZE = {
  desktop: { size: '1280x360', w: 1280, h: 360 },
  mobile: { size: '600x700', w: 600, h: 700 },
} as const;

/**
 * One banner image, wrapped in its link: in-app paths stay in the app, others open a
 * new tab. Lazy, so the set the screen hides never downloads; HomeSlider preloads
 * the first image of the set it shows.
 */
export function SliderSlide({ slide, size: variant }: { slide: Slide; size: SliderVariant }) {
  const { size, w, h } = SLIDE_SIZE[variant];
  const img = (
    <img
      className={classes.img}
      src={imageUrl(slide.image, size)}
      width={w}
      height={h}
      alt={
        slide.href && !isInternal(slide.href)
          ? `${slide.label} (se abre en otra pestaña)`
          : slide.label
      }
      loading="lazy"
      decoding="async"
    />
  );
  if (!slide.href) return img;
  if (isInternal(slide.href))
    return (
      <Link to={slide.href} className={classes.link}>
        {img}
      </Link>
    );
  return (
    <a href={slide.href} target="_blank" rel="noopener noreferrer" className={classes.link}>
      {img}
    </a>
  );
}
