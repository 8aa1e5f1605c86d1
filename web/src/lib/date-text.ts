/**
 * Dates and hours as a person in Uruguay types them, whatever the browser's language
 * (issue 21): 'DD/MM/AAAA' and 24-hour 'HH:MM'. The forms keep sending what they sent
 * before: a day as 'YYYY-MM-DD', an hour as 'HH:MM'.
 */

const pad = (n: number) => String(n).padStart(2, '0');

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * A two-digit year as people mean it: of this century up to ten years ahead ('27' is 2027,
 * an appointment), else of the last one ('90' is 1990, a birth date). docs/decisions/0016.
 */
export function fullYear(yy: number, now = new Date()): number {
  const thisYear = now.getFullYear();
  const year = 2000 + yy;
  return year > thisYear + 10 ? year - 100 : year;
}

/**
 * '4/1/2027', '04/01/2027' and '4/1/27' (also with '-' or '.', spaces around) as
 * '2027-01-04'; null if it is no real day. A two-digit year: `fullYear`.
 */
export function dayFromText(text: string, now = new Date()): string | null {
  const m = /^\s*(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4}|\d{2})\s*$/.exec(text);
  if (!m) return null;
  const [day, month] = [Number(m[1]), Number(m[2])];
  const year = m[3]!.length === 2 ? fullYear(Number(m[3]), now) : Number(m[3]);
  if (year < 1900 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** '2026-01-12' as '12/01/2026'; '' for anything else. */
export function dayToText(day: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

/**
 * An hour as people write it, as 'HH:MM': '19', '19hs', '19 hs', '19 h', '19.30', '19,30',
 * '19:30', '19h30', '19:30 hs', '1930', '930', '9'; null if it is no hour of a day (24
 * hours: '7 pm' is not read).
 */
export function hourFromText(text: string): string | null {
  const t = text
    .trim()
    .toLowerCase()
    .replace(/\s*(hs?|hrs?|horas?)\.?$/, '');
  const m = /^(\d{1,2})(?:\s*[:.,h]\s*(\d{2}))?$/.exec(t) ?? /^(\d{1,2})(\d{2})$/.exec(t);
  if (!m) return null;
  const hour = Number(m[1]);
  const minute = Number(m[2] ?? 0);
  if (hour > 23 || minute > 59) return null;
  return `${pad(hour)}:${pad(minute)}`;
}
