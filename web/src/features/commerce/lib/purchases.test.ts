import { describe, expect, it } from 'vitest';
import type { TPurchase } from '@contract/commerce';
import {
  boughtOnce,
  filterPurchases,
  ownsProduct,
  productPath,
  purchaseAction,
  purchaseAmount,
  unusedTurnos,
} from './purchases';

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
  used: false,
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

describe('unusedTurnos', () => {
  it('counts the paid turnos not yet booked nor refunded', () => {
    const turno = (over: Partial<TPurchase>) => purchase({ typeProduct: 'control', ...over });
    expect(
      unusedTurnos([
        purchase(),
        turno({}),
        turno({ used: true }),
        turno({ refunded: true }),
        turno({ _id: 'p9' }),
      ]),
    ).toBe(2);
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
  });
});
