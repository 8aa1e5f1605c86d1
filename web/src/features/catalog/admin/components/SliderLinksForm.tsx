import {
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy, IconLink } from '@tabler/icons-react';
import { isSliderLink, SLIDER_LINKS, type TSlider } from '@contract/catalog';
import { notifySuccess, notifyWarning } from '../../../../lib/notify';
import type { SliderVariant } from '../../api/get-sliders';
import { useCreateSlider } from '../api/create-slider';
import { useUpdateSlider } from '../api/update-slider';
import { reportSaveError } from '../lib/save-errors';
import { toFormData } from '../lib/schema-errors';

type LinksValues = { links: string[] };

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

  const form = useForm<LinksValues>({
    initialValues: { links: linksOf(desktop) },
  });

  const validateLinks = (values: LinksValues) => {
    const errors: Record<string, string> = {};
    values.links.forEach((l, i) => {
      const v = l.trim();
      if (v && !isSliderLink(v))
        errors[`links.${i}`] =
          'Tiene que empezar con https://, http:// o / (una página de esta web)';
    });
    return errors;
  };

  const save = async (slider: TSlider | undefined, variant: SliderVariant, links: string) => {
    // A slider record is created only with something in it (the server refuses an empty one).
    if (!slider && !links) return;
    const data = toFormData(
      slider ? { links } : { title: variant === 'desktop' ? 'Portada' : 'Portada celular', links },
    );
    if (slider) await update.mutateAsync({ variant, id: slider._id, data });
    else await create.mutateAsync({ variant, data });
  };

  const submit = async (values: LinksValues) => {
    const errors = validateLinks(values);
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      notifyWarning('Revisá los links marcados');
      return;
    }
    const links = joinLinks(values.links);
    try {
      await Promise.all([save(desktop, 'desktop', links), save(mobile, 'mobile', links)]);
      form.resetDirty();
      notifySuccess('Links guardados');
    } catch (err) {
      reportSaveError(err, {
        fallback: 'No pudimos guardar los links',
        fields: ['links'],
        setFieldErrors: (e) => form.setFieldError('links.0', e.links ?? ''),
      });
    }
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="slider-links">
      <form onSubmit={form.onSubmit((v) => void submit(v))} noValidate>
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
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
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
          </SimpleGrid>
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={saving}
              leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            >
              Guardar links
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
