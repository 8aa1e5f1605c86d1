import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { CardSkeleton } from './CardSkeleton';
import { Carousel, type CarouselProps } from '@web/components/Carousel';
import classes from './CarouselSection.module.css';

/**
 * A home carousel with its heading: placeholders while loading, nothing at all
 * when there is nothing to show (or it failed: the rest of the home still works).
 */
export function CarouselSection<T extends { _id: string }>({
  id,
  title,
  items,
  loading,
  max,
  skeleton = {},
  renderItem,
}: {
  id: string;
  title: string;
  items: T[] | undefined;
  loading: boolean;
  max?: CarouselProps['max'];
  skeleton?: { description?: number; price?: boolean };
  renderItem: (item: T) => ReactNode;
}) {
  if (!loading && !items?.length) return null;
  const headingId = `${id}-titulo`;
  return (
    <Container size="lg" className={classes.section}>
      <Carousel
        labelledBy={headingId}
        max={max}
        busy={loading}
        heading={
          <h2 id={headingId} className={classes.title}>
            {title}
          </h2>
        }
      >
        {loading
          ? Array.from({ length: 4 }, (_, i) => <CardSkeleton key={i} {...skeleton} />)
          : items!.map((item) => <div key={item._id}>{renderItem(item)}</div>)}
      </Carousel>
    </Container>
  );
}
