import {
  Button,
  Divider,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ZRecipeCreateSchema, type TRecipe } from '@contract/catalog';
import { successFeedback, touchAll } from '../../../../lib/form-feedback';
import { notifySuccess, notifyWarning } from '../../../../lib/notify';
import { useRecipe } from '../../api/get-recipe';
import { useCreateRecipe } from '../api/create-recipe';
import { useUpdateRecipe } from '../api/update-recipe';
import { AdminFormShell, AdminOnly, RecordState } from '../components/AdminFormPage';
import { MoneyInput, VideoInput } from '../components/FormFields';
import { FormSection } from '../components/FormSection';
import { ImagesField } from '../components/ImagesField';
import { ProductLinks } from '../components/ProductLinks';
import { RichTextField } from '../components/RichTextField';
import { ADMIN_TAB_URL, useGoBack } from '../lib/navigation';
import { moneyValue, numberField, textField, videoValue, type NumberValue } from '../lib/payload';
import { errorMessage, reportSaveError } from '../lib/save-errors';
import { schemaErrors, toFormData } from '../lib/schema-errors';
import { usePendingFiles } from '../lib/use-pending-files';

type RecipeValues = {
  title: string;
  description: string;
  editorState: string;
  video: string;
  videoPromo: string;
  costDolars: NumberValue;
  costPesos: NumberValue;
};

const FIELDS = [
  'title',
  'description',
  'editorState',
  'video',
  'videoPromo',
  'costDolars',
  'costPesos',
] as const satisfies readonly (keyof RecipeValues)[];

function valuesOf(r: TRecipe | undefined): RecipeValues {
  return {
    title: r?.title ?? '',
    description: r?.description ?? '',
    editorState: r?.editorState ?? '',
    video: videoValue(r?.video),
    videoPromo: videoValue(r?.videoPromo),
    costDolars: moneyValue(r?.costDolars),
    costPesos: moneyValue(r?.costPesos),
  };
}

/** The fields the API gets: on create only the filled ones (spec §5). */
function payloadOf(v: RecipeValues, create: boolean) {
  return {
    title: textField(v.title, create),
    description: textField(v.description, create),
    editorState: textField(v.editorState, create),
    video: textField(v.video, create),
    videoPromo: textField(v.videoPromo, create),
    costDolars: numberField(v.costDolars),
    costPesos: numberField(v.costPesos),
  };
}

/** /auth/nueva-receta and /auth/receta/:id (spec §2 'Recipe form'). */
export default function RecipeFormPage() {
  return (
    <AdminOnly>
      <RecipeFormRoute />
    </AdminOnly>
  );
}

function RecipeFormRoute() {
  const { id } = useParams();
  const query = useRecipe(id);
  if (id && !query.data)
    return (
      <RecordState
        title="Editar receta"
        loading={query.isPending}
        error={errorMessage(query.error, 'No pudimos cargar la receta.')}
        notFoundTitle="No pudimos abrir la receta"
        onRetry={() => void query.refetch()}
        backTo={ADMIN_TAB_URL.recetas}
      />
    );
  return <RecipeForm key={query.data?._id ?? 'new'} recipe={query.data} />;
}

function RecipeForm({ recipe }: { recipe: TRecipe | undefined }) {
  const create = !recipe;
  const goBack = useGoBack(ADMIN_TAB_URL.recetas);
  const createM = useCreateRecipe();
  const updateM = useUpdateRecipe();
  const uploadM = useUpdateRecipe();
  const pending = usePendingFiles();
  const [imageError, setImageError] = useState<string | null>(null);
  const saving = createM.isPending || updateM.isPending;

  const form = useForm<RecipeValues>({
    initialValues: valuesOf(recipe),
    // A title is required on create (server) and kept on edit: an untitled product cannot be shown.
    validate: (values) => schemaErrors(ZRecipeCreateSchema, payloadOf(values, create)),
    validateInputOnBlur: true,
    enhanceGetInputProps: successFeedback,
  });

  const handleInvalid = () => {
    touchAll(form);
    notifyWarning('Revisá los campos marcados');
  };

  const handleSubmit = async (values: RecipeValues) => {
    touchAll(form);
    const fields = payloadOf(values, create);
    try {
      if (create) {
        const { message } = await createM.mutateAsync(
          toFormData(
            fields,
            pending.items.map((p) => p.file),
          ),
        );
        pending.clear();
        notifySuccess(message || 'Receta creada');
        goBack();
      } else {
        const { message } = await updateM.mutateAsync({ id: recipe._id, data: toFormData(fields) });
        form.resetDirty();
        notifySuccess(message || 'Receta actualizada');
      }
    } catch (err) {
      reportSaveError(err, {
        fallback: 'No pudimos guardar la receta',
        fields: FIELDS,
        setFieldErrors: form.setErrors,
        uploadKind: 'image',
        setUploadError: setImageError,
      });
    }
  };

  return (
    <AdminFormShell
      title={create ? 'Crear nueva receta' : 'Editar receta'}
      backTo={ADMIN_TAB_URL.recetas}
      aside={
        recipe && (
          <ProductLinks
            viewTo={`/auth/recetas/${recipe._id}/`}
            filesTo={`/auth/producto/${recipe._id}/`}
          />
        )
      }
    >
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <form onSubmit={form.onSubmit(handleSubmit, handleInvalid)} noValidate>
          <Stack gap="lg">
            <ImagesField
              label="Imagenes Recetas"
              description={
                create
                  ? 'Se guardan junto con la receta. La primera es la foto de la tarjeta.'
                  : 'Se guardan apenas las soltás. La primera es la foto de la tarjeta.'
              }
              storedAvatar={recipe?.avatar ?? ''}
              size="280x250"
              ratio={280 / 250}
              pending={pending}
              uploadNow={
                recipe
                  ? (files) => uploadM.mutateAsync({ id: recipe._id, data: toFormData({}, files) })
                  : undefined
              }
              refresh={recipe ? [['recipe', recipe._id], ['recipes']] : []}
              error={imageError}
              onError={setImageError}
              disabled={saving}
            />

            <Divider />

            <FormSection title="Contenido">
              <TextInput
                label="Titulo"
                withAsterisk
                maxLength={200}
                {...form.getInputProps('title')}
              />
              <Textarea
                label="Descripción breve"
                description="Se muestra en la tarjeta de la receta y sirve para buscarla."
                autosize
                minRows={2}
                maxRows={5}
                maxLength={2000}
                {...form.getInputProps('description')}
              />
              <RichTextField
                label="Detalles de la receta"
                initialValue={recipe?.editorState ?? ''}
                onChange={(html) => form.setFieldValue('editorState', html)}
                error={form.errors.editorState as string | undefined}
              />
            </FormSection>

            <FormSection title="Videos">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
                <VideoInput label="Video link" {...form.getInputProps('video')} />
                <VideoInput label="Video Promocion link" {...form.getInputProps('videoPromo')} />
              </SimpleGrid>
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

            <Group justify="flex-end">
              <Button
                type="submit"
                loading={saving}
                leftSection={<IconDeviceFloppy size={18} aria-hidden />}
              >
                Guardar Receta
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </AdminFormShell>
  );
}
