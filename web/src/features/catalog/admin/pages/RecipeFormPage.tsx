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
import { IconDeviceFloppy } from '@tabler/icons-react';
import { ZRecipeCreateSchema, type TRecipe } from '@contract/catalog';
import { useRecipe } from '../../api/get-recipe';
import { useCreateRecipe } from '../api/create-recipe';
import { useUpdateRecipe } from '../api/update-recipe';
import { AdminFormShell, ContentFormPage } from '../components/AdminFormPage';
import { MoneyInput, VideoInput } from '../components/FormFields';
import { FormSection } from '../components/FormSection';
import { ImagesField } from '../components/ImagesField';
import { ProductLinks } from '../components/ProductLinks';
import { RichTextField } from '../components/RichTextField';
import { ADMIN_TAB_URL } from '../lib/navigation';
import { moneyValue, numberField, textField, videoValue, type NumberValue } from '../lib/payload';
import { toFormData } from '../lib/schema-errors';
import { useContentForm } from '../lib/use-content-form';

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
    <ContentFormPage
      useRecord={useRecipe}
      editTitle="Editar receta"
      loadError="No pudimos cargar la receta."
      notFoundTitle="No pudimos abrir la receta"
      backTo={ADMIN_TAB_URL.recetas}
    >
      {(recipe) => <RecipeForm recipe={recipe} />}
    </ContentFormPage>
  );
}

function RecipeForm({ recipe }: { recipe: TRecipe | undefined }) {
  const uploadM = useUpdateRecipe();
  const { form, create, pending, imageError, setImageError, saving, onSubmit } = useContentForm({
    recordId: recipe?._id,
    initialValues: valuesOf(recipe),
    schema: ZRecipeCreateSchema,
    payloadOf,
    fields: FIELDS,
    backTo: ADMIN_TAB_URL.recetas,
    createMutation: useCreateRecipe(),
    updateMutation: useUpdateRecipe(),
    texts: {
      created: 'Receta creada',
      updated: 'Receta actualizada',
      saveFailed: 'No pudimos guardar la receta',
    },
  });

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
        <form onSubmit={onSubmit} noValidate>
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
