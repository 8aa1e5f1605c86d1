import { Divider, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSliders } from '../../api/get-sliders';
import { PracticeSection } from './PracticeSection';
import { SliderImagesPanel } from './SliderImagesPanel';
import { SliderLinksForm } from './SliderLinksForm';
import { TipsTable } from './TipsTable';

/**
 * Admin panel, tab 'Editar Web' (spec §2): her profile and consulting room (DECISIONS
 * §9), the home slider's desktop (1280x360) and mobile (600x700) images, its five links,
 * and the 'Tips Importantes' table.
 */
export function EditWebTab() {
  const desktop = useSliders('desktop');
  const mobile = useSliders('mobile');

  return (
    <Stack gap="xl">
      <PracticeSection />

      <Divider />

      <Stack gap="md" component="section" aria-labelledby="home-slider-title">
        <div>
          <Title order={2} size="h4" id="home-slider-title">
            Slider de la portada
          </Title>
          <Text size="sm" c="dimmed">
            Las imágenes se guardan apenas las soltás. La web muestra las de computadora en
            pantallas anchas y las de celular en pantallas chicas.
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <SliderImagesPanel
            variant="desktop"
            title="Imágenes para computadora"
            size="1280x360"
            ratio={1280 / 360}
            cols={{ base: 1, xs: 2 }}
            linksForNew={mobile.data?.[0]?.links}
          />
          <SliderImagesPanel
            variant="mobile"
            title="Imágenes para celular"
            size="600x700"
            ratio={600 / 700}
            cols={{ base: 3, xs: 4, md: 3 }}
            linksForNew={desktop.data?.[0]?.links}
          />
        </SimpleGrid>
        <SliderLinksForm
          desktop={desktop.data?.[0]}
          mobile={mobile.data?.[0]}
          loading={desktop.isPending || mobile.isPending}
        />
      </Stack>

      <Divider />

      <TipsTable />
    </Stack>
  );
}
