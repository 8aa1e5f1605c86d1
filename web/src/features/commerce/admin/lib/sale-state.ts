import { isCourtesy, SALE_LABELS, type TSale } from '@contract/commerce';
import { formatMoney } from '@contract/money';

/**
 * How a sale stands for the money (DECISIONS §9): paid (money received), a courtesy
 * ('Sin cargo', 0), a second payment to give back ('A reembolsar'), or refunded. Only
 * 'paid' is money received; the API's totals count the same way.
 */
export type SaleState = 'paid' | 'courtesy' | 'refundDue' | 'refunded';

export function saleState(s: Pick<TSale, 'monto' | 'refundedAt' | 'refundDue'>): SaleState {
  if (s.refundedAt) return 'refunded';
  if (s.refundDue) return 'refundDue';
  return isCourtesy(s.monto) ? 'courtesy' : 'paid';
}

/** The amount column: '$U 1.500,00', or 'Sin cargo' for a courtesy. */
export const saleAmount = (s: Pick<TSale, 'monto'>) =>
  isCourtesy(s.monto) ? SALE_LABELS.courtesy : formatMoney(s.monto);

/**
 * '3 ventas · $U 4.500,00': the API's total of money received; when the period lists
 * sales that are not (refunded, to refund, courtesies), the line says they are left out.
 */
export function totalsLine(
  total: { ventas: number; monto: string },
  sales: readonly Pick<TSale, 'monto' | 'refundedAt' | 'refundDue'>[],
): string {
  const count = total.ventas === 1 ? '1 venta' : `${total.ventas} ventas`;
  const others = sales.some((s) => saleState(s) !== 'paid');
  return `${count} · ${formatMoney(total.monto)}${others ? ' cobrados (sin reembolsos ni cortesías)' : ''}`;
}
