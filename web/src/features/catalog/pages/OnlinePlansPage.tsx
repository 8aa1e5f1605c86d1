import { Alert, Container } from '@mantine/core';
import { IconBeach } from '@tabler/icons-react';
import { PageIntro } from '@web/components/PageIntro';
import { deliveryPromiseText, useDeliveryPromise } from '@web/lib/delivery-promise';
import { usePublicPageMeta } from '@web/lib/use-page-meta';
import { PlanGrid } from '../components/PlanGrid';

/** /auth/planes-a-distancia — the plans of type Online (spec §2). */
export default function OnlinePlansPage() {
  usePublicPageMeta('/auth/planes-a-distancia');
  const promise = useDeliveryPromise();
  return (
    <>
      <PageIntro
        eyebrow="Planes a distancia"
        title="Planes personalizados a distancia"
        lead="Elegí tu plan, completá tu anamnesis y en hasta 10 días hábiles recibís tu plan de alimentación hecho a tu medida, con controles a distancia."
      />
      <Container size="lg" py={{ base: 32, sm: 56 }}>
        {promise.data?.away && (
          <Alert color="orange" variant="light" icon={<IconBeach aria-hidden />} mb="lg">
            {deliveryPromiseText(promise.data)}
          </Alert>
        )}
        <PlanGrid
          type="Online"
          empty="Todavía no hay planes a distancia publicados. Escribinos y te contamos las opciones."
        />
      </Container>
    </>
  );
}
