import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { WebhookSignatureValidator } from 'mercadopago';
import { COMMERCE_MSG, PLATFORMS, SALE_LABELS } from '@contract/commerce';
import { PATHS } from '@contract/pages';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import {
  purchaseConfirmationMail,
  type PurchaseFacts,
  saleNoticeMail,
  secondPaymentMail,
} from '../../mail/templates';
import { ProviderError, toCents, type PaymentGateway, type ProviderPayment } from '../../payments';
import { afterAnswer } from '../../plugins/after-answer';
import { badGateway, unauthorized } from '../../http/http-error';
import { owePlanDelivery } from '../deliveries';
import { sendNotice, type NoticeDeps } from '../practice';
import { users } from '../users/users.tables';
import { paymentOrders, purchases, sales } from './commerce.tables';
import { findProduct, isEbook, unlocksFiles, type Product } from './products';
import { scheduleControls } from './schedule';

export interface CommerceDeps {
  db: Db;
  clock: Clock;
  config: Config;
  mailer: Mailer;
  payments: PaymentGateway | null;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type SaleRow = typeof sales.$inferSelect;
type OrderRow = typeof paymentOrders.$inferSelect;

/**
 * Whether the user holds a once-only product (a recipe book or an ebook, DECISIONS §9)
 * through a purchase not refunded. Plans (renewals) and turnos are bought any number of times.
 */
export async function ownsOnceOnly(db: Db | Tx, userId: string, product: Product) {
  if (!unlocksFiles(product) || !product.id) return false;
  const [owned] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(
        eq(purchases.userId, userId),
        eq(purchases.productoId, product.id),
        isNull(purchases.revokedAt),
      ),
    )
    .limit(1);
  return Boolean(owned);
}

/** What was just delivered: enough to write both e-mails once the transaction committed. */
export interface Settlement {
  sale: SaleRow;
  product: Product;
  buyer: { id: string; name: string; email: string };
}

/** Payment states after which nothing may stay unlocked. */
const REVERSED = new Set(['refunded', 'charged_back']);
const FAILED = new Set(['rejected', 'cancelled']);

/**
 * Mercado Pago signs its notifications when a secret is configured: one without a valid
 * signature is refused (401) before anything is read.
 */
export function checkNotificationSignature(
  deps: { config: Config },
  log: FastifyBaseLogger,
  headers: Record<string, string | string[] | undefined>,
  dataId: string | undefined,
): void {
  const secret = deps.config.mercadoPago.webhookSecret;
  if (!secret) return;
  try {
    WebhookSignatureValidator.validate({
      xSignature: headers['x-signature'],
      xRequestId: headers['x-request-id'],
      dataId,
      secret,
    });
  } catch {
    log.warn({ dataId }, 'notification with a bad signature');
    throw unauthorized(COMMERCE_MSG.badSignature);
  }
}

/**
 * Reads a payment back from the provider and settles it, for any of the paths that
 * bring one (the webhook, the buyer's return, the test checkout); the e-mails go once
 * the answer is out. A provider that does not answer is a 502: nothing was recorded.
 */
export async function settleNotifiedPayment(
  deps: CommerceDeps,
  log: FastifyBaseLogger,
  paymentId: string,
  orderId?: string,
): Promise<void> {
  let result: { outcome: string; settlement?: Settlement };
  try {
    result = await settlePayment(deps, paymentId, orderId);
  } catch (err) {
    if (err instanceof ProviderError) {
      log.warn({ err, paymentId }, 'payment read failed');
      throw badGateway(COMMERCE_MSG.provider);
    }
    throw err;
  }
  // Both are money the nutritionist has to give back.
  const level =
    result.outcome === 'second-payment' || result.outcome === 'refund-due' ? 'error' : 'info';
  log[level]({ paymentId, orderId, outcome: result.outcome }, 'payment notification');
  const { settlement } = result;
  if (settlement) afterAnswer(log, 'purchase mails', () => sendSettlementMails(deps, settlement));
}

