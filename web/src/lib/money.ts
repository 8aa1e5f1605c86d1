const pesos = new Intl.NumberFormat('es-UY', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * '1500.00' -> '$U 1.500,00': an amount as a receipt writes it, with the peso sign
 * Uruguayans use (never mistaken for dollars) and always its cents, as the API's
 * e-mails and CSV do. For sales, purchases and anything charged.
 */
export function formatMoney(amount: string | number): string {
  const n = Number(amount);
  // A no-break space: '$U' never ends a line apart from its amount.
  return Number.isFinite(n) ? `$U\u00a0${pesos.format(n)}` : '—';
}
