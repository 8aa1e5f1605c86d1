import { describe, expect, it } from 'vitest';
import { slotDay, slotRange, slotStart } from './waitlist-text';

// Tuesday 3 March 2026, 10:00 to 11:00 in Montevideo (UTC-3).
const start = new Date('2026-03-03T13:00:00.000Z');
const end = new Date('2026-03-03T14:00:00.000Z');

describe('a freed slot as the waiting list names it', () => {
  it('its day without the comma or the year, in Montevideo', () => {
    expect(slotDay(start)).toBe('martes 3 de marzo');
    // 01:30 UTC on Wednesday is still Tuesday in Montevideo.
    expect(slotDay(new Date('2026-03-04T01:30:00.000Z'))).toBe('martes 3 de marzo');
  });

  it('its start, and its range, on a 24-hour clock', () => {
    expect(slotStart(start)).toBe('martes 3 de marzo a las 10:00');
    expect(slotRange(start, new Date('2026-03-03T20:30:00.000Z'))).toBe(
      'martes 3 de marzo · 10:00 a 17:30',
    );
    expect(slotRange(start, end)).toBe('martes 3 de marzo · 10:00 a 11:00');
  });
});