/**
 * A payment notification, whoever brought it (Mercado Pago's webhook, the test
 * checkout's buttons, the buyer's return address): the payment is read back from the
 * provider and only what the provider says counts. Delivers when it is approved, in
 * UYU, for the order's exact amount; records once however often it is told.
 */
export async function settlePayment(
  deps: CommerceDeps,
  paymentId: string,
  /** When the buyer's return address names the payment: it must be this order's. */
  expectedOrderId?: string,
): Promise<{ outcome: string; settlement?: Settlement }> {
  if (!deps.payments) return { outcome: 'payments-off' };
  const payment = await deps.payments.getPayment(paymentId);
  if (!payment) return { outcome: 'unknown-payment' };
  const order = await orderOf(deps.db, payment);
  if (!order) return { outcome: 'unknown-order' };
  if (expectedOrderId !== undefined && order.id !== expectedOrderId)
    return { outcome: 'other-order' };

  if (REVERSED.has(payment.status)) {
    const [sale] = await deps.db.select().from(sales).where(eq(sales.paymentId, payment.id));
    if (sale && !sale.refundedAt) await revokeSale(deps, sale);
    return { outcome: 'revoked' };
  }
  if (payment.status !== 'approved') {
    // A failed try closes a pending order; a new try still pending reopens a failed one.
    const [from, to] = FAILED.has(payment.status)
      ? (['pending', 'rejected'] as const)
      : (['rejected', 'pending'] as const);
    await deps.db
      .update(paymentOrders)
      .set({ status: to, updatedAt: deps.clock.now() })
      .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.status, from)));
    return { outcome: payment.status };
  }
  if (!matchesOrder(payment, order)) return { outcome: 'mismatch' };
  // The buyer paid twice (two tabs): the order is delivered once; the second payment is
  // the nutritionist's to refund, so the caller logs it as an error.
  if (order.paymentId && order.paymentId !== payment.id) return { outcome: 'second-payment' };
  const settlement = await settleOrder(deps, order, payment);
  return {
    outcome: !settlement
      ? 'already-delivered'
      : settlement.sale.refundDue
        ? 'refund-due'
        : 'delivered',
    settlement: settlement ?? undefined,
  };
}

async function orderOf(db: Db, payment: ProviderPayment): Promise<OrderRow | null> {
  const ref = payment.externalReference ?? '';
  if (!/^[0-9a-f-]{36}$/i.test(ref)) return null;
  const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, ref));
  return order ?? null;
}

/** Exactly the order's amount, in pesos: a payment of anything else delivers nothing. */
function matchesOrder(payment: ProviderPayment, order: OrderRow): boolean {
  const paid = toCents(payment.amount);
  return (
    payment.currency === 'UYU' &&
    paid !== null &&
    paid === toCents(order.amountPesos) &&
    payment.externalReference === order.id
  );
}

/**
 * The order becomes a sale, the buyer's purchase and whatever it unlocks, in one
 * transaction. Claiming the order (pending or expired -> approved) is the guard: of
 * concurrent notifications of one payment only the first finds it unclaimed; the
 * unique payment id on sales backs that up.
 */
async function settleOrder(
  deps: CommerceDeps,
  order: OrderRow,
  payment: ProviderPayment,
): Promise<Settlement | null> {
  const product = await findProduct(deps.db, order.productKind, order.productId ?? undefined);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(paymentOrders)
      .set({ status: 'approved', paymentId: payment.id, updatedAt: now })
      .where(
        and(
          eq(paymentOrders.id, order.id),
          ne(paymentOrders.status, 'approved'),
          ne(paymentOrders.status, 'refunded'),
        ),
      )
      .returning();
    if (!claimed) return null;
    // The product may have been deleted or renamed since: the order's copy is what was sold.
    const sold: Product = product ?? {
      kind: order.productKind,
      id: order.productId ?? '',
      title: order.productTitle,
      costPesos: order.amountPesos,
    };
    return grant(
      tx,
      deps.clock,
      order.userId,
      { ...sold, title: order.productTitle },
      {
        orderId: order.id,
        monto: order.amountPesos,
        plataforma: order.provider === 'test' ? PLATFORMS.test : PLATFORMS.mercadoPago,
        paymentId: payment.id,
      },
    );
  });
}

