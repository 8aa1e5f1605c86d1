import { Container, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { PageIntro } from '@web/components/PageIntro';
import { usePublicPageMeta } from '@web/lib/use-page-meta';
import { PlanGrid } from '../components/PlanGrid';

/** /auth/ebooks — the plans of type ebooks (spec §2), downloadable once paid. */
export default function EbooksPage() {
  usePublicPageMeta('/auth/ebooks');
  return (
    <>
      <PageIntro
        eyebrow="Ebooks"
        title="Ebooks"
        lead="Guías y recetarios prácticos para comer rico y sano todos los días."
      >
        <Group gap="xs" mt="md" wrap="nowrap">
          <IconDownload
            size={20}
            aria-hidden
            color="var(--mantine-color-green-8)"
            style={{ flex: 'none' }}
          />
          <Text fw={600}>Con el pago accedés a la descarga de los archivos</Text>
        </Group>
      </PageIntro>
      <Container size="lg" py={{ base: 32, sm: 56 }}>
        <PlanGrid type="ebooks" empty="Todavía no hay ebooks publicados. ¡Muy pronto!" />
      </Container>
    </>
  );
}
