import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PATHS } from '@contract/pages';
import { Carousel } from '@web/components/Carousel';
import { usePageMeta } from '@web/lib/use-page-meta';
import { useRecipe } from '../api/get-recipe';
import { CardImage } from '../components/CardImage';
import { DetailError } from '../components/DetailError';
import { DetailLayout } from '../components/DetailLayout';
import { DetailSkeleton } from '../components/DetailSkeleton';
import { RichText } from '../components/RichText';
import { imagesOf } from '../lib/images';
import classes from './RecipePurchasePage.module.css';

/** Pictures per view up to 664 px, 1024, 3000 and wider (spec §9: the recipe carousel's 3, 2, 1). */
const PER_VIEW = [1, 2, 3, 3] as const;

/**
 * /auth/compra-receta/:idReceta/:idUsuario (spec §2 'Purchased recipe page'): the
 * recipe's pictures, its text and the way to its files. Only its buyer gets here: the
 * route wraps it in the commerce feature's check.
 */
export default function RecipePurchasePage() {
  const { idReceta = '', idUsuario = '' } = useParams();
  const { data: recipe, error, refetch } = useRecipe(idReceta);
  usePageMeta(recipe ? `Tu receta: ${recipe.title}` : 'Tu receta');
  const back = { to: PATHS.purchases(idUsuario), label: 'Ver Mis Compras' };

  if (error)
    return (
      <DetailError error={error} what="esta receta" back={back} onRetry={() => void refetch()} />
    );
  if (!recipe) return <DetailSkeleton aside={false} />;

  const images = imagesOf(recipe.avatar);
  return (
    <DetailLayout
      eyebrow="¡Gracias por tu compra!"
      title={recipe.title}
      lead={recipe.description}
      back={back}
      media={
        images.length ? (
          <Carousel
            label={`Imágenes de ${recipe.title}`}
            perView={PER_VIEW}
            autoplay={false}
            loop={false}
            controlLabels={['Imagen anterior', 'Imagen siguiente']}
          >
            {images.map((name, i) => (
              <div key={name} className={classes.image}>
                <CardImage
                  name={name}
                  size="280x250"
                  ratio="280 / 250"
                  alt={`${recipe.title}: imagen ${i + 1} de ${images.length}`}
                />
              </div>
            ))}
          </Carousel>
        ) : undefined
      }
    >
      <Button
        component={Link}
        to={PATHS.downloads(recipe._id)}
        size="md"
        mb="xl"
        leftSection={<IconDownload size={18} aria-hidden />}
      >
        Descargar archivos
      </Button>
      <RichText html={recipe.editorState} />
    </DetailLayout>
  );
}
