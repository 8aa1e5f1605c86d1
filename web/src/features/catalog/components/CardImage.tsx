import { IconSalad } from '@tabler/icons-react';
import { imageUrl, type TImageSize } from '@contract/media';
import classes from './CardImage.module.css';

/** Roughly how wide a card is drawn: one, two or three per row (spec §9). */
export const CARD_SIZES = '(max-width: 664px) 92vw, (max-width: 1024px) 46vw, 400px';

/**
 * A stored image in a box of fixed proportions (no layout shift while it loads),
 * cropped to fill it. The spec's fit-in size serves small screens; the 600 px
 * one keeps it sharp on wide cards and dense screens.
 */
export function CardImage({
  name,
  size,
  alt,
  ratio = '4 / 3',
  sizes = CARD_SIZES,
  priority = false,
}: {
  name: string | null;
  size: TImageSize;
  alt: string;
  ratio?: string;
  sizes?: string;
  priority?: boolean;
}) {
  const [w, h] = size.split('x').map(Number) as [number, number];
  return (
    <div className={classes.frame} style={{ aspectRatio: ratio }}>
      {name ? (
        <img
          className={classes.img}
          src={imageUrl(name, size)}
          srcSet={`${imageUrl(name, size)} ${w}w, ${imageUrl(name, '600x700')} 600w`}
          sizes={sizes}
          width={w}
          height={h}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
        />
      ) : (
        <IconSalad className={classes.placeholder} size={56} stroke={1.2} aria-hidden />
      )}
    </div>
  );
}
