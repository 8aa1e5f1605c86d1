import { Divider, Select, Switch, Textarea, TextInput } from '@mantine/core';
import {
  catalogOptions,
  PLAN_ANAMNESIS,
  PLAN_TYPE_QUERIES,
  PLAN_TYPES,
  ZPlanCreateSchema,
  type TPlan,
} from '@contract/catalog';
import { PATHS } from '@contract/pages';
import { FormCard } from '@web/components/forms/FormCard';
import { PageShell } from '@web/components/PageShell';
import { FormSection } from '@web/components/forms/FormSection';
import { usePlan } from '../../api/get-plan';
import { catalogKeys } from '../../api/keys';
import { useCreatePlan } from '../api/create-plan';
import { useUpdatePlan } from '../api/update-plan';
import { ContentFormPage } from '../components/ContentFormPage';
import {
  CountInput,
  DescriptionFields,
  PriceSection,
  VideosSection,
} from '../components/FormFields';
import { ImagesField } from '../components/ImagesField';
import { ProductLinks } from '../components/ProductLinks';
import { moneyValue, numberField, textField, videoValue, type NumberValue } from '../lib/payload';
import { useContentSave } from '../lib/use-content-save';

const BACK = PATHS.admin('planes');

type PlanValues = {
  title: string;
  description: string;
  editorState: string;
  type: string | null;
  anamnesis: string | null;
  time: NumberValue;
  queries: NumberValue;
  typeQueries: string | null;
  costDolars: NumberValue;
  costPesos: NumberValue;
  /** One of TAX_RATES, or '' for 'Sin definir'. */
  iva: string;
  /** The most cuotas (1: paid at once). */
  cuotas: NumberValue;
  video: string;
  videoPromo: string;
  premium: boolean;
  nota: string;
};

/** A stored enumeration value, or nothing chosen when the record has none of the list's values. */
const choice = (value: string | undefined, list: readonly string[]) =>
  value && list.includes(value) ? value : null;

function valuesOf(p: TPlan | undefined): PlanValues {
  return {
    title: p?.title ?? '',
    description: p?.description ?? '',
    editorState: p?.editorState ?? '',
    type: choice(p?.type, PLAN_TYPES),
    anamnesis: choice(p?.anamnesis, PLAN_ANAMNESIS),
    time: p ? p.time : '',
    queries: p ? p.queries : '',
    typeQueries: choice(p?.typeQueries, PLAN_TYPE_QUERIES),
    costDolars: moneyValue(p?.costDolars),
    costPesos: moneyValue(p?.costPesos),
    iva: p?.iva ?? '',
    cuotas: p?.cuotas ?? 1,
    video: videoValue(p?.video),
    videoPromo: videoValue(p?.videoPromo),
    premium: p?.premium ?? false,
    nota: p?.nota ?? '',
  };
}

/** The fields the API gets: empty ones are left out when creating. */
function payloadOf(v: PlanValues, create: boolean) {
  return {
    title: textField(v.title, create),
    description: textField(v.description, create),
    editorState: textField(v.editorState, create),
    type: v.type ?? undefined,
    anamnesis: v.anamnesis ?? undefined,
    time: numberField(v.time),
    queries: numberField(v.queries),
    typeQueries: v.typeQueries ?? undefined,
    costDolars: numberField(v.costDolars),
    costPesos: numberField(v.costPesos),
    iva: textField(v.iva, create),
    cuotas: numberField(v.cuotas),
    video: textField(v.video, create),
    videoPromo: textField(v.videoPromo, create),
    premium: String(v.premium),
    nota: textField(v.nota, create),
  };
}

/** /auth/nuevo-plan and /auth/plan/:id (spec §2 'Plan form'). */
export default function PlanFormPage() {
  return (
    <ContentFormPage
      useRecord={usePlan}
      editTitle="Editar plan"
      loadError="No pudimos cargar el plan."
      notFoundTitle="No pudimos abrir el plan"
      backTo={BACK}
    >
      {(plan) => <PlanForm plan={plan} />}
    </ContentFormPage>
  );
}

