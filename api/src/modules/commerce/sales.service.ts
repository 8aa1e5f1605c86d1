import { USERS_MSG } from '@contract/users';
import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  COMMERCE_MSG,
  PLATFORMS,
  type TPurchase,
  type TSale,
  type TSalesQuery,
} from '@contract/commerce';
import { MONTEVIDEO_TIME_ZONE, montevideoStamp } from '@contract/time';
import type { Db } from '../../db/client';
import { refundMail } from '../../mail/templates';
import { ProviderError } from '../../payments';
import { badGateway, badRequest, conflict, forbidden, notFound } from '../../plugins/http-error';
import { listProductFiles } from '../catalog';
import { plans, recipes } from '../catalog/catalog.tables';
import { completionOf } from '../clinical';
import { users } from '../users/users.tables';
import { purchases, sales } from './commerce.tables';
import { grant, revokeSale, type Settlement, type CommerceDeps } from './settlement.service';
import { findProduct, isEbook } from './products';

type SaleRow = typeof sales.$inferSelect;
type PurchaseRow = typeof purchases.$inferSelect;

export function saleToApi(s: SaleRow): TSale {
  return {
    _id: s.id,
    producto: s.producto,
    productoId: s.productoId,
    typeProduct: s.productKind,
    userId: s.userId,
    userEmail: s.userEmail,
    monto: s.monto,
    plataforma: s.plataforma,
    payment_id: s.paymentId,
    createdAt: s.createdAt.toISOString(),
    refundedAt: s.refundedAt?.toISOString() ?? null,
  };
}

function purchaseToApi(p: PurchaseRow): TPurchase {
  return {
    _id: p.id,
    producto: p.producto,
    productoId: p.productoId,
    typeProduct: p.productKind,
    monto: p.monto,
    plataforma: p.plataforma,
    payment_id: p.paymentId,
    createdAt: p.createdAt.toISOString(),
    refunded: p.revokedAt !== null,
    used: p.usedAt !== null,
  };
}

/** A client's purchases, newest first (GET compras/{id}). */
export async function listPurchases(db: Db, userId: string): Promise<TPurchase[]> {
  const rows = await db
    .select()
    .from(purchases)
    .where(eq(purchases.userId, userId))
    .orderBy(desc(purchases.createdAt));
  return rows.map(purchaseToApi);
}

/** A paid, not refunded purchase of the product. */
async function ownsProduct(db: Db, userId: string, productId: string): Promise<boolean> {
  const [owned] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(
        eq(purchases.userId, userId),
        eq(purchases.productoId, productId),
        isNotNull(purchases.saleId),
        isNull(purchases.revokedAt),
      ),
    )
    .limit(1);
  return Boolean(owned);
}

/**
 * Whether a user may have a product's files. The admin always; a client with a paid,
 * not refunded purchase, and for a plan that is not an ebook only once the anamnesis
 * and the first control are done (spec §2: 'Descarga tus archivos' appears then; the
 * server holds the same rule, so a copied link does not get around it).
 */
export async function fileAccess(
  db: Db,
  user: { id: string; type: string },
  productId: string,
): Promise<'granted' | 'notBought' | 'formsMissing'> {
  if (user.type === 'admin') return 'granted';
  if (!(await ownsProduct(db, user.id, productId))) return 'notBought';
  const plan = await findProduct(db, 'plan', productId);
  if (!plan || isEbook(plan)) return 'granted';
  const done = await completionOf(db, user.id);
  return done.anamnesisCompleted && done.firstControlCompleted ? 'granted' : 'formsMissing';
}

/** The refusal a client reads for each way of not having the files. */
export function filesRefusal(access: 'notBought' | 'formsMissing') {
  return forbidden(
    access === 'notBought' ? COMMERCE_MSG.filesForBuyers : COMMERCE_MSG.filesAfterForms,
  );
}

/** The download page's list: the product's files, for its buyers and the admin only. */
export async function ownedFiles(
  deps: CommerceDeps & { storage: Parameters<typeof listProductFiles>[0]['storage'] },
  me: { id: string; type: string },
  productId: string,
) {
  const [plan] = await deps.db
    .select({ title: plans.title })
    .from(plans)
    .where(eq(plans.id, productId));
  const [recipe] = plan
    ? []
    : await deps.db.select({ title: recipes.title }).from(recipes).where(eq(recipes.id, productId));
  const product = plan ?? recipe;
  if (!product) throw notFound(COMMERCE_MSG.productNotFound);
  const access = await fileAccess(deps.db, me, productId);
  if (access !== 'granted') throw filesRefusal(access);
  const rows = await listProductFiles(deps, productId);
  return {
    producto: product.title,
    typeProduct: plan ? ('plan' as const) : ('receta' as const),
    files: rows.flatMap((r) => r.avatar.map((name) => ({ name }))),
  };
}

