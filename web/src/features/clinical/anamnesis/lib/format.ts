/** Dates as a client in Uruguay reads them (America/Montevideo), the real date. */
const TIME_ZONE = 'America/Montevideo';

const longDate = new Intl.DateTimeFormat('es-UY', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const dateTime = new Intl.DateTimeFormat('es-UY', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

/** '23 de noviembre de 2026' */
export const formatDate = (iso: string | number) => longDate.format(new Date(iso));
/** '23 de noviembre, 14:05' */
export const formatDateTime = (iso: string | number) => dateTime.format(new Date(iso));
