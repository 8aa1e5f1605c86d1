import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PATHS } from '@contract/pages';
import { usePlan } from '../api/get-plan';
import { useRecipe } from '../api/get-recipe';

/**
 * A link to a product's public page when only its id is known (a plan's or a
 * recipe's): the plan is asked for first, then the recipe. Nothing when neither is.
 */
export function ProductPageLink({ id }: { id: string }) {
  const plan = usePlan(id);
  const recipe = useRecipe(plan.isError ? id : undefined);
  const to = plan.data ? PATHS.plan(id) : recipe.data ? PATHS.recipe(id) : null;
  if (!to) return null;
  return (
    <Button
      component={Link}
      to={to}
      variant="default"
      leftSection={<IconArrowLeft size={18} aria-hidden />}
    >
      {plan.data?.type === 'ebooks' ? 'Ver el ebook' : plan.data ? 'Ver el plan' : 'Ver la receta'}
    </Button>
  );
}
