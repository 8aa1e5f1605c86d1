import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { COMMERCE_MSG, type TOrder } from '@contract/commerce';
import { PATHS } from '@contract/pages';
import type { Db } from '../../db/client';
import type { PaymentGateway } from '../../payments';
import { conflict, notFound } from '../../http/http-error';
import { testPayments } from './commerce.tables';
import { findOrder, orderToApi, returnPath } from './orders.service';
import { findProduct } from './products';
import { settleNotifiedPayment, type CommerceDeps } from './settlement.service';

export type TestResult = 'approved' | 'rejected' | 'pending';

/**
 * The built-in test checkout ('Modo de prueba'): a stand-in provider for a machine
 * without Mercado Pago credentials. Its payments live in test_payments; the shop reads
 * them back through getPayment exactly as it reads Mercado Pago's, so the whole flow,
 * notification included, runs on one machine. Never used in production (config.ts).
 */
export function createTestGateway(db: Db, publicUrl: string): PaymentGateway {
  return {
    provider: 'test',

    async createCheckout(r) {
      return { preferenceId: null, initPoint: `${publicUrl}/auth/pago-de-prueba/${r.orderId}` };
    },

    async getPayment(id) {
      const [p] = await db.select().from(testPayments).where(eq(testPayments.id, id));
      if (!p) return null;
      return {
        id: p.id,
        status: p.status,
        amount: p.amount,
        currency: p.currency,
        externalReference: p.orderId,
      };
    },

    async refund(paymentId) {
      await db
        .update(testPayments)
        .set({ status: 'refunded' })
        .where(eq(testPayments.id, paymentId));
    },
  };
}

/**
 * What a button of the test checkout does to the provider's side: a payment for the
 * order's amount with that result. A pending payment of the order is the one that later
 * gets approved or rejected, as a cash payment would be; otherwise each try is a new one.
 */
export async function recordTestPayment(
  db: Db,
  order: { id: string; amountPesos: string },
  result: TestResult,
): Promise<string> {
  const [pending] = await db
    .select({ id: testPayments.id })
    .from(testPayments)
    .where(and(eq(testPayments.orderId, order.id), eq(testPayments.status, 'pending')));
  if (pending) {
    await db.update(testPayments).set({ status: result }).where(eq(testPayments.id, pending.id));
    return pending.id;
  }
  const id = `prueba-${randomBytes(6).toString('hex')}`;
  await db
    .insert(testPayments)
    .values({ id, orderId: order.id, status: result, amount: order.amountPesos });
  return id;
}

/**
 * A button of the test checkout: the payment is recorded on the stand-in provider's side,
 * then settled through the same path as Mercado Pago's webhook. Answers the order as it
 * is now and where the buyer goes next.
 */
export async function payWithTestCheckout(
  deps: CommerceDeps,
  log: FastifyBaseLogger,
  orderId: string,
  result: TestResult,
): Promise<{ order: TOrder; redirect: string }> {
  const order = await findOrder(deps, orderId);
  if (!order || deps.payments?.provider !== 'test' || order.provider !== 'test')
    throw notFound(COMMERCE_MSG.testCheckoutOff);
  if (order.status !== 'pending' && order.status !== 'rejected')
    throw conflict(COMMERCE_MSG.orderClosed);
  const paymentId = await recordTestPayment(deps.db, order, result);
  await settleNotifiedPayment(deps, log, paymentId);
  const [after, product] = await Promise.all([
    findOrder(deps, order.id),
    findProduct(deps.db, order.productKind, order.productId ?? undefined),
  ]);
  const back = product ? returnPath(order.productKind, product, order.userId) : PATHS.home();
  return { order: orderToApi(after ?? order), redirect: `${back}?pedido=${order.id}` };
}
