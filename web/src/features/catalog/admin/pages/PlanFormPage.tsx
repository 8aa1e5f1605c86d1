import {
  Button,
  Divider,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import {
  PLAN_ANAMNESIS,
  PLAN_TYPE_QUERIES,
  PLAN_TYPES,
  ZPlanCreateSchema,
  type TPlan,
} from '@contract/catalog';
import { usePlan } from '../../api/get-plan';
import { useCreatePlan } from '../api/create-plan';
import { useUpdatePlan } from '../api/update-plan';
import { AdminFormShell, ContentFormPage } from '../components/AdminFormPage';
import { CountInput, MoneyInput, VideoInput } from '../components/FormFields';
import { FormSection } from '../components/FormSection';
import { ImagesField } from '../components/ImagesField';
import { ProductLinks } from '../components/ProductLinks';
import { RichTextField } from '../components/RichTextField';
import { ADMIN_TAB_URL } from '../lib/navigation';
import { moneyValue, numberField, textField, videoValue, type NumberValue } from '../lib/payload';
import { toFormData } from '../lib/schema-errors';
import { useContentForm } from '../lib/use-content-form';

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
  video: string;
  videoPromo: string;
  premium: boolean;
  nota: string;
};

const FIELDS = [
  'title',
  'description',
  'editorState',
  'type',
  'anamnesis',
  'time',
  'queries',
  'typeQueries',
  'costDolars',
  'costPesos',
  'video',
  'videoPromo',
  'premium',
  'nota',
] as const;

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
      backTo={ADMIN_TAB_URL.planes}
    >
      {(plan) => <PlanForm plan={plan} />}
    </ContentFormPage>
  );
}

function PlanForm({ plan }: { plan: TPlan | undefined }) {
  const uploadM = useUpdatePlan();
  const { form, create, pending, imageError, setImageError, saving, onSubmit } = useContentForm({
    recordId: plan?._id,
    initialValues: valuesOf(plan),
    schema: ZPlanCreateSchema,
    payloadOf,
    fields: FIELDS,
    backTo: ADMIN_TAB_URL.planes,
    createMutation: useCreatePlan(),
    updateMutation: useUpdatePlan(),
    texts: {
      created: 'Plan creado',
      updated: 'Plan actualizado',
      saveFailed: 'No pudimos guardar el plan',
    },
  });

  const select = (field: 'type' | 'anamnesis' | 'typeQueries') => ({
    ...form.getInputProps(field),
    onChange: (v: string | null) => form.setFieldValue(field, v),
  });

  return (
    <AdminFormShell
      title={create ? 'Crear nuevo plan' : 'Editar plan'}
      backTo={ADMIN_TAB_URL.planes}
      aside={
        plan && (
          <ProductLinks
            viewTo={`/auth/planes/${plan._id}/`}
            filesTo={`/auth/producto/${plan._id}/`}
          />
        )
      }
    >
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="lg">
            <FormSection title="Contenido">
              <TextInput
                label="Título"
                withAsterisk
                maxLength={200}
                {...form.getInputProps('title')}
              />
              <Textarea
                label="Descripción"
                description="La tarjeta del plan muestra los primeros 30 caracteres."
                autosize
                minRows={2}
                maxRows={5}
                maxLength={2000}
                {...form.getInputProps('description')}
              />
              <RichTextField
                label="Detalle del plan"
                description="Lo que ve quien abre el plan y quien lo compró."
                initialValue={plan?.editorState ?? ''}
                onChange={(html) => form.setFieldValue('editorState', html)}
                error={form.errors.editorState as string | undefined}
              />
            </FormSection>

            <Divider />

            <FormSection title="Tipo y seguimiento">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
                <Select
                  label="Tipo"
                  placeholder="Elegí el tipo"
                  description="Online sale en Planes a distancia; ebooks, en Ebooks."
                  data={[...PLAN_TYPES]}
                  {...select('type')}
                />
                <Select
                  label="Anamnesis"
                  placeholder="Elegí el formulario"
                  description="Simple: el formulario online; Extendido: el completo."
                  data={[...PLAN_ANAMNESIS]}
                  {...select('anamnesis')}
                />
                <CountInput label="Duración (meses)" max={120} {...form.getInputProps('time')} />
                <CountInput
                  label="Cantidad de controles"
                  max={100}
                  {...form.getInputProps('queries')}
                />
                <Select
                  label="Tipo de controles"
                  placeholder="Elegí una opción"
                  data={[...PLAN_TYPE_QUERIES]}
                  {...select('typeQueries')}
                />
              </SimpleGrid>
              <Switch
                label="Premium"
                description="Marca el plan como premium."
                {...form.getInputProps('premium', { type: 'checkbox' })}
              />
            </FormSection>

            <FormSection title="Precio">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
                <MoneyInput
                  label="Costo en Dolares"
                  currency="USD"
                  description="De referencia; se cobra en pesos."
                  {...form.getInputProps('costDolars')}
                />
                <MoneyInput
                  label="Costo en Pesos UY"
                  currency="UYU"
                  description="El precio que paga quien compra."
                  {...form.getInputProps('costPesos')}
                />
              </SimpleGrid>
            </FormSection>

            <FormSection title="Videos">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
                <VideoInput label="Video" {...form.getInputProps('video')} />
                <VideoInput label="Video promoción" {...form.getInputProps('videoPromo')} />
              </SimpleGrid>
            </FormSection>

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
              pending={pending}
              uploadNow={
                plan
                  ? (files) =>
                      uploadM.mutateAsync({
                        id: plan._id,
                        // An empty `avatar` list drops the old image: the new one replaces it.
                        data: toFormData({ avatar: '' }, files),
                      })
                  : undefined
              }
              refresh={plan ? [['plan', plan._id], ['plans']] : []}
              error={imageError}
              onError={setImageError}
              disabled={saving}
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

            <Group justify="flex-end">
              <Button
                type="submit"
                loading={saving}
                leftSection={<IconDeviceFloppy size={18} aria-hidden />}
              >
                Guardar Plan / Ebook
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </AdminFormShell>
  );
}
