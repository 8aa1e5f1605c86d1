import { describe, expect, it } from 'vitest';
import {
  AGENDA_MSG,
  adminSlotProblem,
  appointmentRange,
  clientSlotProblem,
  DEFAULT_AVAILABILITY,
  daySlots,
  freeSlots,
  withinHours,
  type AvailabilityWorld,
} from './agenda-slots';
import { cancelPolicySentence, clientMayCancel, tooLateText } from './practice';

const now = new Date('2026-03-02T12:00:00Z'); // Monday 9:00 in Montevideo (UTC-3)
const hour = (iso: string) => [new Date(iso), new Date(Date.parse(iso) + 3_600_000)] as const;

describe('agenda slots in Montevideo time', () => {
  it('the admin may go outside the hours, never into the past nor past 12 hours', () => {
    expect(adminSlotProblem(...hour('2026-03-07T23:00:00Z'), now)).toBeNull();
    expect(adminSlotProblem(...hour('2026-03-01T12:00:00Z'), now)).toBe(AGENDA_MSG.past);
    const long = [new Date('2026-03-03T10:00:00Z'), new Date('2026-03-03T23:00:00Z')] as const;
    expect(adminSlotProblem(...long, now)).toBe(AGENDA_MSG.tooLong);
  });

  it('the admin may book any day ahead', () => {
    expect(adminSlotProblem(...hour('2026-09-04T12:00:00Z'), now)).toBeNull();
  });

  it("lets a client cancel up to her policy's hours before, not later", () => {
    const start = new Date('2026-03-04T12:00:00Z');
    const day = { cancelHours: 24 };
    expect(clientMayCancel(day, start, new Date('2026-03-03T12:00:00Z'))).toBe(true);
    expect(clientMayCancel(day, start, new Date('2026-03-03T12:00:01Z'))).toBe(false);
    expect(clientMayCancel({ cancelHours: 48 }, start, new Date('2026-03-03T12:00:00Z'))).toBe(
      false,
    );
    expect(clientMayCancel({ cancelHours: 0 }, start, new Date('2026-03-04T11:59:59Z'))).toBe(true);
  });

  it('says the policy in one sentence', () => {
    expect(cancelPolicySentence({ cancelHours: 24, lateCredit: 'pierde' })).toBe(
      'Podés cancelar o cambiar tu turno hasta 24 horas antes; después ya no, y si no venís el turno se pierde.',
    );
    expect(cancelPolicySentence({ cancelHours: 1, lateCredit: 'conserva' })).toBe(
      'Podés cancelar o cambiar tu turno hasta 1 hora antes; después, avisale a la nutricionista y el turno no se pierde.',
    );
    expect(tooLateText({ cancelHours: 48 })).toMatch(/^Faltan menos de 48 horas para el turno/);
  });

  it('says a range in Spanish, in Montevideo time', () => {
    expect(appointmentRange(...hour('2026-03-03T13:00:00Z'))).toBe(
      'martes, 3 de marzo de 2026, de 10:00 a 11:00',
    );
  });
});

/** The world of the rule: the defaults, no closed day, no appointment, unless given. */
const world = (over: Partial<AvailabilityWorld> & Partial<AvailabilityWorld['settings']> = {}) => {
  const { closedDays, busy, ...settings } = over;
  return {
    settings: { ...DEFAULT_AVAILABILITY, minNoticeMinutes: 0, ...settings },
    closedDays: closedDays ?? new Set<string>(),
    busy: busy ?? [],
  };
};
/** The Montevideo 'HH:MM' of each slot (UTC-3). */
const times = (slots: { start: Date }[]) =>
  slots.map((s) => new Date(s.start.getTime() - 3 * 3_600_000).toISOString().slice(11, 16));

