import { and, eq, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { WebhookSignatureValidator } from 'mercadopago';
import { COMMERCE_MSG, PLATFORMS } from '@contract/commerce';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { ProviderError, toCents, type PaymentGateway, type ProviderPayment } from '../../payments';
import type { AfterAnswerDeps } from '../../plugins/after-answer';
import { badGateway, unauthorized } from '../../http/http-error';
import { paymentOrders, sales } from './commerce.tables';
import {
  grant,
  revokeSale,
  type SaleDocuments,
  type SaleHooks,
  type Settlement,
} from './entitlements.service';
import { findProduct, type Product } from './products';
import { sendSettlementMails } from './settlement-mails';

/*
 * A payment the provider confirms becomes a sale: read back, checked against its order,
 * claimed once however often it is notified. What the sale unlocks is
 * entitlements.service.ts; its e-mails settlement-mails.ts.
 */

/** The mails of a settled payment go after the answer (plugins/after-answer.ts). */
export interface CommerceDeps extends AfterAnswerDeps {
  db: Db;
  clock: Clock;
  /** What the modules above commerce do when a sale is granted (app.ts fills it). */
  saleHooks: SaleHooks;
  /** The fiscal documents of each sale, when read (app.ts fills it). */
  saleDocuments: SaleDocuments;
  config: Config;
  mailer: Mailer;
  payments: PaymentGateway | null;
}

type OrderRow = typeof paymentOrders.$inferSelect;

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
  if (settlement) {
    deps.afterAnswer(log, 'purchase mails', () => sendSettlementMails(deps, settlement));
    deps.afterAnswer(log, 'fiscal document', () => deps.saleDocuments.issueNow(settlement.sale.id));
  }
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
      taxRate: null,
      installments: 1,
    };
    return grant(
      tx,
      deps,
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
