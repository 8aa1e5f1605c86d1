import { eq } from 'drizzle-orm';
import type { PersonalDataSource } from '../users';
import { creditMovements, credits, paymentOrders, purchases, sales } from './commerce.tables';

/** What a sale of an erased person says of the buyer. */
export const ERASED_BUYER = '(cuenta eliminada)';

/**
 * What the person started to pay, paid (sales) and owns (purchases). As the person is
 * erased their sales stay for the tax records (issue 33), naming no one: the address goes
 * here, the account's id as the foreign key sets it null.
 */
export const commercePersonalData: PersonalDataSource = {
  module: 'commerce',
  rows: [
    { table: paymentOrders, by: paymentOrders.userId, kind: 'pagos-iniciados' },
    { table: sales, by: sales.userId, kind: 'ventas' },
    { table: purchases, by: purchases.userId, kind: 'compras' },
    { table: credits, by: credits.userId, kind: 'creditos' },
    { table: creditMovements, by: creditMovements.userId, kind: 'movimientos-creditos' },
  ],
  async onErase(tx, userId) {
    await tx.update(sales).set({ userEmail: ERASED_BUYER }).where(eq(sales.userId, userId));
    return undefined;
  },
};
