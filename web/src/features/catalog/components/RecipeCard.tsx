import type { TRecipe } from '@contract/catalog';
import { firstImage } from '@contract/media';
import { formatPesos } from '@contract/money';
import { ProductCard } from './ProductCard';
import { PATHS } from '@contract/pages';

export function RecipeCard({ recipe }: { recipe: TRecipe }) {
  return (
    <ProductCard
      to={PATHS.recipe(recipe._id)}
      title={recipe.title}
      image={firstImage(recipe.avatar)}
      imageSize="280x250"
      price={formatPesos(recipe.costPesos)}
    />
  );
}
