import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { TCfe } from '@contract/invoicing';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { loadWorkCalendar } from '../practice';
import { addDaysInMontevideo, montevideoDay } from '@contract/time';
import { users } from '../users/users.tables';
import { paymentOrders, purchases, sales } from './commerce.tables';
import { issueCredits, revokeCredits } from './credits.service';
import { isEbook, unlocksFiles, type Product } from './products';
import { scheduleControls } from './schedule';

/*
 * What a sale entitles its buyer to, and taking it back: the one place a purchase is
 * recorded or revoked, whether a payment settled it (settlement.service.ts) or the admin
 * assigned or refunded it (sales.service.ts).
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * What modules above commerce do when it grants a sale, in the same transaction: app.ts
 * hands it over (commerce never imports them), the way a service emits an event.
 */
export interface SaleHooks {
  /** A plan (not an ebook) was sold: its personalized delivery is owed from now. */
  planSold(
    tx: Tx,
    sale: {
      saleId: string;
      userId: string;
      planId: string | null;
      planTitle: string;
      paidAt: Date;
    },
  ): Promise<void>;
  /**
   * A sale was recorded (paid, assigned or owed back): its fiscal document is owed. The
   * hook only writes that it is owed; the provider is called after the commit, never
   * inside the sale (DECISIONS §14).
   */
  saleRecorded(tx: Tx, sale: SaleRow, product: Product): Promise<void>;
  /** A sale was refunded or charged back: its credit note is owed. */
  saleRefunded(tx: Tx, sale: SaleRow, at: Date): Promise<void>;
}

/**
 * What the modules above commerce add to a sale when it is read (app.ts fills it): its
 * fiscal documents, for Ventas, its CSV and Mis Compras.
 */
export interface SaleDocuments {
  /** Whether fiscal documents are issued at all (INVOICING_* set). */
  readonly enabled: boolean;
  ofSales(
    saleIds: string[],
  ): Promise<Map<string, { comprobante: TCfe | null; notaCredito: TCfe | null }>>;
  /**
   * Issues now what the sale owes (its document, or its credit note), after the commit
   * and the answer: the buyer gets it at once, not at the next run of the periodic job.
   */
  issueNow(saleId: string): Promise<void>;
}

export type SaleRow = typeof sales.$inferSelect;

/**
 * Whether the user holds a purchase of the product that was not refunded; `paid`: only one
 * that came with a sale (not a credit given some other way).
 */
export async function holdsPurchase(
  db: Db | Tx,
  userId: string,
  productId: string,
  { paid = false } = {},
): Promise<boolean> {
  const [held] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(
        eq(purchases.userId, userId),
        eq(purchases.productoId, productId),
        isNull(purchases.revokedAt),
        paid ? isNotNull(purchases.saleId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(held);
}

/**
 * Whether the user holds a once-only product (a recipe book or an ebook, DECISIONS §9)
 * through a purchase not refunded. Plans (renewals) and turnos are bought any number of times.
 */
export async function ownsOnceOnly(db: Db | Tx, userId: string, product: Product) {
  if (!unlocksFiles(product) || !product.id) return false;
  return holdsPurchase(db, userId, product.id);
}

/** What was just delivered: enough to write both e-mails once the transaction committed. */
export interface Settlement {
  sale: SaleRow;
  product: Product;
  buyer: { id: string; name: string; email: string };
}

/**
 * Records the sale and the purchase and unlocks the product (DECISIONS §4): a plan sets
 * the active plan and schedules its controls; an ebook or recipe book unlocks its files
 * (the purchase is the key); a 'Turno Presencial' or a pack gives its booking credits. Used for paid orders and for the admin's manual assignment alike.
 */
export async function grant(
  tx: Tx,
  { clock, saleHooks }: { clock: Clock; saleHooks: SaleHooks },
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
  await saleHooks.saleRecorded(tx, sale, product);
  if (refundDue) return { sale, product, buyer };
  const [purchase] = await tx
    .insert(purchases)
    .values({
      userId,
      saleId: sale.id,
      productKind: product.kind,
      producto: product.title,
      productoId: product.id || null,
      monto: how.monto,
      plataforma: how.plataforma,
      paymentId: how.paymentId,
      createdAt: now,
    })
    .returning({ id: purchases.id });
  if (product.credits) {
    const { count, validityDays } = product.credits;
    await issueCredits(tx, {
      userId,
      purchaseId: purchase!.id,
      count,
      // The last day a turno may fall on: the purchase's day (Montevideo) plus its days.
      expiresOn:
        validityDays === null ? null : montevideoDay(addDaysInMontevideo(now, validityDays)),
      at: now,
    });
  }
  const addPurchase = product.id
    ? sql`case when ${product.id} = any(${users.purchases}) then ${users.purchases}
              else array_append(${users.purchases}, ${product.id}) end`
    : users.purchases;
  if (product.plan && !isEbook(product)) {
    // The personalized plan is owed from now (issue 11): due once the anamnesis is done.
    await saleHooks.planSold(tx, {
      saleId: sale.id,
      userId,
      planId: product.id || null,
      planTitle: product.title,
      paidAt: now,
    });
    const calendar = await loadWorkCalendar(tx);
    const dates = scheduleControls(now, product.plan.time, product.plan.queries, calendar.closed);
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
export async function revokeSale(
  deps: { db: Db; clock: Clock; saleHooks: SaleHooks },
  sale: SaleRow,
): Promise<boolean> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [marked] = await tx
      .update(sales)
      .set({ refundedAt: now })
      .where(and(eq(sales.id, sale.id), isNull(sales.refundedAt)))
      .returning();
    if (!marked) return false;
    await deps.saleHooks.saleRefunded(tx, marked, now);
    await tx.update(purchases).set({ revokedAt: now }).where(eq(purchases.saleId, sale.id));
    await revokeCredits(tx, sale.id, now);
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
