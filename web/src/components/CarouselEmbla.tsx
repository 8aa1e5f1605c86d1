import '@mantine/carousel/styles.css';
import { Carousel as MantineCarousel } from '@mantine/carousel';
import { ActionIcon } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import {
  IconChevronLeft,
  IconChevronRight,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
} from '@tabler/icons-react';
import type { EmblaCarouselType } from 'embla-carousel';
import {
  Children,
  isValidElement,
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
} from 'react';
import classes from './Carousel.module.css';
import { CONTROL_LABELS, layoutAttributes, slideLabel, type CarouselProps } from './CarouselStill';

const AUTOPLAY_MS = 4000;

/** Where Embla stands: how many stops the row has, which one shows, and where it can go. */
interface Position {
  stops: number;
  canPrev: boolean;
  canNext: boolean;
}
const STILL: Position = { stops: 0, canPrev: false, canNext: false };
const positionOf = (embla: EmblaCarouselType): Position => ({
  stops: embla.scrollSnapList().length,
  canPrev: embla.canScrollPrev(),
  canNext: embla.canScrollNext(),
});

/**
 * The carousel (loaded by Carousel.tsx): Embla moves the row (touch, trackpad and mouse
 * drag; the arrow keys when focus is on a slide; Tab to a slide out of view brings it in),
 * our buttons say in Spanish what they do. The buttons go round from the last stop to the
 * first unless `loop` is off, when they stop at the ends. Autoplay stops while the pointer
 * or the keyboard is inside, when the person paused it, off screen, and for
 * prefers-reduced-motion.
 */
export default function CarouselEmbla({
  label,
  labelledBy,
  heading,
  max = 4,
  perView,
  overlay = false,
  autoplay = true,
  loop = true,
  busy = false,
  controlLabels = CONTROL_LABELS,
  className,
  children,
}: CarouselProps) {
  const root = useRef<HTMLElement>(null);
  // Read after hydration (the server cannot know): the first render is the same everywhere.
  const reducedMotion = useReducedMotion();
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [position, setPosition] = useState<Position>(STILL);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const [onScreen, setOnScreen] = useState(false);
  const slides = Children.toArray(children);

  useEffect(() => {
    if (!embla) return;
    const update = () => setPosition(positionOf(embla));
    update();
    // reInit: the width changed (a window made smaller, a phone turned) or the slides did.
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla]);

  // Off screen it need not move: no moving, no images fetched early.
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
      if (!embla) return;
      const jump = reducedMotion;
      if (step > 0) {
        if (embla.canScrollNext()) embla.scrollNext(jump);
        else if (loop) embla.scrollTo(0, jump);
      } else if (embla.canScrollPrev()) embla.scrollPrev(jump);
      else if (loop) embla.scrollTo(embla.scrollSnapList().length - 1, jump);
    },
    [embla, reducedMotion, loop],
  );

  const scrollable = position.stops > 1;
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

  const [previousLabel, nextLabel] = controlLabels;
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
        disabled={!scrollable || busy || (!loop && !position.canPrev)}
        aria-label={previousLabel}
        onClick={() => go(-1)}
      >
        <IconChevronLeft size={20} />
      </ActionIcon>
      <ActionIcon
        variant="default"
        radius="xl"
        size="lg"
        className={classes.next}
        disabled={!scrollable || busy || (!loop && !position.canNext)}
        aria-label={nextLabel}
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
      {...layoutAttributes({ max, perView, overlay })}
      // The moving carousel has replaced the still one (Carousel.tsx): what was tapped in
      // the still one while this loaded went with it, so a browser test waits for this.
      data-embla=""
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
      <MantineCarousel
        // The section above is the carousel's region, named in Spanish; Mantine's root is
        // only a box: null takes its English role description off (undefined would leave
        // Mantine's defaults), and Carousel.module.css hides its English live region.
        attributes={{ root: { role: null, 'aria-roledescription': null } }}
        classNames={{
          root: classes.carousel,
          viewport: classes.viewport,
          container: classes.container,
          slide: classes.slide,
        }}
        slideSize="var(--cr-slide-size)"
        slideGap="var(--cr-gap)"
        withControls={false}
        emblaOptions={{ align: 'start', containScroll: 'trimSnaps', watchDrag: !busy }}
        getEmblaApi={setEmbla}
      >
        {slides.map((slide, i) => (
          <MantineCarousel.Slide
            key={isValidElement(slide) && slide.key !== null ? slide.key : i}
            aria-roledescription="diapositiva"
            aria-label={slideLabel(i, slides.length)}
          >
            {slide}
          </MantineCarousel.Slide>
        ))}
      </MantineCarousel>
      {overlay && scrollable && !busy && controls}
    </section>
  );
}
