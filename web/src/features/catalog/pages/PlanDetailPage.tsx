import { hasVideo } from '@contract/media';
import { firstImage } from '@contract/media';
import { unlocksFiles } from '@contract/catalog';
import { IconCalendarTime, IconClipboardList, IconDownload } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { monthsText } from '@web/lib/dates';
import { deliveryPromiseText, useDeliveryPromise } from '@web/lib/delivery-promise';
import { usePageMeta } from '@web/lib/use-page-meta';
import { usePlan } from '../api/get-plan';
import { CardImage } from '../components/CardImage';
import { DetailError, isNotFound } from '../components/DetailError';
import { DetailLayout, type DetailBack } from '../components/DetailLayout';
import { DetailSkeleton } from '../components/DetailSkeleton';
import { PurchaseNote } from '../components/PurchaseNote';
import { PurchasePanel, type BuySlot } from '../components/PurchasePanel';
import { RichText } from '../components/RichText';
import { VideoEmbed } from '../components/VideoEmbed';
import { metaDescription } from '../lib/meta';
import { PATHS } from '@contract/pages';

const PLANS: DetailBack = { to: PATHS.onlinePlans(), label: 'Ver los planes a distancia' };
const EBOOKS: DetailBack = { to: PATHS.ebooks(), label: 'Ver los ebooks' };

/** /auth/planes/:id — a plan or ebook, with its price and the way to buy it. */
export default function PlanDetailPage({ buy }: { buy: BuySlot }) {
  const { id } = useParams();
  const { data: plan, error, refetch } = usePlan(id);
  const promise = useDeliveryPromise();
  usePageMeta(
    plan?.title ?? (isNotFound(error) ? 'Plan no encontrado' : 'Detalles Plan'),
    metaDescription(plan),
  );

  if (error)
    return (
      <DetailError error={error} what="este plan" back={PLANS} onRetry={() => void refetch()} />
    );
  if (!plan) return <DetailSkeleton />;

  const ebook = plan.type === 'ebooks';
  const available = !unlocksFiles('plan', plan.type) || plan.hasFiles;
  const image = firstImage(plan.avatar);
  return (
    <DetailLayout
      eyebrow={`Detalles Plan ${plan.type === 'Online' ? 'a distancia' : plan.type}`}
      title={plan.title}
      lead={plan.description}
      back={ebook ? EBOOKS : PLANS}
      media={
        hasVideo(plan.videoPromo) ? (
          <VideoEmbed id={plan.videoPromo} title={`Video de presentación: ${plan.title}`} />
        ) : undefined
      }
      aside={
        <PurchasePanel
          price={plan.costPesos}
          cuotas={plan.cuotas}
          available={available}
          buy={buy({ kind: 'plan', productId: plan._id, price: plan.costPesos, ebook })}
          image={image && <CardImage name={image} size="250x280" alt={plan.title} sizes="340px" />}
        >
          {plan.time > 0 && (
            <PurchaseNote icon={IconCalendarTime}>
              El plan tiene una duración de {monthsText(plan.time)}
            </PurchaseNote>
          )}
          {ebook ? (
            <PurchaseNote icon={IconDownload}>
              Con el pago accedés a la descarga de los archivos
            </PurchaseNote>
          ) : (
            <PurchaseNote icon={IconClipboardList}>
              Después del pago completás tu anamnesis y tu primer control; con la anamnesis
              completa, tu plan personalizado está listo en hasta 10 días hábiles.
              {promise.data && ` ${deliveryPromiseText(promise.data)}`}
            </PurchaseNote>
          )}
        </PurchasePanel>
      }
    >
      <RichText html={plan.editorState} />
    </DetailLayout>
  );
}
