import { usePlans } from '../api/get-plans';
import { useRecipes } from '../api/get-recipes';
import { useTips } from '../api/get-tips';
import { CarouselSection } from './CarouselSection';
import { PlanCard } from './PlanCard';
import { RecipeCard } from './RecipeCard';
import { TipCard } from './TipCard';

/** The home's PLANES, RECETAS and BLOG carousels (spec §2); the recipes show at most 3 at once. */
export function HomeCarousels() {
  const plans = usePlans();
  const recipes = useRecipes();
  const tips = useTips();
  return (
    <>
      <CarouselSection
        id="planes"
        title="PLANES"
        items={plans.data}
        loading={plans.isPending}
        renderItem={(plan) => <PlanCard plan={plan} />}
      />
      <CarouselSection
        id="recetas"
        title="RECETAS"
        items={recipes.data}
        loading={recipes.isPending}
        max={3}
        skeleton={{ description: 0 }}
        renderItem={(recipe) => <RecipeCard recipe={recipe} />}
      />
      <CarouselSection
        id="blog"
        title="BLOG"
        items={tips.data}
        loading={tips.isPending}
        skeleton={{ description: 2, price: false }}
        renderItem={(tip) => <TipCard tip={tip} />}
      />
    </>
  );
}
