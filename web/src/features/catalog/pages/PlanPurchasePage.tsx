import { Box } from '@mantine/core';
import { IconCalendarTime } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { TPlan } from '@contract/catalog';
import { hasVideo } from '@contract/media';
import { PATHS } from '@contract/pages';
import { usePageMeta } from '@web/lib/use-page-meta';
import { usePlan } from '../api/get-plan';
import { DetailError } from '../components/DetailError';
import { DetailLayout } from '../components/DetailLayout';
import { DetailSkeleton } from '../components/DetailSkeleton';
import { purchasedPlanTitle } from '../lib/format';
import { PurchaseNote } from '../components/PurchaseNote';
import { RichText } from '../components/RichText';
import { VideoEmbed } from '../components/VideoEmbed';
import { monthsText } from '@web/lib/dates';

/**
 * /auth/compra-plan/:idPlan/:idUsuario (spec §2 'Purchased plan page'): the thanks,
 * the plan's video, duration and text, and its next steps. Only its buyer gets here:
 * the route wraps it in the commerce feature's check and hands in `nextSteps`.
 */
export default function PlanPurchasePage({
  nextSteps,
}: {
  /** The anamnesis, first control and files checklist (commerce). */
  nextSteps: (plan: TPlan) => ReactNode;
}) {
  const { idPlan, idUsuario = '' } = useParams();
  const { data: plan, error, refetch } = usePlan(idPlan);
  usePageMeta(plan ? `Tu plan: ${plan.title}` : 'Tu plan');

  if (error)
    return (
      <DetailError
        error={error}
        what="este plan"
        back={{ to: PATHS.purchases(idUsuario), label: 'Ver Mis Compras' }}
        onRetry={() => void refetch()}
      />
    );
  if (!plan) return <DetailSkeleton />;

  return (
    <DetailLayout
      eyebrow="¡Gracias por tu compra!"
      title={purchasedPlanTitle(plan.title)}
      back={{ to: PATHS.purchases(idUsuario), label: 'Ver Mis Compras' }}
      media={
        hasVideo(plan.video) ? (
          <VideoEmbed id={plan.video} title={`Video: ${plan.title}`} maxHeight={390} />
        ) : undefined
      }
      aside={nextSteps(plan)}
    >
      {plan.time > 0 && (
        <Box mb="lg">
          <PurchaseNote icon={IconCalendarTime}>
            El plan tiene una duración de {monthsText(plan.time)}
          </PurchaseNote>
        </Box>
      )}
      <RichText html={plan.editorState} />
    </DetailLayout>
  );
}
