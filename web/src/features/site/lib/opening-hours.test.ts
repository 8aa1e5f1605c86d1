import { describe, expect, it } from 'vitest';
import { DEFAULT_AVAILABILITY } from '@contract/agenda-slots';
import { openingHoursText } from './opening-hours';

const r = (weekday: number, start: string, end: string) => ({ weekday, start, end });

describe('openingHoursText: her weekly hours as Contacto says them', () => {
  it('a fresh install: Monday to Friday, 9 to 17', () => {
    expect(openingHoursText(DEFAULT_AVAILABILITY.weeklyHours)).toBe(
      'Lunes a viernes de 9:00 a 17:00',
    );
  });

  it('days with other hours apart, a single day in the plural', () => {
    const week = [...DEFAULT_AVAILABILITY.weeklyHours, r(6, '09:00', '12:00')];
    expect(openingHoursText(week)).toBe('Lunes a viernes de 9:00 a 17:00; sábados de 9:00 a 12:00');
  });

  it('days with the same hours together, two ranges a day, in any order given', () => {
    expect(
      openingHoursText([
        r(5, '14:00', '18:30'),
        r(1, '14:00', '18:30'),
        r(3, '14:00', '18:30'),
        r(1, '08:30', '12:00'),
        r(3, '08:30', '12:00'),
        r(5, '08:30', '12:00'),
        r(2, '10:00', '19:00'),
      ]),
    ).toBe(
      'Lunes, miércoles y viernes de 8:30 a 12:00 y de 14:00 a 18:30; martes de 10:00 a 19:00',
    );
    expect(
      openingHoursText([
        r(1, '09:00', '13:00'),
        r(2, '09:00', '13:00'),
        r(3, '09:00', '13:00'),
        r(5, '09:00', '13:00'),
        r(6, '10:00', '12:00'),
        r(7, '10:00', '12:00'),
      ]),
    ).toBe('Lunes a miércoles y viernes de 9:00 a 13:00; sábados y domingos de 10:00 a 12:00');
  });

  it('nothing when she has no hours', () => {
    expect(openingHoursText([])).toBe('');
  });
});
