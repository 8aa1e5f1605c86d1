import { Container } from '@mantine/core';
import { PageIntro } from '@web/components/PageIntro';
import { usePublicPageMeta } from '@web/lib/use-page-meta';
import { PlanGrid } from '../components/PlanGrid';

/** /auth/planes-a-distancia — the plans of type Online (spec §2). */
export default function OnlinePlansPage() {
  usePublicPageMeta('/auth/planes-a-distancia');
  return (
    <>
      <PageIntro
        eyebrow="Planes a distancia"
        title="Planes personalizados online"
        lead="Elegí tu plan, completá tu anamnesis y en hasta 10 días hábiles recibís tu plan de alimentación hecho a tu medida, con controles online."
      />
      <Container size="lg" py={{ base: 32, sm: 56 }}>
        <PlanGrid
          type="Online"
          empty="Todavía no hay planes online publicados. Escribinos y te contamos las opciones."
        />
      </Container>
    </>
  );
}
