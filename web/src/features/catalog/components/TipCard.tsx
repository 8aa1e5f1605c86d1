import type { TTip } from '@contract/catalog';
import { firstImage } from '@contract/media';
import { truncate } from '../lib/format';
import { ProductCard } from './ProductCard';
import { PATHS } from '@contract/pages';

/** Spec §3: the card shows the description's first 80 characters. */
export const TIP_DESCRIPTION_CHARS = 80;

export function TipCard({ tip }: { tip: TTip }) {
  return (
    <ProductCard
      to={PATHS.tip(tip._id)}
      title={tip.title}
      image={firstImage(tip.avatar)}
      imageSize="250x280"
      description={truncate(tip.description, TIP_DESCRIPTION_CHARS)}
    />
  );
}
