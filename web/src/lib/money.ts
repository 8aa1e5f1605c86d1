/**
 * Pesos as a person in Uruguay reads them: '$U 1.500', never mistaken for dollars,
 * cents only when there are some. The one place the web formats an amount (the
 * server's mails write the same '$U').
 */
const number = (fractions: number) =>
  new Intl.NumberFormat('es-UY', {
    minimumFractionDigits: fractions,
    maximumFractionDigits: fractions,
  });
const whole = number(0);
const cents = number(2);

function amount(value: string | number): string | null {
  const n = typeof value === 'number' ? value : Number(value);
  if (typeof value === 'string' && value.trim() === '') return null;
  if (!Number.isFinite(n)) return null;
  return (Number.isInteger(n) ? whole : cents).format(n);
}

/** '1500.00' -> '$U 1.500'; '1500.5' -> '$U 1.500,50'; not a number -> '—'. */
export function formatPesos(value: string | number): string {
  const a = amount(value);
  return a === null ? '—' : `$U ${a}`;
}
