import { describe, expect, it } from 'vitest';
import { tidyClock } from './clock';

describe('a time of day typed by hand becomes HH:MM', () => {
  it('pads hours and minutes and reads the common ways of typing them', () => {
    expect(tidyClock('9')).toBe('09:00');
    expect(tidyClock('15')).toBe('15:00');
    expect(tidyClock('930')).toBe('09:30');
    expect(tidyClock('1530')).toBe('15:30');
    expect(tidyClock('9:5')).toBe('09:05');
    expect(tidyClock('09.30')).toBe('09:30');
    expect(tidyClock(' 19:00 ')).toBe('19:00');
  });

  it('leaves what it cannot read as typed, for the schema to refuse', () => {
    expect(tidyClock('3 PM')).toBe('3 PM');
    expect(tidyClock('')).toBe('');
    expect(tidyClock('12345')).toBe('12345');
  });
});
