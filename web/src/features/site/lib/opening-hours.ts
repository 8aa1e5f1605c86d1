import type { WeeklyRange } from '@contract/agenda-slots';

/** ISO weekday (1 Monday .. 7 Sunday): its name in a range ('lunes a viernes') and alone ('sábados'). */
const DAYS: Record<number, { one: string; every: string }> = {
  1: { one: 'lunes', every: 'lunes' },
  2: { one: 'martes', every: 'martes' },
  3: { one: 'miércoles', every: 'miércoles' },
  4: { one: 'jueves', every: 'jueves' },
  5: { one: 'viernes', every: 'viernes' },
  6: { one: 'sábado', every: 'sábados' },
  7: { one: 'domingo', every: 'domingos' },
};

/** 'a, b y c' */
const list = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;

/** '09:00' as '9:00'. */
const hour = (hhmm: string) => hhmm.replace(/^0(\d)/, '$1');

/** Weekdays in order as they are said: three or more in a row 'lunes a viernes', else one by one. */
function dayNames(weekdays: readonly number[]): string {
  const runs: number[][] = [];
  for (const d of weekdays) {
    const run = runs.at(-1);
    if (run && run.at(-1) === d - 1) run.push(d);
    else runs.push([d]);
  }
  return list(
    runs.flatMap((run) =>
      run.length >= 3
        ? [`${DAYS[run[0]!]!.one} a ${DAYS[run.at(-1)!]!.one}`]
        : run.map((d) => DAYS[d]!.every),
    ),
  );
}

/**
 * Her weekly hours as Contacto says them: 'Lunes a viernes de 9:00 a 17:00; sábados de
 * 9:00 a 12:00'. Days with the same hours are said together ('Lunes, miércoles y viernes
 * de 9:00 a 13:00'), a day with two ranges names both ('de 9:00 a 12:00 y de 14:00 a
 * 18:00'); '' when she has none.
 */
export function openingHoursText(ranges: readonly WeeklyRange[]): string {
  const byDay = new Map<number, string>();
  for (let d = 1; d <= 7; d++) {
    const hours = ranges
      .filter((r) => r.weekday === d)
      .sort((a, b) => a.start.localeCompare(b.start))
      .map((r) => `de ${hour(r.start)} a ${hour(r.end)}`);
    if (hours.length) byDay.set(d, list(hours));
  }
  const groups = new Map<string, number[]>();
  for (const [d, hours] of byDay) groups.set(hours, [...(groups.get(hours) ?? []), d]);
  const text = [...groups].map(([hours, days]) => `${dayNames(days)} ${hours}`).join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
