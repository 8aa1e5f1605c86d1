import { describe, expect, it } from 'vitest';
import { ZManualAssignBodySchema } from '@contract/commerce';
import { amountPayload, assignmentSummary, priceValue } from './assign-amount';

const body = (monto: string) => ({
  productoId: '00000000-0000-4000-8000-000000000001',
  userId: '00000000-0000-4000-8000-000000000002',
  monto,
});

describe("'Asignar Plan' amount", () => {
  it("prefills the plan's price and sends exactly what was typed", () => {
    expect(priceValue('3200.00')).toBe(3200);
    expect(amountPayload(3200)).toBe('3200');
    expect(amountPayload(2500.5)).toBe('2500.5');
    expect(amountPayload(' 12. ')).toBe('12');
    expect(amountPayload('')).toBe('');
  });

  it('the shared schema takes 0 and exact amounts, and asks again for empty or negative ones', () => {
    expect(ZManualAssignBodySchema.parse(body(amountPayload(0))).monto).toBe('0.00');
    expect(ZManualAssignBodySchema.parse(body(amountPayload(2500.5))).monto).toBe('2500.50');
    for (const bad of ['', '-5', 'abc'])
      expect(ZManualAssignBodySchema.safeParse(body(bad)).error?.issues[0]?.message).toBe(
        'Escribí el monto cobrado: 0 o más, con hasta 2 decimales',
      );
  });

  it("says how it shows in Ventas: a sale for the amount, or 'sin cargo'", () => {
    expect(assignmentSummary(3200)).toBe(
      'Queda registrado como una venta «Manual» por $U\u00a03.200,00.',
    );
    expect(assignmentSummary(0)).toBe(
      'Queda registrado como «Manual», sin cargo: no suma a lo cobrado.',
    );
    expect(assignmentSummary('')).toBeNull();
  });
});
