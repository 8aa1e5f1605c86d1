import { isCourtesy, SALE_LABELS, type TOrder, type TPurchase } from '@contract/commerce';
import { creditLotLine } from '@contract/credits';
import { cfeName, type TBuyerCfe } from '@contract/invoicing';
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

/** What books turnos: the 'Turno Presencial' and the packs of controls (issue 34). */
const booksTurnos = (kind: TPurchase['typeProduct']) => kind === 'control' || kind === 'pack';

/**
 * The credits line under a turno's or pack's title in Mis Compras ('Te quedan 2 de 3
 * controles · vencen el 15/3'); none for other products, nor once refunded (the row's
 * 'Reembolsada' already says it).
 */
export const purchaseCreditsLine = (p: Pick<TPurchase, 'creditos' | 'refunded'>) =>
  p.creditos && !p.refunded ? creditLotLine(p.creditos) : null;

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
 * turno or a pack, or nothing when refunded.
 */
export function purchaseAction(p: TPurchase, userId: string): PurchaseAction {
  if (p.refunded) return { kind: 'refunded' };
  if (booksTurnos(p.typeProduct)) return { kind: 'view', to: PATHS.scheduleControl(userId) };
  return p.productoId ? { kind: 'files', to: PATHS.downloads(p.productoId) } : { kind: 'none' };
}

/** The public page of what an order buys: where to go back to from the checkout. */
export function productPath(order: Pick<TOrder, 'typeProduct' | 'productoId'>): string {
  if (booksTurnos(order.typeProduct)) return PATHS.inPerson();
  if (!order.productoId) return PATHS.home();
  return order.typeProduct === 'receta'
    ? PATHS.recipe(order.productoId)
    : PATHS.plan(order.productoId);
}

/** What a purchase cost, as Mis Compras shows it: '$U 1.500', or 'Sin cargo' for a courtesy. */
export const purchaseAmount = (p: Pick<TPurchase, 'monto'>) =>
  isCourtesy(p.monto) ? SALE_LABELS.courtesy : formatPesos(p.monto);

export type PurchaseDocument =
  | { kind: 'issued'; id: string; name: string; cfe: TBuyerCfe }
  | { kind: 'pending'; id: string; text: string };

/**
 * The CFEs Mis Compras shows for a purchase (issue 34): its e-Ticket or e-Factura and, once
 * refunded, the credit note; an issued one by its name ('e-Ticket A-12'), to download, one
 * the provider has not issued yet as 'en trámite'. None for a courtesy or without invoicing.
 */
export function purchaseDocuments(
  p: Pick<TPurchase, 'comprobante' | 'notaCredito'>,
): PurchaseDocument[] {
  const docs = [
    { cfe: p.comprobante, pending: 'Comprobante en trámite' },
    { cfe: p.notaCredito, pending: 'Nota de crédito en trámite' },
  ];
  return docs.flatMap(({ cfe, pending }): PurchaseDocument[] => {
    if (!cfe) return [];
    return cfe.estado === 'emitido'
      ? [{ kind: 'issued', id: cfe._id, name: cfeName(cfe), cfe }]
      : [{ kind: 'pending', id: cfe._id, text: pending }];
  });
}
