import { isCourtesy, SALE_LABELS, type TOrder, type TPurchase } from '@contract/commerce';
import { formatPesos } from '@contract/money';
import { PATHS } from '@contract/pages';

/** Lower case without accents, so 'envio' finds 'Envío'. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The purchases whose product, platform or transaction id contain the search. */
export function filterPurchases(list: readonly TPurchase[], search: string): TPurchase[] {
  const q = fold(search.trim());
  if (!q) return [...list];
  return list.filter((p) =>
    [p.producto, p.plataforma, p.payment_id ?? ''].some((field) => fold(field).includes(q)),
  );
}

/** Whether the client holds the product now: bought and not refunded. */
export const ownsProduct = (list: readonly TPurchase[], productId: string) =>
  list.some((p) => p.productoId === productId && !p.refunded);

/** Paid 'Turno Presencial's not yet booked nor refunded: each books one hour. */
export const unusedTurnos = (list: readonly TPurchase[]) =>
  list.filter((p) => p.typeProduct === 'control' && !p.used && !p.refunded).length;

/**
 * Recipe books and ebooks are bought once (the server refuses a second purchase);
 * plans are renewed and turnos bought again.
 */
export const boughtOnce = (kind: TPurchase['typeProduct'], ebook: boolean) =>
  kind === 'receta' || (kind === 'plan' && ebook);

export type PurchaseAction =
  | { kind: 'files'; to: string }
  | { kind: 'view'; to: string }
  | { kind: 'refunded' }
  | { kind: 'none' };

/**
 * The purchases list's action (spec §2): the files, the client's booking page for a
 * turno, or nothing when refunded.
 */
export function purchaseAction(p: TPurchase, userId: string): PurchaseAction {
  if (p.refunded) return { kind: 'refunded' };
  if (p.typeProduct === 'control') return { kind: 'view', to: PATHS.scheduleControl(userId) };
  return p.productoId ? { kind: 'files', to: PATHS.downloads(p.productoId) } : { kind: 'none' };
}

/** The public page of what an order buys: where to go back to from the checkout. */
export function productPath(order: Pick<TOrder, 'typeProduct' | 'productoId'>): string {
  if (order.typeProduct === 'control') return PATHS.inPerson();
  if (!order.productoId) return PATHS.home();
  return order.typeProduct === 'receta'
    ? PATHS.recipe(order.productoId)
    : PATHS.plan(order.productoId);
}

/** What a purchase cost, as Mis Compras shows it: '$U 1.500', or 'Sin cargo' for a courtesy. */
export const purchaseAmount = (p: Pick<TPurchase, 'monto'>) =>
  isCourtesy(p.monto) ? SALE_LABELS.courtesy : formatPesos(p.monto);
