import { describe, expect, it } from 'vitest';
import type { TPurchase } from '@contract/commerce';
import type { TBuyerCfe } from '@contract/invoicing';
import {
  boughtOnce,
  filterPurchases,
  ownsProduct,
  productPath,
  purchaseAction,
  purchaseAmount,
  purchaseCreditsLine,
  purchaseDocuments,
} from './purchases';
import { makeCreditLot } from '@web/test/credits';

const purchase = (over: Partial<TPurchase> = {}): TPurchase => ({
  _id: 'p1',
  producto: 'Recetario de verano',
  productoId: 'r1',
  typeProduct: 'receta',
  monto: '450.00',
  plataforma: 'Mercado Pago',
  payment_id: '123456789',
  createdAt: '2026-03-02T15:00:00.000Z',
  refunded: false,
  creditos: null,
  comprobante: null,
  notaCredito: null,
  ...over,
});

describe('filterPurchases', () => {
  const list = [
    purchase(),
    purchase({
      _id: 'p2',
      producto: 'Turno Presencial',
      typeProduct: 'control',
      payment_id: null,
      plataforma: 'Prueba',
    }),
    purchase({
      _id: 'p3',
      producto: 'Plan Nutrición',
      typeProduct: 'plan',
      plataforma: 'Manual',
      payment_id: null,
    }),
  ];
  const ids = (q: string) => filterPurchases(list, q).map((p) => p._id);

  it('finds by product, ignoring case and accents', () => {
    expect(ids('nutricion')).toEqual(['p3']);
    expect(ids('TURNO')).toEqual(['p2']);
  });
  it('finds by platform and by transaction id', () => {
    expect(ids('prueba')).toEqual(['p2']);
    expect(ids('4567')).toEqual(['p1']);
  });
  it('an empty search lists everything', () => {
    expect(ids('  ')).toEqual(['p1', 'p2', 'p3']);
  });
});

describe('ownership', () => {
  it('a refunded purchase no longer counts', () => {
    expect(ownsProduct([purchase()], 'r1')).toBe(true);
    expect(ownsProduct([purchase({ refunded: true })], 'r1')).toBe(false);
    expect(ownsProduct([purchase()], 'other')).toBe(false);
  });
  it('recipe books and ebooks are bought once; plans and turnos again', () => {
    expect(boughtOnce('receta', false)).toBe(true);
    expect(boughtOnce('plan', true)).toBe(true);
    expect(boughtOnce('plan', false)).toBe(false);
    expect(boughtOnce('control', false)).toBe(false);
  });
});

describe('purchaseCreditsLine (issue 34)', () => {
  const lot = makeCreditLot;

  it("a pack's credits left and when they expire; a turno's own line", () => {
    expect(purchaseCreditsLine(purchase({ typeProduct: 'pack', creditos: lot() }))).toBe(
      'Te quedan 2 de 3 controles · vencen el 15/3',
    );
    expect(
      purchaseCreditsLine(
        purchase({
          typeProduct: 'control',
          creditos: lot({ total: 1, quedan: 0, vencen: null }),
        }),
      ),
    ).toBe('Turno usado');
  });
  it('nothing for a product without credits, nor once refunded', () => {
    expect(purchaseCreditsLine(purchase())).toBeNull();
    expect(
      purchaseCreditsLine(purchase({ typeProduct: 'pack', creditos: lot(), refunded: true })),
    ).toBeNull();
  });
});

describe('purchaseAction', () => {
  it("files for plans and recipes, the client's booking page for a turno, nothing when refunded", () => {
    expect(purchaseAction(purchase(), 'u1')).toEqual({ kind: 'files', to: '/auth/archivos/r1' });
    expect(purchaseAction(purchase({ typeProduct: 'control' }), 'u1')).toEqual({
      kind: 'view',
      to: '/auth/agendar-control/u1',
    });
    expect(purchaseAction(purchase({ refunded: true }), 'u1')).toEqual({ kind: 'refunded' });
  });
  it("a pack opens the client's booking page too", () => {
    expect(purchaseAction(purchase({ typeProduct: 'pack', productoId: 'k1' }), 'u1')).toEqual({
      kind: 'view',
      to: '/auth/agendar-control/u1',
    });
  });
});

describe('purchaseAmount', () => {
  it("a price as pesos; a courtesy (0) as 'Sin cargo'", () => {
    expect(purchaseAmount({ monto: '1500.00' })).toBe('$U 1.500');
    expect(purchaseAmount({ monto: '0.00' })).toBe('Sin cargo');
  });
});

describe('productPath', () => {
  it("goes back to the product's public page", () => {
    expect(productPath({ typeProduct: 'plan', productoId: 'x' })).toBe('/auth/planes/x/');
    expect(productPath({ typeProduct: 'receta', productoId: 'y' })).toBe('/auth/recetas/y/');
    expect(productPath({ typeProduct: 'control', productoId: 'z' })).toBe(
      '/auth/turnos-presenciales',
    );
    expect(productPath({ typeProduct: 'pack', productoId: 'k1' })).toBe(
      '/auth/turnos-presenciales',
    );
  });
});

describe('purchaseDocuments (issue 34)', () => {
  const cfe = (over: Partial<TBuyerCfe>): TBuyerCfe => ({
    _id: 'c1',
    tipo: 101,
    estado: 'emitido',
    serie: 'A',
    numero: 12,
    emitidoAt: '2026-03-02T15:01:00.000Z',
    ...over,
  });

  it('an issued document by its name; one with the provider as en trámite; none, nothing', () => {
    expect(purchaseDocuments(purchase({ comprobante: cfe({}) }))).toEqual([
      { kind: 'issued', id: 'c1', name: 'e-Ticket A-12', cfe: cfe({}) },
    ]);
    expect(
      purchaseDocuments(
        purchase({ comprobante: cfe({ estado: 'pendiente', serie: null, numero: null }) }),
      ),
    ).toEqual([{ kind: 'pending', id: 'c1', text: 'Comprobante en trámite' }]);
    expect(purchaseDocuments(purchase())).toEqual([]);
  });

  it('a refund adds its credit note after the sale’s document', () => {
    const refunded = purchase({
      refunded: true,
      comprobante: cfe({ tipo: 111, numero: 3 }),
      notaCredito: cfe({ _id: 'c2', tipo: 112, numero: 1 }),
    });
    expect(purchaseDocuments(refunded).map((d) => d.kind === 'issued' && d.name)).toEqual([
      'e-Factura A-3',
      'Nota de crédito de e-Factura A-1',
    ]);
    expect(
      purchaseDocuments({
        comprobante: cfe({ numero: 3 }),
        notaCredito: cfe({ _id: 'c2', tipo: 102, estado: 'pendiente' }),
      })[1],
    ).toEqual({ kind: 'pending', id: 'c2', text: 'Nota de crédito en trámite' });
  });
});
