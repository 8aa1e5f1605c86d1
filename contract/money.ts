/**
 * An amount as Uruguay writes it: thousands with a dot, decimals with a comma
 * ('1.500', '1.234.567,89'). Written out rather than with Intl.NumberFormat: creating
 * one loads the locale's number data, tens of milliseconds on a phone's first paint,
 * and the rule is this short. The web and the server's mails and CSV share it.
 */
export function formatAmount(value: number, fractions: 0 | 2): string {
  const [whole = '0', decimals] = Math.abs(value).toFixed(fractions).split('.');
  const sign = value < 0 && /[1-9]/.test(whole + (decimals ?? '')) ? '-' : '';
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return decimals ? `${sign}${grouped},${decimals}` : `${sign}${grouped}`;
}