/** Both days are Montevideo calendar days, 'hasta' included. */
function inRange(q: TSalesQuery): SQL | undefined {
  const parts: SQL[] = [];
  if (q.desde)
    parts.push(
      sql`${sales.createdAt} >= (${q.desde}::date)::timestamp at time zone ${MONTEVIDEO_TIME_ZONE}`,
    );
  if (q.hasta)
    parts.push(
      sql`${sales.createdAt} < (${q.hasta}::date + 1)::timestamp at time zone ${MONTEVIDEO_TIME_ZONE}`,
    );
  return parts.length ? and(...parts) : undefined;
}

/** GET ventas: the sales of a period, newest first, with their count and total (refunds excluded). */
export async function listSales(db: Db, q: TSalesQuery) {
  const where = inRange(q);
  const [rows, [total]] = await Promise.all([
    db.select().from(sales).where(where).orderBy(desc(sales.createdAt)),
    db
      .select({
        ventas: sql<number>`(count(*) filter (where ${sales.refundedAt} is null))::int`,
        monto: sql<string>`(coalesce(sum(${sales.monto}) filter (where ${sales.refundedAt} is null), 0))::numeric(14,2)::text`,
      })
      .from(sales)
      .where(where),
  ]);
  return { data: rows.map(saleToApi), total: total! };
}

/**
 * One CSV cell: quoted, and a leading = + - @ neutralised so a product title can never
 * become a spreadsheet formula on the accountant's machine.
 */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * The sales as CSV for the accountant: semicolons and decimal commas, as a spreadsheet
 * set to Spanish (Uruguay) opens them, with a BOM so accents survive.
 */
export async function salesCsv(db: Db, q: TSalesQuery): Promise<string> {
  const { data } = await listSales(db, q);
  const head = [
    'Fecha',
    'Producto',
    'Tipo',
    'Email',
    'Monto (UYU)',
    'Plataforma',
    'Transacción',
    'Reembolsada',
  ];
  const lines = data.map((s) =>
    [
      montevideoStamp(new Date(s.createdAt)),
      s.producto,
      s.typeProduct,
      s.userEmail,
      s.monto.replace('.', ','),
      s.plataforma,
      s.payment_id ?? '',
      s.refundedAt ? montevideoStamp(new Date(s.refundedAt)) : '',
    ]
      .map(cell)
      .join(';'),
  );
  return `\uFEFF${[head.map(cell).join(';'), ...lines].join('\r\n')}\r\n`;
}

/**
 * A full refund: through the provider first (its idempotency key makes a retried refund
 * one refund), then access is revoked and the client told. A manual assignment has no
 * payment to return: only its access is revoked.
 */
export async function refundSale(deps: CommerceDeps, saleId: string): Promise<TSale> {
  const [sale] = await deps.db.select().from(sales).where(eq(sales.id, saleId));
  if (!sale) throw notFound(COMMERCE_MSG.saleNotFound);
  if (sale.refundedAt) throw conflict(COMMERCE_MSG.alreadyRefunded);
  if (sale.paymentId && sale.plataforma !== PLATFORMS.manual) {
    if (!deps.payments) throw conflict(COMMERCE_MSG.paymentsOff);
    try {
      await deps.payments.refund(sale.paymentId, `refund:${sale.id}`);
    } catch (err) {
      if (err instanceof ProviderError) throw badGateway(COMMERCE_MSG.refundFailed);
      throw err;
    }
  }
  await revokeSale(deps, sale);
  const [after] = await deps.db.select().from(sales).where(eq(sales.id, saleId));
  return saleToApi(after!);
}

/** Tells the client their purchase was refunded and its access closed. */
export async function sendRefundMail(deps: CommerceDeps, sale: TSale): Promise<void> {
  if (!sale.userId) return;
  const [client] = await deps.db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, sale.userId));
  if (!client) return;
  await deps.mailer.send(
    refundMail(client.email, client.name, {
      producto: sale.producto,
      monto: sale.monto,
      transactionId: sale.payment_id,
    }),
  );
}

/**
 * POST manualsuccess: the admin gives a client a plan with the same effects as a paid
 * one, recorded as a 'Manual' sale at the plan's price from the database.
 */
export async function assignPlan(
  deps: CommerceDeps,
  input: { productoId: string; userId: string },
): Promise<Settlement> {
  const product = await findProduct(deps.db, 'plan', input.productoId);
  if (!product) throw notFound(COMMERCE_MSG.productNotFound);
  if (isEbook(product))
    throw badRequest(COMMERCE_MSG.ebookNotAssignable, {
      productoId: COMMERCE_MSG.ebookNotAssignable,
    });
  const delivery = await deps.db.transaction((tx) =>
    grant(tx, deps.clock, input.userId, product, {
      orderId: null,
      monto: product.costPesos,
      plataforma: PLATFORMS.manual,
      paymentId: null,
    }),
  );
  if (!delivery) throw notFound(USERS_MSG.notFound);
  return delivery;
}
