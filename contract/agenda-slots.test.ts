import { describe, expect, it } from 'vitest';
import {
  AGENDA_MSG,
  BOOKING_HORIZON_DAYS,
  adminSlotProblem,
  appointmentRange,
  clientMayCancel,
  clientSlotProblem,
} from './agenda-slots';

const now = new Date('2026-03-02T12:00:00Z'); // Monday 9:00 in Montevideo (UTC-3)
const hour = (iso: string) => [new Date(iso), new Date(Date.parse(iso) + 3_600_000)] as const;

describe('agenda slots in Montevideo time', () => {
  it('a client books whole hours from 9:00 to 16:00, Monday to Friday, in the future', () => {
    expect(clientSlotProblem(...hour('2026-03-03T12:00:00Z'), now)).toBeNull(); // Tue 9:00
    expect(clientSlotProblem(...hour('2026-03-03T19:00:00Z'), now)).toBeNull(); // Tue 16:00
    expect(clientSlotProblem(...hour('2026-03-03T11:00:00Z'), now)).toBe(AGENDA_MSG.hours); // 8:00
    expect(clientSlotProblem(...hour('2026-03-03T20:00:00Z'), now)).toBe(AGENDA_MSG.hours); // 17:00
    expect(clientSlotProblem(...hour('2026-03-03T12:30:00Z'), now)).toBe(AGENDA_MSG.hours);
    expect(clientSlotProblem(...hour('2026-03-07T13:00:00Z'), now)).toBe(AGENDA_MSG.weekday); // Sat
    expect(clientSlotProblem(...hour('2026-03-08T13:00:00Z'), now)).toBe(AGENDA_MSG.weekday); // Sun
    expect(clientSlotProblem(...hour('2026-03-02T12:00:00Z'), now)).toBe(AGENDA_MSG.past);
    const twoHours = [new Date('2026-03-03T13:00:00Z'), new Date('2026-03-03T15:00:00Z')] as const;
    expect(clientSlotProblem(...twoHours, now)).toBe(AGENDA_MSG.hours);
  });

  it('the admin may go outside the hours, never into the past nor past 12 hours', () => {
    expect(adminSlotProblem(...hour('2026-03-07T23:00:00Z'), now)).toBeNull();
    expect(adminSlotProblem(...hour('2026-03-01T12:00:00Z'), now)).toBe(AGENDA_MSG.past);
    const long = [new Date('2026-03-03T10:00:00Z'), new Date('2026-03-03T23:00:00Z')] as const;
    expect(adminSlotProblem(...long, now)).toBe(AGENDA_MSG.tooLong);
  });

  it('a client books at most 60 days ahead, every hour of the 60th day; the admin any day', () => {
    expect(BOOKING_HORIZON_DAYS).toBe(60);
    // Day 60 after Monday 2 March is Friday 1 May; 16:00 there is still in (later than 9:00 now).
    expect(clientSlotProblem(...hour('2026-05-01T19:00:00Z'), now)).toBeNull();
    // Day 61 (Saturday 2 May) and day 63 (Monday 4 May): too far, said before the weekday.
    expect(clientSlotProblem(...hour('2026-05-02T13:00:00Z'), now)).toBe(AGENDA_MSG.tooFar);
    expect(clientSlotProblem(...hour('2026-05-04T12:00:00Z'), now)).toBe(AGENDA_MSG.tooFar);
    expect(adminSlotProblem(...hour('2026-09-04T12:00:00Z'), now)).toBeNull();
  });

  it('lets a client cancel up to 24 hours before, not later', () => {
    const start = new Date('2026-03-04T12:00:00Z');
    expect(clientMayCancel(start, new Date('2026-03-03T12:00:00Z'))).toBe(true);
    expect(clientMayCancel(start, new Date('2026-03-03T12:00:01Z'))).toBe(false);
  });

  it('says a range in Spanish, in Montevideo time', () => {
    expect(appointmentRange(...hour('2026-03-03T13:00:00Z'))).toBe(
      'martes, 3 de marzo de 2026, de 10:00 a 11:00',
    );
  });
});
