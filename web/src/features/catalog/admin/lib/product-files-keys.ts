import type { QueryKey } from '@tanstack/react-query';
import { catalogKeys } from '../../api/keys';

/**
 * What to read again after a product's files change: its files, and the plan or recipe
 * answers, which say whether it has any (`hasFiles`: 'Próximamente', 'Sin archivos').
 */
export const productFilesKeys = (productId: string): QueryKey[] => [
  catalogKeys.files(productId),
  catalogKeys.plans(),
  catalogKeys.plan(productId),
  catalogKeys.recipes(),
  catalogKeys.recipe(productId),
];
