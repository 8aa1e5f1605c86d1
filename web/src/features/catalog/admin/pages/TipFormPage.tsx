import {
  Autocomplete,
  Button,
  Divider,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMemo } from 'react';
import { ZTipCreateSchema, type TTip } from '@contract/catalog';
import { useTip } from '../../api/get-tip';
import { useTips } from '../../api/get-tips';
import { useCreateTip } from '../api/create-tip';
import { useUpdateTip } from '../api/update-tip';
import { AdminFormShell, ContentFormPage } from '../components/AdminFormPage';
import { VideoInput } from '../components/FormFields';
import { FormSection } from '../components/FormSection';
import { ImagesField } from '../components/ImagesField';
import { ProductLinks } from '../components/ProductLinks';
import { RichTextField } from '../components/RichTextField';
import { ADMIN_TAB_URL } from '../lib/navigation';
import { textField, videoValue } from '../lib/payload';
import { toFormData } from '../lib/schema-errors';
import { useContentForm } from '../lib/use-content-form';

type TipValues = {
  title: string;
  description: string;
  editorState: string;
  type: string;
  video: string;
  videoPromo: string;
};

const FIELDS = ['title', 'description', 'editorState', 'type', 'video', 'videoPromo'] as const;

function valuesOf(t: TTip | undefined): TipValues {
  return {
    title: t?.title ?? '',
    description: t?.description ?? '',
    editorState: t?.editorState ?? '',
    type: t?.type ?? '',
    video: videoValue(t?.video),
    videoPromo: videoValue(t?.videoPromo),
  };
}

/** The fields the API gets: on create only the filled ones (spec §5). */
function payloadOf(v: TipValues, create: boolean) {
  return Object.fromEntries(FIELDS.map((k) => [k, textField(v[k], create)]));
}

/** /auth/nuevo-tip and /auth/tip/:id (spec §2 'Tip form'). */
export default function TipFormPage() {
  return (
    <ContentFormPage
      useRecord={useTip}
      editTitle="Editar Tip"
      loadError="No pudimos cargar el tip."
      notFoundTitle="No pudimos abrir el tip"
      backTo={ADMIN_TAB_URL.web}
    >
      {(tip) => <TipForm tip={tip} />}
    </ContentFormPage>
  );
}

function TipForm({ tip }: { tip: TTip | undefined }) {
  const uploadM = useUpdateTip();
  const { form, create, pending, imageError, setImageError, saving, onSubmit } = useContentForm({
    recordId: tip?._id,
    initialValues: valuesOf(tip),
    schema: ZTipCreateSchema,
    payloadOf,
    fields: FIELDS,
    backTo: ADMIN_TAB_URL.web,
    createMutation: useCreateTip(),
    updateMutation: useUpdateTip(),
    texts: {
      created: 'Tip creado',
      updated: 'Tip actualizado',
      saveFailed: 'No pudimos guardar el tip',
    },
  });

  // The types already in use, offered while typing so the same one is spelled the same way.
  const tips = useTips();
  const types = useMemo(
    () => [...new Set((tips.data ?? []).map((t) => t.type.trim()).filter(Boolean))].sort(),
    [tips.data],
  );

  return (
    <AdminFormShell
      title={create ? 'Crear nuevo Tip' : 'Editar Tip'}
      backTo={ADMIN_TAB_URL.web}
      aside={tip && <ProductLinks viewTo={`/auth/tip-detalle/${tip._id}/`} />}
    >
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="lg">
            <ImagesField
              label="Imágenes del tip"
              description={
                create
                  ? 'Se guardan junto con el tip. La primera es la foto de la tarjeta.'
                  : 'Se guardan apenas las soltás. La primera es la foto de la tarjeta.'
              }
              storedAvatar={tip?.avatar ?? ''}
              size="250x280"
              ratio={250 / 280}
              pending={pending}
              uploadNow={
                tip
                  ? (files) => uploadM.mutateAsync({ id: tip._id, data: toFormData({}, files) })
                  : undefined
              }
              refresh={tip ? [['tip', tip._id], ['tips']] : []}
              error={imageError}
              onError={setImageError}
              disabled={saving}
            />

            <Divider />

            <FormSection title="Contenido">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
                <TextInput
                  label="Titulo"
                  withAsterisk
                  maxLength={200}
                  {...form.getInputProps('title')}
                />
                <Autocomplete
                  label="Tipo de Tip"
                  placeholder="Por ejemplo: Hábitos"
                  data={types}
                  {...form.getInputProps('type')}
                />
              </SimpleGrid>
              <Textarea
                label="Descripción breve"
                description="La tarjeta del tip muestra los primeros 80 caracteres."
                autosize
                minRows={2}
                maxRows={5}
                maxLength={2000}
                {...form.getInputProps('description')}
              />
              <RichTextField
                label="Detalles del tip"
                initialValue={tip?.editorState ?? ''}
                onChange={(html) => form.setFieldValue('editorState', html)}
                error={form.errors.editorState as string | undefined}
              />
            </FormSection>

            <FormSection title="Videos">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
                <VideoInput label="Video" {...form.getInputProps('video')} />
                <VideoInput label="Video Promocion" {...form.getInputProps('videoPromo')} />
              </SimpleGrid>
            </FormSection>

            <Group justify="flex-end">
              <Button
                type="submit"
                loading={saving}
                leftSection={<IconDeviceFloppy size={18} aria-hidden />}
              >
                Guardar Tip
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </AdminFormShell>
  );
}
