import { describe, expect, it } from 'vitest';
import { deliveryPromiseText } from './delivery-promise';

describe('deliveryPromiseText', () => {
  const at = (iso: string) => new Date(iso);
  it('gives the latest day, and announces her vacation when it falls before it', () => {
    expect(
      deliveryPromiseText(
        { dueDay: '2027-01-06', businessDays: 10, away: null },
        at('2026-12-21T15:00:00Z'),
      ),
    ).toBe('Con la anamnesis completa hoy, tu plan llega a más tardar el 6 de enero de 2027.');
    const away = { firstDay: '2027-01-04', lastDay: '2027-01-15' };
    expect(
      deliveryPromiseText(
        { dueDay: '2027-01-29', businessDays: 10, away },
        at('2027-01-02T15:00:00Z'),
      ),
    ).toBe(
      'Estoy de vacaciones del 4/1 al 15/1: tu plan llega a más tardar el 29 de enero de 2027, con la anamnesis completa hoy.',
    );
    expect(
      deliveryPromiseText(
        { dueDay: '2027-01-29', businessDays: 10, away },
        at('2027-01-05T15:00:00Z'),
      ),
    ).toBe(
      'Estoy de vacaciones hasta el 15/1: tu plan llega a más tardar el 29 de enero de 2027, con la anamnesis completa hoy.',
    );
  });
});
