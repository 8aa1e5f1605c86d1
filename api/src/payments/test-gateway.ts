import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { testPayments } from '../db/schema';
import type { PaymentGateway } from './gateway';

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
