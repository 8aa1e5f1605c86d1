import { lazy, Suspense } from 'react';
import { CarouselStill, type CarouselProps } from './CarouselStill';

export type { CarouselProps } from './CarouselStill';

/** Embla (through @mantine/carousel) comes only with a page that shows a carousel. */
const CarouselEmbla = lazy(() => import('./CarouselEmbla'));

/**
 * A row of items that moves: Embla through @mantine/carousel (CarouselEmbla.tsx), loaded
 * with the first carousel a page shows. Until its code is there, the same row stands
 * still in its place (a page the server rendered keeps the server's HTML meanwhile).
 */
export function Carousel(props: CarouselProps) {
  return (
    <Suspense fallback={<CarouselStill {...props} />}>
      <CarouselEmbla {...props} />
    </Suspense>
  );
}
