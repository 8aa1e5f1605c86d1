import { describe, expect, it } from 'vitest';
import { creditBalance } from '@contract/credits';
import { creditTotalsLine, packFacts, perControlPrice } from './credits';

describe('packs and credits as the pages say them (issue 34)', () => {
  it('a pack: what it gives and what each control costs, to the cent', () => {
    expect(packFacts({ creditos: 3, validezDias: 90 })).toBe('3 controles · para usar en 90 días');
    expect(perControlPrice({ costPesos: '2700.00', creditos: 3 })).toBe('$U 900 por control');
    expect(perControlPrice({ costPesos: '2500.00', creditos: 3 })).toBe('$U 833,33 por control');
  });

  it("the ledger's totals, ending with what the client can still book", () => {
    const totales = { compra: 3, uso: 2, devolucion: 1, vencimiento: 0, reembolso: 0 };
    expect(creditTotalsLine({ totales, disponibles: creditBalance(totales) })).toBe(
      'Comprados 3 · Usados 2 · Devueltos 1 · Vencidos 0 · Reembolsados 0 · Disponibles 2',
    );
  });
});
