import { isCourtesy, PLATFORMS, SALE_LABELS } from '@contract/commerce';
import { formatMoney } from '@contract/money';

/** What the amount field of 'Asignar Plan' holds: a number, or its text while typed ('' when cleared). */
export type AmountValue = number | string;

/**
 * The amount the server records (DECISIONS §9): the field's number as a plain decimal
 * string ('2500.5'); '' stays '' so the shared schema asks for it.
 */
export function amountPayload(value: AmountValue): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return value.trim().replace(/\.$/, '');
}

/** The plan's price as the field is prefilled with it ('3200.00' -> 3200). */
export const priceValue = (costPesos: string): AmountValue =>
  Number.isFinite(Number(costPesos)) ? Number(costPesos) : '';

/** The dialog's last line: how the assignment shows in Ventas. */
export function assignmentSummary(value: AmountValue): string | null {
  const monto = amountPayload(value);
  if (monto === '' || !Number.isFinite(Number(monto)) || Number(monto) < 0) return null;
  return isCourtesy(monto)
    ? `Queda registrado como «${PLATFORMS.manual}», ${SALE_LABELS.courtesy.toLowerCase()}: no suma a lo cobrado.`
    : `Queda registrado como una venta «${PLATFORMS.manual}» por ${formatMoney(monto)}.`;
}
