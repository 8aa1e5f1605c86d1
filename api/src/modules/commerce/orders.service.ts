import { USERS_MSG } from '@contract/users';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  COMMERCE_MSG,
  type TOrder,
  type TProductKind,
  type ZCheckoutBodySchema,
} from '@contract/commerce';
import { PATHS } from '@contract/pages';
import { ProviderError } from '../../payments';
import {
  badGateway,
  conflict,
  forbidden,
  notFound,
  serviceUnavailable,
} from '../../http/http-error';
import { productsWithFiles } from '../catalog';
import { users } from '../users/users.tables';
import { paymentOrders } from './commerce.tables';
import { ownsOnceOnly } from './entitlements.service';
import { settleNotifiedPayment, type CommerceDeps } from './settlement.service';
import { findProduct, isEbook, unlocksFiles, type Product } from './products';

type OrderRow = typeof paymentOrders.$inferSelect;

/** An order nobody paid within a day expires; its Mercado Pago checkout expires with it. */
export const ORDER_LIFETIME_MS = 24 * 60 * 60 * 1000;

export function orderToApi(o: OrderRow): TOrder {
  return {
    _id: o.id,
    userId: o.userId,
    status: o.status,
    typeProduct: o.productKind,
    productoId: o.productId,
    producto: o.productTitle,
    monto: o.amountPesos,
    provider: o.provider,
    createdAt: o.createdAt.toISOString(),
  };
}

export async function findOrder(deps: Pick<CommerceDeps, 'db'>, id: string) {
  const [order] = await deps.db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
  return order ?? null;
}

/**
 * The order as the buyer sees it on their way back from Mercado Pago: when the return
 * address names a payment and the notification has not come yet, the provider is asked
 * (never the URL) and the payment settled first.
 */
export async function orderOnReturn(
  deps: CommerceDeps,
  log: FastifyBaseLogger,
  id: string,
  paymentId: string | undefined,
): Promise<TOrder> {
  const before = await findOrder(deps, id);
  if (!before) throw notFound(COMMERCE_MSG.orderNotFound);
  if (!paymentId || before.status === 'approved' || before.provider === 'test')
    return orderToApi(before);
  await settleNotifiedPayment(deps, log, paymentId, id);
  return orderToApi((await findOrder(deps, id)) ?? before);
}

/** Where the buyer lands after paying: the purchased product's page, told which order. */
export function returnPath(kind: TProductKind, product: Product, userId: string): string {
  // A paid turno or pack is booked next: the booking page shows the order's state above the calendar.
  if (kind === 'control' || kind === 'pack') return PATHS.scheduleControl(userId);
  if (kind === 'receta') return PATHS.recipePurchase(product.id, userId);
  return isEbook(product) ? PATHS.downloads(product.id) : PATHS.planPurchase(product.id, userId);
}

/**
 * POST mercadopago: the product and its price are read from the database (whatever the
 * browser sent about them is ignored), a pending order is recorded, and the provider's
 * checkout made for exactly that amount in pesos.
 */
export async function createCheckout(
  deps: CommerceDeps,
  me: { id: string },
  body: z.output<typeof ZCheckoutBodySchema>,
): Promise<{ init_point: string; orderId: string }> {
  const gateway = deps.payments;
  if (!gateway) throw serviceUnavailable(COMMERCE_MSG.paymentsOff);
  if (body.user !== undefined && body.user !== me.id) throw forbidden(COMMERCE_MSG.otherBuyer);
  const product = await findProduct(deps.db, body.typeProduct, body.productSelected);
  if (!product) throw notFound(COMMERCE_MSG.productNotFound);
  if (!(Number(product.costPesos) > 0)) throw conflict(COMMERCE_MSG.noPrice);
  // An ebook or recipe book is its files: without one there is nothing to sell yet.
  if (unlocksFiles(product) && !(await productsWithFiles(deps.db, [product.id])).has(product.id))
    throw conflict(COMMERCE_MSG.notAvailable);
  // A pack she no longer offers is not sold, even from an old page.
  if (product.credits && !product.credits.active) throw conflict(COMMERCE_MSG.notAvailable);
  if (await ownsOnceOnly(deps.db, me.id, product)) throw conflict(COMMERCE_MSG.alreadyOwned);
  const [buyer] = await deps.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, me.id));
  if (!buyer) throw notFound(USERS_MSG.notFound);
  // The RUT asked at checkout is kept in the profile too: the next checkout offers it.
  if (body.factura)
    await deps.db
      .update(users)
      .set({ rut: body.factura.rut, razonSocial: body.factura.razonSocial })
      .where(eq(users.id, me.id));

  const now = deps.clock.now();
  const [order] = await deps.db
    .insert(paymentOrders)
    .values({
      userId: me.id,
      productKind: product.kind,
      productId: product.id,
      productTitle: product.title,
      amountPesos: product.costPesos,
      provider: gateway.provider,
      invoiceRut: body.factura?.rut ?? null,
      invoiceName: body.factura?.razonSocial ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const site = deps.config.publicUrl;
  try {
    const checkout = await gateway.createCheckout({
      orderId: order!.id,
      productId: product.id,
      title: product.title,
      amount: product.costPesos,
      payerEmail: buyer.email,
      returnUrl: `${site}${returnPath(product.kind, product, me.id)}?pedido=${order!.id}`,
      notificationUrl: `${site}/api/mercadopago/notificacion`,
      expiresAt: new Date(now.getTime() + ORDER_LIFETIME_MS),
      installments: product.installments,
    });
    await deps.db
      .update(paymentOrders)
      .set({ preferenceId: checkout.preferenceId })
      .where(eq(paymentOrders.id, order!.id));
    return { init_point: checkout.initPoint, orderId: order!.id };
  } catch (err) {
    // Nobody can pay an order without a checkout: it must not linger as pending.
    await deps.db
      .update(paymentOrders)
      .set({ status: 'rejected', updatedAt: now })
      .where(eq(paymentOrders.id, order!.id));
    if (err instanceof ProviderError) throw badGateway(COMMERCE_MSG.provider);
    throw err;
  }
}

/** Pending orders older than a day become expired (a payment arriving later still delivers). */
export async function expireStaleOrders(deps: Pick<CommerceDeps, 'db' | 'clock'>) {
  const now = deps.clock.now();
  const rows = await deps.db
    .update(paymentOrders)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        eq(paymentOrders.status, 'pending'),
        lt(paymentOrders.createdAt, new Date(now.getTime() - ORDER_LIFETIME_MS)),
      ),
    )
    .returning({ id: paymentOrders.id });
  return rows.length;
}
