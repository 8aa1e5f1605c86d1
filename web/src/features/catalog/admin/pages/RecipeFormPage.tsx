import { Divider, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { ZRecipeCreateSchema, type TRecipe } from '@contract/catalog';
import { PATHS } from '@contract/pages';
import { FormCard } from '@web/components/forms/FormCard';
import { PageShell } from '@web/components/PageShell';
import { FormSection } from '@web/components/forms/FormSection';
import { useRecipe } from '../../api/get-recipe';
import { catalogKeys } from '../../api/keys';
import { useCreateRecipe } from '../api/create-recipe';
import { useUpdateRecipe } from '../api/update-recipe';
import { ContentFormPage } from '../components/ContentFormPage';
import { DescriptionFields, PriceSection, VideosSection } from '../components/FormFields';
import { ImagesField } from '../components/ImagesField';
import { ProductLinks } from '../components/ProductLinks';
import { moneyValue, numberField, textField, videoValue, type NumberValue } from '../lib/payload';
import { useContentSave } from '../lib/use-content-save';

const BACK = PATHS.admin('recetas');

type RecipeValues = {
  title: string;
  description: string;
  editorState: string;
  video: string;
  videoPromo: string;
  costDolars: NumberValue;
  costPesos: NumberValue;
  /** One of TAX_RATES, or '' for 'Sin definir'. */
  iva: string;
  /** The most cuotas (1: paid at once). */
  cuotas: NumberValue;
};

function valuesOf(r: TRecipe | undefined): RecipeValues {
  return {
    title: r?.title ?? '',
    description: r?.description ?? '',
    editorState: r?.editorState ?? '',
    video: videoValue(r?.video),
    videoPromo: videoValue(r?.videoPromo),
    costDolars: moneyValue(r?.costDolars),
    costPesos: moneyValue(r?.costPesos),
    iva: r?.iva ?? '',
    cuotas: r?.cuotas ?? 1,
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
    iva: textField(v.iva, create),
    cuotas: numberField(v.cuotas),
  };
}

/**
 * /auth/nueva-receta and /auth/receta/:id (spec §2 'Recipe form'). `ingredients` is what
 * another feature shows below a saved recipe's form (the meal plans' ingredients, issue
 * 31), handed in by the route since features do not import each other.
 */
export default function RecipeFormPage({
  ingredients,
}: {
  ingredients?: (recipeId: string) => ReactNode;
} = {}) {
  return (
    <ContentFormPage
      useRecord={useRecipe}
      editTitle="Editar receta"
      loadError="No pudimos cargar la receta."
      notFoundTitle="No pudimos abrir la receta"
      backTo={BACK}
    >
      {(recipe) => <RecipeForm recipe={recipe} ingredients={ingredients} />}
    </ContentFormPage>
  );
}

function RecipeForm({
  recipe,
  ingredients,
}: {
  recipe: TRecipe | undefined;
  ingredients?: (recipeId: string) => ReactNode;
}) {
  const { form, create, saving, onSubmit, images } = useContentSave({
    recordId: recipe?._id,
    backTo: BACK,
    createMutation: useCreateRecipe(),
    updateMutation: useUpdateRecipe(),
    schema: ZRecipeCreateSchema,
    initialValues: valuesOf(recipe),
    payloadOf,
    texts: {
      created: 'Receta creada',
      updated: 'Receta actualizada',
      failed: 'No pudimos guardar la receta',
    },
  });

  return (
    <PageShell
      title={create ? 'Crear nueva receta' : 'Editar receta'}
      back={{ to: BACK }}
      aside={
        recipe && (
          <ProductLinks
            viewTo={PATHS.recipe(recipe._id)}
            filesTo={PATHS.productFiles(recipe._id)}
          />
        )
      }
    >
      <Stack gap="lg">
        <FormCard onSubmit={onSubmit} saveLabel="Guardar Receta" saving={saving}>
          <ImagesField
            label="Imágenes"
            description={
              create
                ? 'Se guardan junto con la receta. La primera es la foto de la tarjeta.'
                : 'Se guardan apenas las soltás. La primera es la foto de la tarjeta.'
            }
            storedAvatar={recipe?.avatar ?? ''}
            size="280x250"
            ratio={280 / 250}
            refresh={recipe ? [catalogKeys.recipe(recipe._id), catalogKeys.recipes()] : []}
            {...images}
          />

          <Divider />

          <FormSection title="Contenido">
            <TextInput
              label="Título"
              withAsterisk
              maxLength={200}
              {...form.getInputProps('title')}
            />
            <DescriptionFields
              form={form}
              html={recipe?.editorState}
              description={[
                'Descripción breve',
                'Se muestra en la tarjeta de la receta y sirve para buscarla.',
              ]}
              details={['Detalles de la receta']}
            />
          </FormSection>

          <VideosSection
            labels={['Video link', 'Video de promoción']}
            video={form.getInputProps('video')}
            promo={form.getInputProps('videoPromo')}
          />
          <PriceSection
            dollars={form.getInputProps('costDolars')}
            pesos={form.getInputProps('costPesos')}
            iva={form.getInputProps('iva')}
            cuotas={form.getInputProps('cuotas')}
          />
        </FormCard>
        {/* Ingredients hang on the recipe's id: a recipe not yet saved has none to hang on. */}
        {ingredients &&
          (recipe ? (
            ingredients(recipe._id)
          ) : (
            <Text size="sm" c="dimmed">
              Guardá la receta para cargar sus ingredientes.
            </Text>
          ))}
      </Stack>
    </PageShell>
  );
}
