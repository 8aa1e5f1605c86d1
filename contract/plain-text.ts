/**
 * Text as compared, not as shown: lower case, accents and other marks removed, trimmed
 * ('Sábado ' → 'sabado'). The one place that folds accents; food-search.ts builds its
 * search folding on it.
 */
export const plainText = (s: string): string =>
  s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