/**
 * Records the sale and the purchase and unlocks the product (DECISIONS §4): a plan sets
 * the active plan and schedules its controls; an ebook or recipe book unlocks its files
 * (the purchase is the key); a 'Turno Presencial' is one booking credit (an unused
 * purchase). Used for paid orders and for the admin's manual assignment alike.
 */
export async function grant(
  tx: Tx,
  clock: Clock,
  userId: string,
  product: Product,
  how: { orderId: string | null; monto: string; plataforma: string; paymentId: string | null },
): Promise<Settlement | null> {
  const now = clock.now();
  // The buyer's row is locked: two payments of one buyer settle one after the other.
  const [buyer] = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!buyer) return null;
  // A second payment for a once-only product the buyer already owns (two orders opened,
  // then both paid) is not a second purchase: the sale is recorded to be refunded, and
  // nothing is added or unlocked (DECISIONS §9).
  const refundDue = await ownsOnceOnly(tx, userId, product);
  const [sale] = await tx
    .insert(sales)
    .values({
      orderId: how.orderId,
      userId,
      producto: product.title,
      productoId: product.id || null,
      productKind: product.kind,
      userEmail: buyer.email,
      monto: how.monto,
      plataforma: how.plataforma,
      paymentId: how.paymentId,
      createdAt: now,
      refundDue,
    })
    .onConflictDoNothing({ target: sales.paymentId })
    .returning();
  if (!sale) throw new Error(`payment ${how.paymentId} already has a sale`);
  if (refundDue) return { sale, product, buyer };
  await tx.insert(purchases).values({
    userId,
    saleId: sale.id,
    productKind: product.kind,
    producto: product.title,
    productoId: product.id || null,
    monto: how.monto,
    plataforma: how.plataforma,
    paymentId: how.paymentId,
    createdAt: now,
  });
  const addPurchase = product.id
    ? sql`case when ${product.id} = any(${users.purchases}) then ${users.purchases}
              else array_append(${users.purchases}, ${product.id}) end`
    : users.purchases;
  if (product.plan && !isEbook(product)) {
    // The personalized plan is owed from now (issue 11): due once the anamnesis is done.
    await owePlanDelivery(tx, {
      saleId: sale.id,
      userId,
      planId: product.id || null,
      planTitle: product.title,
      paidAt: now,
    });
    const dates = scheduleControls(now, product.plan.time, product.plan.queries);
    await tx
      .update(users)
      .set({
        purchases: addPurchase,
        activePlan: product.title,
        paymentState: 'Pago',
        controls: dates,
        dateNextControl: dates[0] ?? null,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
  } else {
    await tx
      .update(users)
      .set({ purchases: addPurchase, updatedAt: now })
      .where(eq(users.id, userId));
  }
  return { sale, product, buyer };
}

/**
 * Undoes what a sale unlocked, once: the purchase stops unlocking, the order and the
 * sale say refunded, and a plan that is still the client's active plan is closed.
 */
export async function revokeSale(deps: { db: Db; clock: Clock }, sale: SaleRow): Promise<boolean> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [marked] = await tx
      .update(sales)
      .set({ refundedAt: now })
      .where(and(eq(sales.id, sale.id), isNull(sales.refundedAt)))
      .returning();
    if (!marked) return false;
    await tx.update(purchases).set({ revokedAt: now }).where(eq(purchases.saleId, sale.id));
    if (sale.orderId)
      await tx
        .update(paymentOrders)
        .set({ status: 'refunded', updatedAt: now })
        .where(eq(paymentOrders.id, sale.orderId));
    if (!sale.userId) return true;
    const stillOwned = sale.productoId
      ? await tx
          .select({ id: purchases.id })
          .from(purchases)
          .where(
            and(
              eq(purchases.userId, sale.userId),
              eq(purchases.productoId, sale.productoId),
              isNull(purchases.revokedAt),
            ),
          )
          .limit(1)
      : [];
    if (sale.productoId && stillOwned.length === 0)
      await tx
        .update(users)
        .set({ purchases: sql`array_remove(${users.purchases}, ${sale.productoId})` })
        .where(eq(users.id, sale.userId));
    if (sale.productKind === 'plan')
      await tx
        .update(users)
        .set({
          activePlan: null,
          paymentState: 'No pago',
          controls: [],
          dateNextControl: null,
          updatedAt: now,
        })
        .where(and(eq(users.id, sale.userId), eq(users.activePlan, sale.producto)));
    return true;
  });
}

