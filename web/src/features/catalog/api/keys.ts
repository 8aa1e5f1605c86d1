/** The home slider's two sets, one per screen size (spec: homeSlider and homeSliderMobile). */
export type SliderVariant = 'desktop' | 'mobile';

/** The catalog's query keys, in one place: reads, invalidations and the server render share them. */
export const catalogKeys = {
  plans: () => ['plans'] as const,
  planList: (type?: string) => ['plans', { type }] as const,
  plan: (id: string) => ['plan', id] as const,
  recipes: () => ['recipes'] as const,
  recipeList: (q?: string) => ['recipes', { q }] as const,
  recipe: (id: string) => ['recipe', id] as const,
  tips: () => ['tips'] as const,
  tip: (id: string) => ['tip', id] as const,
  sliders: (variant: SliderVariant) => ['sliders', variant] as const,
  files: (productId: string) => ['files', productId] as const,
};
