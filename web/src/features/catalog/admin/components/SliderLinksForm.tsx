import { Card, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { isSliderLink, SLIDER_LINKS, type TSlider } from '@contract/catalog';
import { z } from 'zod';
import { SaveBar } from '@web/components/forms/FormCard';
import { FieldGrid } from '@web/components/forms/FormSection';
import { ApiError } from '@web/lib/api';
import { useSchemaForm } from '@web/lib/use-schema-form';
import type { SliderVariant } from '../../api/keys';
import { useCreateSlider } from '../api/create-slider';
import { useUpdateSlider } from '../api/update-slider';
import { toFormData } from '@web/lib/form-data';

type LinksValues = { links: string[] };

/** Each of the five positions: empty, a page of this site (/…) or another site (https://…). */
const ZLinksSchema = z.object({
  links: z.array(
    z
      .string()
      .trim()
      .refine((v) => v === '' || isSliderLink(v), {
        error: 'Tiene que empezar con https://, http:// o / (una página de esta web)',
      }),
  ),
});

function linksOf(slider: TSlider | undefined): string[] {
  const list = (slider?.links ?? '').split(',').map((s) => s.trim());
  return Array.from({ length: SLIDER_LINKS }, (_, i) => list[i] ?? '');
}

/** The five positions joined; empty positions in the middle are kept, trailing ones dropped. */
function joinLinks(links: string[]): string {
  const out = links.map((l) => l.trim());
  while (out.length > 0 && out[out.length - 1] === '') out.pop();
  return out.join(',');
}

interface Props {
  desktop: TSlider | undefined;
  mobile: TSlider | undefined;
  loading: boolean;
}

/** The five links of the home slider: 'Guardar links' saves the same list on the desktop and the mobile slider. */
export function SliderLinksForm({ desktop, mobile, loading }: Props) {
  if (loading)
    return (
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm" aria-busy="true" aria-label="Cargando links">
          <Skeleton height={16} width="30%" />
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height={36} />
          ))}
        </Stack>
      </Card>
    );
  // A fresh form once the saved links are known.
  return <LinksForm key={desktop?._id ?? 'none'} desktop={desktop} mobile={mobile} />;
}

function LinksForm({
  desktop,
  mobile,
}: {
  desktop: TSlider | undefined;
  mobile: TSlider | undefined;
}) {
  const create = useCreateSlider();
  const update = useUpdateSlider();
  const saving = create.isPending || update.isPending;

  const save = async (slider: TSlider | undefined, variant: SliderVariant, links: string) => {
    // A slider record is created only with something in it (the server refuses an empty one).
    if (!slider && !links) return;
    const data = toFormData(
      slider ? { links } : { title: variant === 'desktop' ? 'Portada' : 'Portada celular', links },
    );
    if (slider) await update.mutateAsync({ variant, id: slider._id, data });
    else await create.mutateAsync({ variant, data });
  };

  const { form, onSubmit } = useSchemaForm({
    schema: ZLinksSchema,
    initialValues: { links: linksOf(desktop) },
    save: async (values: LinksValues) => {
      const links = joinLinks(values.links);
      await Promise.all([save(desktop, 'desktop', links), save(mobile, 'mobile', links)]);
    },
    success: () => 'Links guardados',
    failed: 'No pudimos guardar los links',
    invalid: () => 'Revisá los links marcados',
    onSaved: () => form.resetDirty(),
    onError: (err) => {
      // The server names the whole list; the first input shows it.
      if (err instanceof ApiError && err.errors.links)
        form.setFieldError('links.0', err.errors.links);
    },
  });

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="slider-links">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <div>
            <Title order={3} size="h5" id="slider-links">
              Links del slider
            </Title>
            <Text size="xs" c="dimmed">
              Adónde lleva cada imagen al tocarla, en computadora y celular. Una página de esta web
              empieza con / (por ejemplo /auth/ebooks); otra web, con https://. Vacío: la imagen no
              lleva a ningún lado.
            </Text>
          </div>
          <FieldGrid>
            {form.values.links.map((_, i) => (
              <TextInput
                key={i}
                label={`Link de la imagen ${i + 1}`}
                placeholder="Sin link"
                inputMode="url"
                autoComplete="off"
                spellCheck={false}
                leftSection={<IconLink size={16} aria-hidden />}
                {...form.getInputProps(`links.${i}`)}
              />
            ))}
          </FieldGrid>
          <SaveBar label="Guardar links" saving={saving} />
        </Stack>
      </form>
    </Card>
  );
}
