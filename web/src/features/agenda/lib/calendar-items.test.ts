import { afterEach, describe, expect, it } from 'vitest';
import type { TCalendarEvent } from '@contract/agenda';
import {
  eventItems,
  firstDay,
  freeSlots,
  gridView,
  queryRange,
  shownHours,
  stepDay,
  visibleDays,
  weekDays,
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
  busy,
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

  it('offers the future hours from 9:00 to 16:00 that no event takes', () => {
    process.env.TZ = 'America/Los_Angeles';
    const now = new Date('2026-03-03T13:30:00Z'); // Tuesday 10:30 in Montevideo
    const days = visibleDays(new Date(2026, 2, 3), 'work_week');
    const busy = [event('2026-03-04T13:00:00Z', '2026-03-04T14:00:00Z')]; // Wednesday 10:00
    const free = freeSlots(days, busy, now);
    const byDay = (d: number) =>
      free.filter((s) => s.start.getDate() === d).map((s) => hhmm(s.start));
    expect(byDay(2)).toEqual([]); // Monday is past
    expect(byDay(3)).toEqual(['11:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
    expect(byDay(4)).toEqual(['9:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
    expect(free.every((s) => s.kind === 'free' && s.title === 'Libre')).toBe(true);
  });

  it('offers no hour past the 60 days a client may book ahead', () => {
    process.env.TZ = 'America/Montevideo';
    const now = new Date('2026-03-02T12:00:00Z'); // Monday 2 March, 9:00
    // Day 60 is Friday 1 May: every hour offered; Monday 4 May (day 63): none.
    const last = freeSlots(visibleDays(new Date(2026, 4, 1), 'day'), [], now);
    expect(last).toHaveLength(8);
    expect(freeSlots(visibleDays(new Date(2026, 4, 4), 'work_week'), [], now)).toEqual([]);
  });

  it("widens the grid to the nutritionist's appointments outside 9 to 17", () => {
    expect(shownHours([])).toEqual({ first: 9, last: 17 });
    const late = eventItems([event('2026-03-03T21:00:00Z', '2026-03-03T22:30:00Z', false)]);
    expect(shownHours(late)).toEqual({ first: 9, last: 20 });
    const early = eventItems([event('2026-03-03T10:00:00Z', '2026-03-03T11:00:00Z', false)]);
    expect(shownHours(early)).toEqual({ first: 7, last: 17 });
  });
});
