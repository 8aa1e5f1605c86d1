/** Commerce's query keys, in one place (orders, purchases, paid files, sales, packs, credits). */
export const commerceKeys = {
  all: () => ['commerce'] as const,
  order: (id: string) => ['commerce', 'order', id] as const,
  appointmentProduct: () => ['commerce', 'appointment-product'] as const,
  purchases: (userId: string) => ['commerce', 'purchases', userId] as const,
  /** A client's booking credits and their ledger (issue 34). */
  credits: (userId: string) => ['commerce', 'credits', userId] as const,
  /** The packs on sale; `allPacks` (admin) also those no longer offered. Both under 'packs'. */
  packs: () => ['commerce', 'packs'] as const,
  allPacks: () => ['commerce', 'packs', 'todos'] as const,
  ownedFiles: (productId: string) => ['commerce', 'files', productId] as const,
  sales: (range: { desde?: string; hasta?: string }) => ['commerce', 'sales', range] as const,
  /** Every period's sales, to refresh after a refund or an assignment. */
  allSales: () => ['commerce', 'sales'] as const,
  /** The plans 'Asignar Plan' offers (ebooks left out). */
  assignablePlans: () => ['commerce', 'assignable-plans'] as const,
};
