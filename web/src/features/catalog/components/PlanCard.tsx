import type { TPlan } from '@contract/catalog';
import { firstImage } from '@contract/media';
import { formatPesos } from '@contract/money';
import { truncate } from '../lib/format';
import { ProductCard } from './ProductCard';
import { PATHS } from '@contract/pages';

/** Spec §3: the card shows the description's first 30 characters. */
export const PLAN_DESCRIPTION_CHARS = 30;

export function PlanCard({
  plan,
  cta,
  titleOrder,
}: {
  plan: TPlan;
  cta?: string;
  titleOrder?: 2 | 3;
}) {
  return (
    <ProductCard
      to={PATHS.plan(plan._id)}
      title={plan.title}
      image={firstImage(plan.avatar)}
      imageSize="250x280"
      description={truncate(plan.description, PLAN_DESCRIPTION_CHARS)}
      price={formatPesos(plan.costPesos)}
      cta={cta}
      titleOrder={titleOrder}
    />
  );
}
