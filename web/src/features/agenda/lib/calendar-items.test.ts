import { afterEach, describe, expect, it } from 'vitest';
import type { TCalendarEvent } from '@contract/agenda';
import {
  eventItems,
  firstDay,
  freeItems,
  gridView,
  queryRange,
  shownHours,
  slotRange,
  stepDay,
  visibleDays,
  weekDays,
  withinHerHours,
  worksOn,
  type HerWeek,
} from './calendar-items';

const event = (start: string, end: string, busy = true): TCalendarEvent => ({
  _id: start,
  title: busy ? 'No disponible' : 'Control presencial: Ana',
  email: '',
  description: '',
  color: 'green',
  allDay: false,
  start,
  end,
  userId: null,
  person: busy ? '' : 'Ana',
  phone: '',
  busy,
  asistencia: null,
  asistenciaAutomatica: false,
});
const hhmm = (d: Date) => `${d.getHours()}:${String(d.getMinutes()).padStart(2, '0')}`;

describe('the calendar in Montevideo time', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('shows Monday to Friday of the week, and asks the API for the whole week', () => {
    process.env.TZ = 'Asia/Tokyo';
    const days = visibleDays(new Date(2026, 2, 4, 15), 'work_week'); // a Wednesday
    expect(days.map((d) => d.getDate())).toEqual([2, 3, 4, 5, 6]);
    expect(gridView('work_week', days)).toBe('work_week');
    expect(queryRange(weekDays(new Date(2026, 2, 4, 15)))).toEqual({
      from: '2026-03-02T03:00:00.000Z',
      to: '2026-03-09T03:00:00.000Z',
    });
    expect(visibleDays(new Date(2026, 2, 4, 15), 'day').map((d) => d.getDate())).toEqual([4]);
  });

  it('shows the whole week, Saturday and Sunday too, when an appointment falls on one', () => {
    process.env.TZ = 'Europe/Madrid';
    // Saturday 7 March, 10:00 in Montevideo (13:00 UTC), placed by the nutritionist.
    const saturday = eventItems([event('2026-03-07T13:00:00Z', '2026-03-07T14:00:00Z', false)]);
    const days = visibleDays(new Date(2026, 2, 4), 'work_week', saturday);
    expect(days.map((d) => d.getDate())).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(gridView('work_week', days)).toBe('week');
    // Late on Sunday 8 March in Montevideo (already Monday in UTC) counts for that Sunday.
    const sunday = eventItems([event('2026-03-09T01:00:00Z', '2026-03-09T02:00:00Z', false)]);
    expect(visibleDays(new Date(2026, 2, 4), 'work_week', sunday)).toHaveLength(7);
    // Another week's weekend does not widen this one.
    expect(visibleDays(new Date(2026, 2, 11), 'work_week', saturday)).toHaveLength(5);
  });

  it('the day view steps over an empty weekend, not over one with an appointment', () => {
    const saturday = eventItems([event('2026-03-07T13:00:00Z', '2026-03-07T14:00:00Z', false)]);
    const friday = new Date(2026, 2, 6);
    const day = (d: Date) => d.getDate();
    // Week of 2 March loaded with the Saturday appointment; week of 9 March loaded, empty.
    const known = (monday: Date) =>
      monday.getDate() === 2 ? saturday : monday.getDate() === 9 ? [] : undefined;
    expect(day(stepDay(friday, 1, known))).toBe(7);
    expect(day(stepDay(new Date(2026, 2, 7), 1, known))).toBe(9); // empty Sunday skipped
    expect(day(stepDay(new Date(2026, 2, 9), -1, known))).toBe(7);
    expect(day(stepDay(new Date(2026, 2, 16), -1, known))).toBe(13); // empty weekend
    // A weekend whose week is not loaded yet is shown: it might hold one.
    expect(day(stepDay(new Date(2026, 1, 27), 1, () => undefined))).toBe(28);
    expect(day(stepDay(friday, 1, () => []))).toBe(9);
  });

  it('opens on today in Montevideo, or the next Monday on a weekend', () => {
    process.env.TZ = 'Asia/Tokyo';
    // Friday 23:30 in Montevideo is already Saturday in Tokyo: still Friday here.
    expect(firstDay(new Date('2026-03-07T02:30:00Z')).getDate()).toBe(6);
    expect(firstDay(new Date('2026-03-07T15:00:00Z')).getDate()).toBe(9); // Saturday
    expect(firstDay(new Date('2026-03-08T15:00:00Z')).getDate()).toBe(9); // Sunday
  });

  it("places events at Montevideo's hour whatever the browser's zone", () => {
    process.env.TZ = 'Europe/Madrid';
    const [item] = eventItems([event('2026-03-03T13:00:00Z', '2026-03-03T14:00:00Z')]);
    expect(item!.kind).toBe('busy');
    expect([hhmm(item!.start), hhmm(item!.end)]).toEqual(['10:00', '11:00']);
  });

  it("offers exactly the server's free slots, at Montevideo's hour whatever the zone", () => {
    process.env.TZ = 'America/Los_Angeles';
    const free = freeItems([
      { start: '2026-03-10T18:00:00.000Z', end: '2026-03-10T19:00:00.000Z' },
      { start: '2026-03-10T19:00:00.000Z', end: '2026-03-10T19:45:00.000Z' },
    ]);
    expect(free.map((s) => [s.start.getDate(), hhmm(s.start), hhmm(s.end)])).toEqual([
      [10, '15:00', '16:00'],
      [10, '16:00', '16:45'],
    ]);
    expect(free.every((s) => s.kind === 'free' && s.title === 'Libre')).toBe(true);
  });

  it('asks GET disponibilidad for the days shown, Monday to Sunday', () => {
    process.env.TZ = 'Asia/Tokyo';
    expect(slotRange(weekDays(new Date(2026, 2, 4, 15)))).toEqual({
      desde: '2026-03-02',
      hasta: '2026-03-08',
    });
  });

  it("widens the grid to the nutritionist's appointments outside 9 to 17", () => {
    expect(shownHours([])).toEqual({ first: 9, last: 17 });
    const late = eventItems([event('2026-03-03T21:00:00Z', '2026-03-03T22:30:00Z', false)]);
    expect(shownHours(late)).toEqual({ first: 9, last: 20 });
    const early = eventItems([event('2026-03-03T10:00:00Z', '2026-03-03T11:00:00Z', false)]);
    expect(shownHours(early)).toEqual({ first: 7, last: 17 });
  });

  describe('her week (issue 30): Saturday 9 to 12, Tuesday with a break, 4 March off', () => {
    const week: HerWeek = {
      weeklyHours: [
        ...[1, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
        { weekday: 2, start: '08:30', end: '12:00' },
        { weekday: 2, start: '15:00', end: '20:00' },
        { weekday: 6, start: '09:00', end: '12:00' },
      ],
      closed: (day) => day === '2026-03-04',
    };
    const at = (day: number, h: number, m = 0) => new Date(2026, 2, day, h, m);

    it('spans the days and hours she works: Saturday shown, 8 to 20', () => {
      expect(visibleDays(new Date(2026, 2, 4), 'work_week', [], week)).toHaveLength(7);
      expect(shownHours([], week)).toEqual({ first: 8, last: 20 });
      const late = eventItems([event('2026-03-03T23:00:00Z', '2026-03-03T23:30:00Z', false)]);
      expect(shownHours(late, week)).toEqual({ first: 8, last: 21 });
    });

    it('shades what is outside: her break, the evening, Sunday, her day off', () => {
      expect(withinHerHours(week, at(7, 9))).toBe(true); // Saturday 9:00
      expect(withinHerHours(week, at(7, 11, 45))).toBe(true);
      expect(withinHerHours(week, at(7, 12))).toBe(false);
      expect(withinHerHours(week, at(3, 8, 30))).toBe(true); // Tuesday
      expect(withinHerHours(week, at(3, 13))).toBe(false); // her break
      expect(withinHerHours(week, at(3, 19, 45))).toBe(true);
      expect(withinHerHours(week, at(8, 10))).toBe(false); // Sunday
      expect(withinHerHours(week, at(4, 10))).toBe(false); // her day off
      expect(worksOn(week, at(7, 0))).toBe(true);
      expect(worksOn(week, at(8, 0))).toBe(false);
    });

    it('opens on a Saturday she works; on Sunday the next day she works', () => {
      process.env.TZ = 'Asia/Tokyo';
      expect(firstDay(new Date('2026-03-07T15:00:00Z'), week).getDate()).toBe(7); // Saturday
      expect(firstDay(new Date('2026-03-08T15:00:00Z'), week).getDate()).toBe(9); // Sunday
    });

    it('the day view steps onto the Saturday she works, over the Sunday she does not', () => {
      const none = () => [];
      expect(stepDay(new Date(2026, 2, 6), 1, none, week).getDate()).toBe(7);
      expect(stepDay(new Date(2026, 2, 7), 1, none, week).getDate()).toBe(9);
      expect(stepDay(new Date(2026, 2, 9), -1, none, week).getDate()).toBe(7);
    });
  });
});
