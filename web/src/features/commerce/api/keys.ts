/** Commerce's query keys, in one place (orders, purchases, paid files, sales). */
export const commerceKeys = {
  all: () => ['commerce'] as const,
  order: (id: string) => ['commerce', 'order', id] as const,
  appointmentProduct: () => ['commerce', 'appointment-product'] as const,
  purchases: (userId: string) => ['commerce', 'purchases', userId] as const,
  ownedFiles: (productId: string) => ['commerce', 'files', productId] as const,
  sales: (range: { desde?: string; hasta?: string }) => ['commerce', 'sales', range] as const,
  /** Every period's sales, to refresh after a refund or an assignment. */
  allSales: () => ['commerce', 'sales'] as const,
  /** The plans 'Asignar Plan' offers (ebooks left out). */
  assignablePlans: () => ['commerce', 'assignable-plans'] as const,
};
