import { afterEach, describe, expect, it } from 'vitest';
import type { TCalendarEvent } from '@contract/agenda';
import {
  eventItems,
  firstDay,
  freeSlots,
  queryRange,
  shownHours,
  visibleDays,
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

  it('shows Monday to Friday of the week, and asks the API for exactly those days', () => {
    process.env.TZ = 'Asia/Tokyo';
    const days = visibleDays(new Date(2026, 2, 4, 15), 'work_week'); // a Wednesday
    expect(days.map((d) => d.getDate())).toEqual([2, 3, 4, 5, 6]);
    expect(queryRange(days)).toEqual({
      from: '2026-03-02T03:00:00.000Z',
      to: '2026-03-07T03:00:00.000Z',
    });
    expect(visibleDays(new Date(2026, 2, 4, 15), 'day').map((d) => d.getDate())).toEqual([4]);
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

  it("widens the grid to the nutritionist's appointments outside 9 to 17", () => {
    expect(shownHours([])).toEqual({ first: 9, last: 17 });
    const late = eventItems([event('2026-03-03T21:00:00Z', '2026-03-03T22:30:00Z', false)]);
    expect(shownHours(late)).toEqual({ first: 9, last: 20 });
    const early = eventItems([event('2026-03-03T10:00:00Z', '2026-03-03T11:00:00Z', false)]);
    expect(shownHours(early)).toEqual({ first: 7, last: 17 });
  });
});
