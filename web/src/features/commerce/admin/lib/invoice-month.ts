import { todayInMontevideo } from './sales-range';

/** A month as the report asks for it: 'YYYY-MM' (Montevideo). */
export type Month = string;

/** This month in Montevideo, whatever the device's time zone. */
export const currentMonth = (now = new Date()): Month => todayInMontevideo(now).slice(0, 7);

const monthName = new Intl.DateTimeFormat('es-UY', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Marzo de 2026'. */
export function monthLabel(month: Month): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const text = monthName.format(new Date(Date.UTC(year, m - 1, 1)));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The months the picker offers, newest first: `count` of them up to `latest`. */
export function recentMonths(latest: Month, count = 24): { value: Month; label: string }[] {
  const [year, month] = latest.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const at = new Date(Date.UTC(year, month - 1 - i, 1));
    const value = `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
    return { value, label: monthLabel(value) };
  });
}

const cents = (money: string) => Math.round(Number(money) * 100);

/**
 * The documents' net minus the ledger's sales of the month, in exact cents: 0 when they
 * agree; above 0 when the documents add up to more.
 */
export const reportDifferenceCents = (r: { neto: string; ventasDelMes: string }) =>
  cents(r.neto) - cents(r.ventasDelMes);
