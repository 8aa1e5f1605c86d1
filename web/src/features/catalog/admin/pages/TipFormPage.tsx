import { Autocomplete, Divider, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { ZTipCreateSchema, type TTip } from '@contract/catalog';
import { PATHS } from '@contract/pages';
import { FormCard } from '@web/components/forms/FormCard';
import { PageShell } from '@web/components/PageShell';
import { FieldGrid, FormSection } from '@web/components/forms/FormSection';
import { useTip } from '../../api/get-tip';
import { catalogKeys } from '../../api/keys';
import { useTips } from '../../api/get-tips';
import { useCreateTip } from '../api/create-tip';
import { useUpdateTip } from '../api/update-tip';
import { ContentFormPage } from '../components/ContentFormPage';
import { DescriptionFields, VideosSection } from '../components/FormFields';
import { ImagesField } from '../components/ImagesField';
import { ProductLinks } from '../components/ProductLinks';
import { textField, videoValue } from '../lib/payload';
import { useContentSave } from '../lib/use-content-save';

const BACK = PATHS.admin('web');

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
      backTo={BACK}
    >
      {(tip) => <TipForm tip={tip} />}
    </ContentFormPage>
  );
}

function TipForm({ tip }: { tip: TTip | undefined }) {
  const { form, create, saving, onSubmit, images } = useContentSave({
    recordId: tip?._id,
    backTo: BACK,
    createMutation: useCreateTip(),
    updateMutation: useUpdateTip(),
    schema: ZTipCreateSchema,
    initialValues: valuesOf(tip),
    payloadOf,
    texts: {
      created: 'Tip creado',
      updated: 'Tip actualizado',
      failed: 'No pudimos guardar el tip',
    },
  });

  // The types already in use, offered while typing so the same one is spelled the same way.
  const tips = useTips();
  const types = useMemo(
    () => [...new Set((tips.data ?? []).map((t) => t.type.trim()).filter(Boolean))].sort(),
    [tips.data],
  );

  return (
    <PageShell
      title={create ? 'Crear nuevo Tip' : 'Editar Tip'}
      back={{ to: BACK }}
      aside={tip && <ProductLinks viewTo={PATHS.tip(tip._id)} />}
    >
      <FormCard onSubmit={onSubmit} saveLabel="Guardar Tip" saving={saving}>
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
          refresh={tip ? [catalogKeys.tip(tip._id), catalogKeys.tips()] : []}
          {...images}
        />

        <Divider />

        <FormSection title="Contenido">
          <FieldGrid>
            <TextInput
              label="Título"
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
          </FieldGrid>
          <DescriptionFields
            form={form}
            html={tip?.editorState}
            description={[
              'Descripción breve',
              'La tarjeta del tip muestra los primeros 80 caracteres.',
            ]}
            details={['Detalles del tip']}
          />
        </FormSection>

        <VideosSection
          labels={['Video', 'Video de promoción']}
          video={form.getInputProps('video')}
          promo={form.getInputProps('videoPromo')}
        />
      </FormCard>
    </PageShell>
  );
}
