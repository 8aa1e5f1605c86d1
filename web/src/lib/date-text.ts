/**
 * Dates and hours as a person in Uruguay types them, whatever the browser's language
 * (issue 21): 'DD/MM/AAAA' and 24-hour 'HH:MM'. The forms keep sending what they sent
 * before: a day as 'YYYY-MM-DD', an hour as 'HH:MM'.
 */

const pad = (n: number) => String(n).padStart(2, '0');

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** '12/01/2026' (also '12-1-2026', '12.01.2026') as '2026-01-12'; null if it is no real day. */
export function dayFromText(text: string): string | null {
  const m = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(text);
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1900 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** '2026-01-12' as '12/01/2026'; '' for anything else. */
export function dayToText(day: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

/** '9:30', '09:30', '930', '9' or '9.30' as '09:30'; null if it is no hour of a day. */
export function hourFromText(text: string): string | null {
  const t = text.trim();
  const m = /^(\d{1,2})(?:[:.h]?(\d{2}))?$/.exec(t) ?? /^(\d{1,2})(\d{2})$/.exec(t);
  if (!m) return null;
  const hour = Number(m[1]);
  const minute = Number(m[2] ?? 0);
  if (hour > 23 || minute > 59) return null;
  return `${pad(hour)}:${pad(minute)}`;
}
