import type { TImageSize } from '@contract/media';
import { CardImage } from './CardImage';
import { Carousel } from '@web/components/Carousel';
import classes from './ImageCarousel.module.css';

const SIZES = '(max-width: 664px) 92vw, 420px';
const IMAGE_CONTROLS = ['Imagen anterior', 'Imagen siguiente'] as const;

/** A product's pictures on its detail page: one, or a carousel of two at a time when wide. */
export function ImageCarousel({
  images,
  title,
  size,
  ratio,
}: {
  images: string[];
  title: string;
  size: TImageSize;
  ratio: string;
}) {
  if (!images.length) return null;
  const alt = (i: number) =>
    images.length > 1 ? `${title}: imagen ${i + 1} de ${images.length}` : title;
  if (images.length === 1)
    return (
      <div className={classes.single}>
        <CardImage name={images[0]!} size={size} ratio={ratio} alt={alt(0)} sizes={SIZES} />
      </div>
    );
  return (
    <Carousel
      label={`Imágenes de ${title}`}
      max={2}
      autoplay={false}
      overlay
      controlLabels={IMAGE_CONTROLS}
    >
      {images.map((name, i) => (
        <div key={name} className={classes.item}>
          <CardImage name={name} size={size} ratio={ratio} alt={alt(i)} sizes={SIZES} />
        </div>
      ))}
    </Carousel>
  );
}
