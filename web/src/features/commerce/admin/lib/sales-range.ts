import { COMMERCE_MSG, ZSalesQuerySchema, type TSalesQuery } from '@contract/commerce';
import { toDateInput } from '@web/lib/dates';

/** A period of sales: Montevideo days (YYYY-MM-DD), both included; absent means open. */
export type SalesRange = TSalesQuery;

export const QUICK_RANGES = [
  { value: 'thisMonth', label: 'Este mes' },
  { value: 'lastMonth', label: 'Mes anterior' },
  { value: 'all', label: 'Todo' },
] as const;
export type QuickRange = (typeof QUICK_RANGES)[number]['value'];

/** Today in Montevideo as YYYY-MM-DD, whatever the device's time zone. */
export const todayInMontevideo = (now = new Date()) => toDateInput(now.toISOString());

const pad = (n: number) => String(n).padStart(2, '0');

/** The first and last day of a month (1 to 12) as YYYY-MM-DD. */
function monthRange(year: number, month: number): Required<SalesRange> {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { desde: `${year}-${pad(month)}-01`, hasta: `${year}-${pad(month)}-${pad(last)}` };
}

/** The period a quick range names, seen from `today` (YYYY-MM-DD in Montevideo). */
export function quickRange(kind: QuickRange, today: string): SalesRange {
  if (kind === 'all') return {};
  const [year, month] = today.split('-').map(Number) as [number, number];
  if (kind === 'thisMonth') return monthRange(year, month);
  return month === 1 ? monthRange(year - 1, 12) : monthRange(year, month - 1);
}

/** Which quick range the period is, if any (for the pressed button). */
export function activeQuickRange(range: SalesRange, today: string): QuickRange | null {
  const found = QUICK_RANGES.find(({ value }) => {
    const q = quickRange(value, today);
    return (q.desde ?? '') === (range.desde ?? '') && (q.hasta ?? '') === (range.hasta ?? '');
  });
  return found?.value ?? null;
}

const isDay = (value: string) => ZSalesQuerySchema.safeParse({ desde: value }).success;

/** The period in the address (?desde=&hasta=); a value that is not a date is left out. */
export function rangeFromParams(params: URLSearchParams): SalesRange {
  const desde = params.get('desde') ?? '';
  const hasta = params.get('hasta') ?? '';
  return { desde: isDay(desde) ? desde : undefined, hasta: isDay(hasta) ? hasta : undefined };
}

/** The server's refusal of a backwards period, said before asking (the same text). */
export const rangeError = (range: SalesRange): string | null =>
  range.desde && range.hasta && range.desde > range.hasta ? COMMERCE_MSG.badRange : null;