/** What the buyer does next, and where: the confirmation's last paragraphs and its button. */
function nextSteps(config: Config, d: Settlement): Pick<PurchaseFacts, 'nextSteps' | 'action'> {
  const site = config.publicUrl;
  const { product, buyer } = d;
  if (product.kind === 'control')
    return {
      nextSteps: [
        'Ya podés elegir el día y la hora de tu consulta presencial en el calendario.',
        'Si necesitás cancelar, hacelo hasta 24 horas antes y el turno vuelve a quedar disponible para vos.',
      ],
      action: { label: 'Elegir día y hora', url: `${site}${PATHS.scheduleControl(buyer.id)}` },
    };
  if (product.kind === 'receta' || isEbook(product))
    return {
      nextSteps: ['Tus archivos ya están disponibles para descargar desde tu cuenta.'],
      action: { label: 'Descargar mis archivos', url: `${site}${PATHS.downloads(product.id)}` },
    };
  const simple = product.plan?.anamnesis === 'Simple';
  return {
    nextSteps: [
      'Próximos pasos: completá tu anamnesis (tu historia de salud y hábitos) y tu primer control.',
      'Con el pago y la anamnesis completa, en un plazo de hasta 10 días hábiles tenés tu plan personalizado.',
    ],
    action: {
      label: 'Completar anamnesis',
      url: `${site}${simple ? PATHS.anamnesisOnline(buyer.id) : PATHS.anamnesis(buyer.id)}`,
    },
  };
}

/** The buyer's confirmation and the nutritionist's notice; a failure is logged, never undone. */
export async function sendSettlementMails(
  deps: NoticeDeps & { config: Config },
  d: Settlement,
): Promise<void> {
  const facts: PurchaseFacts = {
    producto: d.sale.producto,
    monto: d.sale.monto,
    plataforma: d.sale.plataforma,
    transactionId: d.sale.paymentId ?? d.sale.id,
    at: d.sale.createdAt,
    ...nextSteps(deps.config, d),
  };
  const manual = d.sale.plataforma === PLATFORMS.manual;
  if (d.sale.refundDue) {
    // Nothing was bought: the buyer is told the payment comes back, she that it is hers to return.
    await Promise.all([
      deps.mailer.send(secondPaymentMail(d.buyer.email, d.buyer.name, facts)),
      sendNotice(deps, (to) =>
        saleNoticeMail(
          to,
          `${d.buyer.name} <${d.buyer.email}>`,
          { ...facts, producto: `${facts.producto} (${SALE_LABELS.refundDue})` },
          `${deps.config.publicUrl}${PATHS.admin('ventas')}`,
        ),
      ),
    ]);
    return;
  }
  await Promise.all([
    deps.mailer.send(purchaseConfirmationMail(d.buyer.email, d.buyer.name, facts, manual)),
    sendNotice(deps, (to) =>
      saleNoticeMail(
        to,
        `${d.buyer.name} <${d.buyer.email}>`,
        facts,
        `${deps.config.publicUrl}${PATHS.admin('ventas')}`,
      ),
    ),
  ]);
}
