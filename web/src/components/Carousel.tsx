import { ActionIcon } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import {
  IconChevronLeft,
  IconChevronRight,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
} from '@tabler/icons-react';
import {
  Children,
  isValidElement,
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
} from 'react';
import classes from './Carousel.module.css';

export const AUTOPLAY_MS = 4000;

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
  className?: string;
  children: ReactNode;
}

/**
 * A light carousel: the browser scrolls (CSS scroll-snap, so touch and trackpad
 * just work); the buttons and the autoplay only ask it to scroll one item on,
 * looping back to the start unless `loop` is off. Autoplay stops while the pointer
 * or the keyboard is inside, when the person paused it, off screen, and for
 * prefers-reduced-motion.
 */
export function Carousel({
  label,
  labelledBy,
  heading,
  max = 4,
  perView,
  overlay = false,
  autoplay = true,
  loop = true,
  busy = false,
  className,
  children,
}: CarouselProps) {
  const root = useRef<HTMLElement>(null);
  const track = useRef<HTMLDivElement>(null);
  // Read after hydration (the server cannot know): the first render is the same everywhere.
  const reducedMotion = useReducedMotion();
  const [scrollable, setScrollable] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const [onScreen, setOnScreen] = useState(false);
  const [edge, setEdge] = useState({ start: true, end: false });
  const slides = Children.toArray(children);

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    let couldScroll = false;
    const measure = () => {
      const canScroll = el.scrollWidth > el.clientWidth + 1;
      // Narrowed until the items overflow (a window made smaller, a phone turned): the
      // browser may re-snap to any item; the row starts again at its first one.
      if (canScroll && !couldScroll) el.scrollTo({ left: 0, behavior: 'auto' });
      couldScroll = canScroll;
      setScrollable(canScroll);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [slides.length, busy]);

  // Without looping, a button at an end has nowhere to go: it is disabled.
  useEffect(() => {
    const el = track.current;
    if (!el || loop) return;
    const update = () =>
      setEdge({
        start: el.scrollLeft <= 2,
        end: el.scrollLeft >= el.scrollWidth - el.clientWidth - 2,
      });
    update();
    el.addEventListener('scroll', update, { passive: true });
    return () => el.removeEventListener('scroll', update);
  }, [loop, scrollable]);

  // Off screen it need not move: no scrolling, no images fetched early.
  useEffect(() => {
    const el = root.current;
    if (!el || !autoplay) return;
    const observer = new IntersectionObserver(([entry]) =>
      setOnScreen(Boolean(entry?.isIntersecting)),
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [autoplay]);

  const go = useCallback(
    (step: 1 | -1) => {
      const el = track.current;
      if (!el) return;
      const items = Array.from(el.children) as HTMLElement[];
      const origin = items[0]?.offsetLeft ?? 0;
      const x = el.scrollLeft;
      const end = el.scrollWidth - el.clientWidth;
      // Item offsets are measured rather than computed, so any gap or width works.
      const stops = items.map((item) => Math.min(item.offsetLeft - origin, end));
      let target: number;
      if (step > 0) target = loop && x >= end - 2 ? 0 : (stops.find((s) => s > x + 2) ?? end);
      else target = loop && x <= 2 ? end : (stops.findLast((s) => s < x - 2) ?? 0);
      el.scrollTo({ left: target, behavior: reducedMotion ? 'auto' : 'smooth' });
    },
    [reducedMotion, loop],
  );

  const playing = autoplay && !busy && scrollable && !reducedMotion && !paused;

  useEffect(() => {
    if (!playing || !onScreen || hovered || focused) return;
    const id = window.setInterval(() => {
      if (!document.hidden) go(1);
    }, AUTOPLAY_MS);
    return () => window.clearInterval(id);
  }, [playing, onScreen, hovered, focused, go]);

  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
  };

  const controls = (
    <div className={classes.controls} data-overlay={overlay || undefined}>
      {autoplay && !reducedMotion && (
        <ActionIcon
          variant="default"
          radius="xl"
          size="lg"
          className={classes.pause}
          disabled={!scrollable || busy}
          aria-label={paused ? 'Reanudar el carrusel' : 'Pausar el carrusel'}
          onClick={() => setPaused((p) => !p)}
        >
          {paused ? <IconPlayerPlayFilled size={16} /> : <IconPlayerPauseFilled size={16} />}
        </ActionIcon>
      )}
      <ActionIcon
        variant="default"
        radius="xl"
        size="lg"
        className={classes.prev}
        disabled={!scrollable || busy || (!loop && edge.start)}
        aria-label="Anterior"
        onClick={() => go(-1)}
      >
        <IconChevronLeft size={20} />
      </ActionIcon>
      <ActionIcon
        variant="default"
        radius="xl"
        size="lg"
        className={classes.next}
        disabled={!scrollable || busy || (!loop && edge.end)}
        aria-label="Siguiente"
        onClick={() => go(1)}
      >
        <IconChevronRight size={20} />
      </ActionIcon>
    </div>
  );

  return (
    <section
      ref={root}
      className={`${classes.root} ${className ?? ''}`}
      data-max={perView ? undefined : max}
      data-per-view={perView ? '' : undefined}
      style={
        perView
          ? ({
              '--pv-1': perView[0],
              '--pv-2': perView[1],
              '--pv-3': perView[2],
              '--pv-4': perView[3],
            } as CSSProperties)
          : undefined
      }
      data-overlay={overlay || undefined}
      aria-roledescription="carrusel"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      aria-busy={busy || undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {!overlay && (
        <div className={classes.header}>
          {heading}
          {controls}
        </div>
      )}
      <div ref={track} className={classes.track}>
        {slides.map((slide, i) => (
          <div
            key={isValidElement(slide) && slide.key !== null ? slide.key : i}
            className={classes.slide}
            role="group"
            aria-roledescription="diapositiva"
            aria-label={`${i + 1} de ${slides.length}`}
          >
            {slide}
          </div>
        ))}
      </div>
      {overlay && scrollable && !busy && controls}
    </section>
  );
}
