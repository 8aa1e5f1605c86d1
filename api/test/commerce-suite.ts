import { eq } from 'drizzle-orm';
import { type Account as Guest, useTestApp } from './harness';
import { users } from '../src/modules/users/users.tables';
import { paymentOrders, sales } from '../src/modules/commerce/commerce.tables';

/**
 * The commerce suites' shared set-up: the app, paying an order through the test checkout,
 * and the rows they check (sales, orders, users).
 */
export function useCommerceSuite() {
  const { t, admin } = useTestApp();

  async function pay(buyer: Guest, orderId: string, result: 'approved' | 'rejected' | 'pending') {
    return t.app.inject({
      method: 'POST',
      url: `/api/pago-de-prueba/${orderId}`,
      headers: buyer.headers,
      payload: { result },
    });
  }

  const salesOf = (userId: string) =>
    t.database.db.select().from(sales).where(eq(sales.userId, userId));
  const orderRow = async (id: string) =>
    (await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.id, id)))[0]!;
  const userRow = async (id: string) =>
    (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
  return { t, admin, pay, salesOf, orderRow, userRow };
}
