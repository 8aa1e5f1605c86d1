import { unlocksFiles } from '@contract/catalog';
import { hasVideo } from '@contract/media';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { usePageMeta } from '@web/lib/use-page-meta';
import { useRecipe } from '../api/get-recipe';
import { DetailError, isNotFound } from '../components/DetailError';
import { DetailLayout, type DetailBack } from '../components/DetailLayout';
import { DetailSkeleton } from '../components/DetailSkeleton';
import { ImageCarousel } from '../components/ImageCarousel';
import { PurchaseNote } from '../components/PurchaseNote';
import { PurchasePanel, type BuySlot } from '../components/PurchasePanel';
import { RichText } from '../components/RichText';
import { VideoEmbed } from '../components/VideoEmbed';
import { imagesOf } from '../lib/images';
import { metaDescription } from '../lib/meta';
import { PATHS } from '@contract/pages';

const HOME: DetailBack = { to: PATHS.home(), label: 'Volver al inicio' };

/**
 * /auth/recetas/:id — a recipe or recipe book, its pictures, price and the way to buy it;
 * `label` is what the route puts under its description (its octagons: issue 35).
 */
export default function RecipeDetailPage({
  buy,
  label,
}: {
  buy: BuySlot;
  label?: (recipeId: string) => ReactNode;
}) {
  const { id } = useParams();
  const { data: recipe, error, refetch } = useRecipe(id);
  usePageMeta(
    recipe?.title ?? (isNotFound(error) ? 'Receta no encontrada' : 'Detalles Receta'),
    metaDescription(recipe),
  );

  if (error)
    return (
      <DetailError error={error} what="esta receta" back={HOME} onRetry={() => void refetch()} />
    );
  if (!recipe) return <DetailSkeleton />;

  const images = imagesOf(recipe.avatar);
  const available = !unlocksFiles('receta') || recipe.hasFiles;
  const media = (
    <>
      {hasVideo(recipe.videoPromo) && (
        <VideoEmbed id={recipe.videoPromo} title={`Video de presentación: ${recipe.title}`} />
      )}
      <ImageCarousel images={images} title={recipe.title} size="280x250" ratio="280 / 250" />
    </>
  );
  return (
    <DetailLayout
      eyebrow="Detalles Receta"
      title={recipe.title}
      lead={recipe.description}
      back={HOME}
      media={hasVideo(recipe.videoPromo) || images.length ? media : undefined}
      aside={
        <PurchasePanel
          price={recipe.costPesos}
          cuotas={recipe.cuotas}
          available={available}
          buy={buy({
            kind: 'receta',
            productId: recipe._id,
            price: recipe.costPesos,
            ebook: false,
          })}
        >
          <PurchaseNote icon={IconDownload}>
            Con la compra descargás el recetario en PDF
          </PurchaseNote>
        </PurchasePanel>
      }
    >
      {label?.(recipe._id)}
      <RichText html={recipe.editorState} />
    </DetailLayout>
  );
}
