import { describe, expect, it } from 'vitest';
import { deliveryTiming } from './timing';

const TODAY = '2025-07-16'; // a Wednesday
const pending = (dueDate: string | null, daysLeft: number | null) =>
  deliveryTiming({ state: 'Pendiente', dueDate, daysLeft }, TODAY);

describe('deliveryTiming: the days left of a delivery', () => {
  it('counts business days ahead, orange within two', () => {
    expect(pending('2025-07-29', 8)).toEqual({ label: 'Faltan 8 días hábiles', color: 'blue' });
    expect(pending('2025-07-21', 3)).toEqual({ label: 'Faltan 3 días hábiles', color: 'blue' });
    expect(pending('2025-07-17', 2)).toEqual({ label: 'Faltan 2 días hábiles', color: 'orange' });
    expect(pending('2025-07-17', 1)).toEqual({ label: 'Falta 1 día hábil', color: 'orange' });
    expect(pending(TODAY, 0)).toEqual({ label: 'Vence hoy', color: 'orange' });
  });

  it('is red once overdue, also on the weekend right after the due date', () => {
    expect(pending('2025-07-14', -2)).toEqual({
      label: 'Atrasada 2 días hábiles',
      color: 'red',
    });
    expect(pending('2025-07-15', -1)).toEqual({ label: 'Atrasada 1 día hábil', color: 'red' });
    // Due Friday, seen Saturday: no business day late yet, but late.
    expect(
      deliveryTiming({ state: 'Pendiente', dueDate: '2025-07-11', daysLeft: 0 }, '2025-07-12'),
    ).toEqual({ label: 'Atrasada', color: 'red' });
  });

  it('has no clock without the anamnesis, and no deadline once delivered', () => {
    expect(pending(null, null)).toEqual({ label: 'Esperando anamnesis', color: 'gray' });
    expect(deliveryTiming({ state: 'Entregado', dueDate: '2025-07-14', daysLeft: null })).toEqual({
      label: 'Entregado',
      color: 'green',
    });
  });
});
