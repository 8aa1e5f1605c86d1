import { Children, isValidElement, type CSSProperties, type ReactNode } from 'react';
import classes from './Carousel.module.css';

export interface CarouselProps {
  /** Names the carousel for assistive technology; ignored when `labelledBy` is given. */
  label?: string;
  labelledBy?: string;
  /** Shown at the left of the buttons (a section heading). */
  heading?: ReactNode;
  /** Items per view grow with the width (1, 2, 3, 4: spec §9) up to this many. */
  max?: 1 | 2 | 3 | 4;
  /**
   * Items per view at each of the spec's widths instead of `max`: up to 664 px, up to
   * 1024, up to 3000, and wider (spec §9: the control cards are [1, 2, 4, 5]).
   */
  perView?: readonly [number, number, number, number];
  /** Buttons over the slides (a banner) instead of beside the heading. */
  overlay?: boolean;
  autoplay?: boolean;
  /** The buttons go round from the last item to the first (spec §9 'infinite'); without, they stop at the ends. */
  loop?: boolean;
  /** Placeholders are showing: nothing to move yet. */
  busy?: boolean;
  /** What the buttons say: 'Anterior' and 'Siguiente' unless the items have a name ('Imagen anterior'). */
  controlLabels?: readonly [previous: string, next: string];
  className?: string;
  children: ReactNode;
}

/** The buttons' names when the caller gives none. */
export const CONTROL_LABELS = ['Anterior', 'Siguiente'] as const;

/**
 * The root's attributes that size the slides (Carousel.module.css reads them): the same
 * for the carousel and for its stand-in while the carousel's code loads, so the row does
 * not move when it arrives.
 */
export function layoutAttributes({
  max = 4,
  perView,
  overlay = false,
}: Pick<CarouselProps, 'max' | 'perView' | 'overlay'>) {
  return {
    'data-max': perView ? undefined : max,
    'data-per-view': perView ? '' : undefined,
    'data-overlay': overlay || undefined,
    style: perView
      ? ({
          '--pv-1': perView[0],
          '--pv-2': perView[1],
          '--pv-3': perView[2],
          '--pv-4': perView[3],
        } as CSSProperties)
      : undefined,
  };
}

/** A slide's name: its place in the row ('2 de 5'). */
export const slideLabel = (index: number, count: number) => `${index + 1} de ${count}`;

/**
 * The carousel's row standing still, without its buttons, laid out as the carousel lays
 * it out: what Carousel.tsx shows while the carousel's code loads.
 */
export function CarouselStill({
  label,
  labelledBy,
  heading,
  max,
  perView,
  overlay = false,
  busy = false,
  className,
  children,
}: CarouselProps) {
  const slides = Children.toArray(children);
  return (
    <section
      className={`${classes.root} ${className ?? ''}`}
      {...layoutAttributes({ max, perView, overlay })}
      aria-roledescription="carrusel"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      aria-busy={busy || undefined}
    >
      {!overlay && <div className={classes.header}>{heading}</div>}
      <div className={classes.carousel}>
        <div className={classes.viewport}>
          <div className={`${classes.container} ${classes.still}`}>
            {slides.map((slide, i) => (
              <div
                key={isValidElement(slide) && slide.key !== null ? slide.key : i}
                className={classes.slide}
                role="group"
                aria-roledescription="diapositiva"
                aria-label={slideLabel(i, slides.length)}
              >
                {slide}
              </div>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
