import { afterEach, describe, expect, it } from 'vitest';
import { eventFormValues, eventPayload, instantOf, toTimeInput } from './event-form';

describe("the admin's appointment form, in Montevideo time", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('reads and writes the day and hours in Montevideo, in any browser zone', () => {
    process.env.TZ = 'Asia/Tokyo';
    expect(instantOf('2026-03-03', '09:30')).toBe('2026-03-03T12:30:00.000Z');
    expect(instantOf('2026-03-03', '')).toBe('');
    expect(toTimeInput(new Date('2026-03-03T12:30:00Z'))).toBe('09:30');
    const values = eventFormValues({
      start: new Date('2026-03-04T01:00:00Z'),
      end: new Date('2026-03-04T02:00:00Z'),
    });
    expect(values).toMatchObject({ day: '2026-03-03', from: '22:00', to: '23:00', color: 'azure' });
    expect(eventPayload({ ...values, title: 'Reunión' })).toMatchObject({
      title: 'Reunión',
      start: '2026-03-04T01:00:00.000Z',
      end: '2026-03-04T02:00:00.000Z',
    });
  });
});
