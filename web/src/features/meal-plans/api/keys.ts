/** Meal plans' query keys, in one place. */
export const mealPlansKeys = {
  all: () => ['meal-plans'] as const,
  /** A client's plans (userId) or the templates ('plantillas'). */
  list: (filter: { userId?: string; plantillas?: boolean }) =>
    ['meal-plans', 'list', filter] as const,
  one: (id: string) => ['meal-plans', 'one', id] as const,
  /** The plan as its client reads it, for the admin's 'Ver como el cliente'. */
  asClient: (id: string) => ['meal-plans', 'one', id, 'cliente'] as const,
  target: (userId: string, metodo: string) => ['meal-plans', 'target', userId, metodo] as const,
  adherence: (userId: string) => ['meal-plans', 'adherence', userId] as const,
  /** Her recipes with what they are made of (the builder's picker, the recipe's ingredients). */
  recipes: () => ['meal-plans', 'recipes'] as const,
};
