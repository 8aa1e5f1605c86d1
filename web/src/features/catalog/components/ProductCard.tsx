import { Button } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { TImageSize } from '@contract/media';
import { Link } from 'react-router';
import { CardImage } from './CardImage';
import classes from './ProductCard.module.css';

export interface ProductCardProps {
  to: string;
  title: string;
  image: string | null;
  imageSize: TImageSize;
  description?: string;
  price?: string;
  /** A visible button ('Ver plan'); without it the whole card is the link. */
  cta?: string;
  titleOrder?: 2 | 3;
}

/**
 * The card every catalog list shows. Without `cta` the title's link is stretched
 * over the card, so the card is one link named by its title.
 */
export function ProductCard({
  to,
  title,
  image,
  imageSize,
  description,
  price,
  cta,
  titleOrder = 3,
}: ProductCardProps) {
  const Heading = titleOrder === 2 ? 'h2' : 'h3';
  return (
    <article className={classes.card} data-linked={!cta || undefined}>
      <CardImage name={image} size={imageSize} alt={title} />
      <div className={classes.body}>
        <Heading className={classes.title}>
          {cta ? (
            title
          ) : (
            <Link to={to} className={classes.link}>
              {title}
            </Link>
          )}
        </Heading>
        {description !== undefined && <p className={classes.description}>{description}</p>}
        {price !== undefined && <p className={classes.price}>{price}</p>}
        {cta && (
          <Button
            component={Link}
            to={to}
            mt="sm"
            fullWidth
            rightSection={<IconArrowRight size={18} />}
            aria-label={`${cta}: ${title}`}
          >
            {cta}
          </Button>
        )}
      </div>
    </article>
  );
}