function PlanForm({ plan }: { plan: TPlan | undefined }) {
  const { form, create, saving, onSubmit, images } = useContentSave({
    recordId: plan?._id,
    backTo: BACK,
    createMutation: useCreatePlan(),
    updateMutation: useUpdatePlan(),
    replaceImage: true,
    schema: ZPlanCreateSchema,
    initialValues: valuesOf(plan),
    payloadOf,
    texts: {
      created: 'Plan creado',
      updated: 'Plan actualizado',
      failed: 'No pudimos guardar el plan',
    },
  });

  const select = (field: 'type' | 'anamnesis' | 'typeQueries') => ({
    ...form.getInputProps(field),
    onChange: (v: string | null) => form.setFieldValue(field, v),
  });

  return (
    <PageShell
      title={create ? 'Crear nuevo plan' : 'Editar plan'}
      back={{ to: BACK }}
      aside={
        plan && (
          <ProductLinks viewTo={PATHS.plan(plan._id)} filesTo={PATHS.productFiles(plan._id)} />
        )
      }
    >
      <FormCard onSubmit={onSubmit} saveLabel="Guardar Plan / Ebook" saving={saving}>
        <FormSection title="Contenido">
          <TextInput label="Título" withAsterisk maxLength={200} {...form.getInputProps('title')} />
          <DescriptionFields
            form={form}
            html={plan?.editorState}
            description={['Descripción', 'La tarjeta del plan muestra los primeros 30 caracteres.']}
            details={['Detalle del plan', 'Lo que ve quien abre el plan y quien lo compró.']}
          />
        </FormSection>

        <Divider />

        <FormSection
          title="Tipo y seguimiento"
          columns
          after={
            <Switch
              label="Premium"
              description="Marca el plan como premium."
              {...form.getInputProps('premium', { type: 'checkbox' })}
            />
          }
        >
          <Select
            label="Tipo"
            placeholder="Elegí el tipo"
            description="A distancia sale en Planes a distancia; ebooks, en Ebooks."
            data={catalogOptions(PLAN_TYPES)}
            {...select('type')}
          />
          <Select
            label="Anamnesis"
            placeholder="Elegí el formulario"
            description="Simple: el formulario a distancia; Extendido: el completo."
            data={[...PLAN_ANAMNESIS]}
            {...select('anamnesis')}
          />
          <CountInput label="Duración (meses)" max={120} {...form.getInputProps('time')} />
          <CountInput label="Cantidad de controles" max={100} {...form.getInputProps('queries')} />
          <Select
            label="Tipo de controles"
            placeholder="Elegí una opción"
            data={catalogOptions(PLAN_TYPE_QUERIES)}
            {...select('typeQueries')}
          />
        </FormSection>

        <PriceSection
          dollars={form.getInputProps('costDolars')}
          pesos={form.getInputProps('costPesos')}
          iva={form.getInputProps('iva')}
          cuotas={form.getInputProps('cuotas')}
        />
        <VideosSection
          labels={['Video', 'Video de promoción']}
          video={form.getInputProps('video')}
          promo={form.getInputProps('videoPromo')}
        />

        <Divider />

        <ImagesField
          label="Imagen de la tarjeta"
          description={
            create
              ? 'Se guarda junto con el plan. Una imagen nueva reemplaza a la anterior.'
              : 'Se guarda apenas la soltás y reemplaza a la anterior.'
          }
          single
          storedAvatar={plan?.avatar ?? ''}
          size="250x280"
          ratio={250 / 280}
          refresh={plan ? [catalogKeys.plan(plan._id), catalogKeys.plans()] : []}
          {...images}
        />

        <Textarea
          label="Nota"
          description="Una aclaración breve sobre el plan."
          autosize
          minRows={2}
          maxRows={4}
          maxLength={2000}
          {...form.getInputProps('nota')}
        />
      </FormCard>
    </PageShell>
  );
}
