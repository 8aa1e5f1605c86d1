import { Skeleton } from '@mantine/core';
import classes from './ProductCard.module.css';

/** Placeholders sit on real text lines, so the card is as tall as the one to come. */
const line = (width: string) => (
  <Skeleton
    height="0.8em"
    width={width}
    style={{ display: 'inline-block', verticalAlign: 'middle' }}
  />
);

/** A card's outline while the list loads. */
export function CardSkeleton({
  description = 1,
  price = true,
  cta = false,
}: {
  /** Lines of description the real card is likely to show. */
  description?: number;
  price?: boolean;
  /** The real card has a button ('Ver plan'). */
  cta?: boolean;
}) {
  return (
    <div className={classes.card} aria-hidden>
      <Skeleton radius={0} style={{ aspectRatio: '4 / 3' }} />
      <div className={classes.body}>
        <div className={classes.title}>{line('80%')}</div>
        {description > 0 && (
          <div className={classes.description}>
            {Array.from({ length: description }, (_, i) => (
              <div key={i}>{line(i === description - 1 ? '60%' : '95%')}</div>
            ))}
          </div>
        )}
        {price && <div className={classes.price}>{line('30%')}</div>}
        {cta && <Skeleton height={36} mt="sm" />}
      </div>
    </div>
  );
}