describe('the free slots (one rule, DECISIONS §10)', () => {
  it('the defaults: Monday to Friday, 9:00 to 16:00, none on the weekend', () => {
    expect(times(daySlots('2026-03-03', DEFAULT_AVAILABILITY))).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
    expect(daySlots('2026-03-07', DEFAULT_AVAILABILITY)).toEqual([]);
    expect(daySlots('2026-03-08', DEFAULT_AVAILABILITY)).toEqual([]);
  });

  it('Tuesday 15-19 only: 15, 16, 17, 18 on Tuesday and nothing on Monday', () => {
    const w = world({ weeklyHours: [{ weekday: 2, start: '15:00', end: '19:00' }] });
    expect(times(freeSlots('2026-03-09', '2026-03-10', w, now))).toEqual([
      '15:00',
      '16:00',
      '17:00',
      '18:00',
    ]);
    const monday = new Date('2026-03-09T13:00:00Z');
    expect(clientSlotProblem(monday, new Date(monday.getTime() + 3_600_000), w, now)).toBe(
      'unavailable',
    );
    const tuesday = new Date('2026-03-10T18:00:00Z');
    expect(clientSlotProblem(tuesday, new Date(tuesday.getTime() + 3_600_000), w, now)).toBeNull();
  });

  it('several ranges a day; 45 minutes with a 15-minute buffer start every hour', () => {
    const w = world({
      weeklyHours: [
        { weekday: 1, start: '15:00', end: '19:00' },
        { weekday: 1, start: '09:00', end: '13:00' },
      ],
      slotMinutes: 45,
      bufferMinutes: 15,
    });
    const slots = freeSlots('2026-03-09', '2026-03-09', w, now);
    expect(times(slots)).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
    ]);
    expect(slots[0]!.end.getTime() - slots[0]!.start.getTime()).toBe(45 * 60_000);
    // A 45-minute slot at 9:00 is not one at 9:15, nor an hour long.
    const nine = new Date('2026-03-09T12:00:00Z');
    expect(clientSlotProblem(nine, new Date(nine.getTime() + 45 * 60_000), w, now)).toBeNull();
    expect(clientSlotProblem(nine, new Date(nine.getTime() + 60 * 60_000), w, now)).toBe(
      'unavailable',
    );
  });

  it('a closed day offers nothing; an appointment and its buffer take the slots they touch', () => {
    expect(
      freeSlots('2026-03-10', '2026-03-10', world({ closedDays: new Set(['2026-03-10']) }), now),
    ).toEqual([]);
    // 10:30 to 11:00: with no buffer, 10:00 is taken; with a 30-minute buffer, 11:00 too.
    const busy = [
      { start: new Date('2026-03-10T13:30:00Z'), end: new Date('2026-03-10T14:00:00Z') },
    ];
    expect(times(freeSlots('2026-03-10', '2026-03-10', world({ busy }), now))).not.toContain(
      '10:00',
    );
    expect(times(freeSlots('2026-03-10', '2026-03-10', world({ busy }), now))).toContain('11:00');
    const buffered = world({ busy, bufferMinutes: 30 });
    const free = times(freeSlots('2026-03-10', '2026-03-10', buffered, now));
    expect(free).not.toContain('11:30');
    expect(free[0]).toBe('09:00');
    const ten = new Date('2026-03-10T13:00:00Z');
    expect(clientSlotProblem(ten, new Date(ten.getTime() + 3_600_000), world({ busy }), now)).toBe(
      'overlap',
    );
  });

  it('minimum notice and horizon: counted from now', () => {
    // Now Monday 2 March 9:00; 12 hours notice: nothing on Monday, Tuesday from 9:00.
    const w = world({ minNoticeMinutes: 720, horizonDays: 3 });
    const slots = times(freeSlots('2026-03-02', '2026-03-06', w, now));
    expect(slots.slice(0, 1)).toEqual(['09:00']);
    expect(freeSlots('2026-03-02', '2026-03-02', w, now)).toEqual([]);
    // Horizon 3 days: Thursday 5 March is the last day.
    expect(freeSlots('2026-03-06', '2026-03-06', w, now)).toEqual([]);
    expect(freeSlots('2026-03-05', '2026-03-05', w, now)).toHaveLength(8);
    const soon = new Date('2026-03-02T18:00:00Z');
    expect(clientSlotProblem(soon, new Date(soon.getTime() + 3_600_000), w, now)).toBe('tooSoon');
    const far = new Date('2026-03-06T12:00:00Z');
    expect(clientSlotProblem(far, new Date(far.getTime() + 3_600_000), w, now)).toBe('tooFar');
    const past = new Date('2026-03-02T11:00:00Z');
    expect(clientSlotProblem(past, new Date(past.getTime() + 3_600_000), w, now)).toBe('past');
  });

  it('within her hours: inside a range of the weekday, on a day she works', () => {
    const w = world({ weeklyHours: [{ weekday: 2, start: '15:00', end: '19:00' }] });
    const at = (iso: string, minutes: number) =>
      [new Date(iso), new Date(Date.parse(iso) + minutes * 60_000)] as const;
    expect(withinHours(...at('2026-03-10T18:30:00Z', 90), w)).toBe(true);
    expect(withinHours(...at('2026-03-10T21:30:00Z', 60), w)).toBe(false);
    expect(withinHours(...at('2026-03-09T18:00:00Z', 60), w)).toBe(false);
    expect(
      withinHours(...at('2026-03-10T18:00:00Z', 60), { ...w, closedDays: new Set(['2026-03-10']) }),
    ).toBe(false);
  });
});
