import { describe, expect, it } from 'vitest';
import { saleAmount, saleState, totalsLine } from './sale-state';

const sale = (over: { monto?: string; refundedAt?: string | null; refundDue?: boolean } = {}) => ({
  monto: '1500.00',
  refundedAt: null,
  refundDue: false,
  ...over,
});

describe('sale state', () => {
  it('only a paid sale is money received', () => {
    expect(saleState(sale())).toBe('paid');
    expect(saleState(sale({ monto: '0.00' }))).toBe('courtesy');
    expect(saleState(sale({ refundDue: true }))).toBe('refundDue');
    expect(saleState(sale({ refundDue: true, refundedAt: '2026-03-02T12:00:00Z' }))).toBe(
      'refunded',
    );
  });

  it("writes a courtesy as 'Sin cargo'", () => {
    expect(saleAmount(sale())).toBe('$U\u00a01.500,00');
    expect(saleAmount(sale({ monto: '0.00' }))).toBe('Sin cargo');
  });

  it('says when the total leaves sales out', () => {
    expect(totalsLine({ ventas: 1, monto: '1500.00' }, [sale()])).toBe(
      '1 venta · $U\u00a01.500,00',
    );
    expect(totalsLine({ ventas: 1, monto: '1500.00' }, [sale(), sale({ monto: '0.00' })])).toBe(
      '1 venta · $U\u00a01.500,00 cobrados (sin reembolsos ni cortesías)',
    );
  });
});
