import { USERS_MSG } from '@contract/users';
import { stringify } from 'csv-stringify/sync';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  COMMERCE_MSG,
  isCourtesy,
  PLATFORMS,
  SALE_LABELS,
  type TPurchase,
  type TSale,
  type TSalesQuery,
} from '@contract/commerce';
import type { TCreditLot } from '@contract/credits';
import { CFE_TYPE_LABELS } from '@contract/fiscal';
import { cfeName, type TBuyerCfe, type TCfe } from '@contract/invoicing';
import { MONTEVIDEO_TIME_ZONE, montevideoStamp } from '@contract/time';
import type { Db } from '../../db/client';
import { refundMail } from '../../mail/templates';
import { ProviderError } from '../../payments';
import { badGateway, badRequest, conflict, forbidden, notFound } from '../../http/http-error';
import { completionOf } from '../clinical';
import { users } from '../users/users.tables';
import { purchases, sales } from './commerce.tables';
import { creditLots } from './credits.service';
import {
  grant,
  holdsPurchase,
  revokeSale,
  type SaleDocuments,
  type Settlement,
} from './entitlements.service';
import type { CommerceDeps } from './settlement.service';
import { findProduct, isEbook } from './products';

type SaleRow = typeof sales.$inferSelect;
type PurchaseRow = typeof purchases.$inferSelect;

type Documents = Awaited<ReturnType<SaleDocuments['ofSales']>>;
const NO_DOCUMENTS = { comprobante: null, notaCredito: null };

export function saleToApi(s: SaleRow, documents: Documents = new Map()): TSale {
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
    refundDue: s.refundDue,
    ...(documents.get(s.id) ?? NO_DOCUMENTS),
  };
}

/** The buyer sees what a CFE is and whether it is issued, not the provider's errors. */
const forBuyer = (c: TCfe | null): TBuyerCfe | null =>
  c && {
    _id: c._id,
    tipo: c.tipo,
    estado: c.estado,
    serie: c.serie,
    numero: c.numero,
    emitidoAt: c.emitidoAt,
  };

function purchaseToApi(p: PurchaseRow, documents: Documents, lot: TCreditLot | null): TPurchase {
  const docs = (p.saleId && documents.get(p.saleId)) || NO_DOCUMENTS;
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
    creditos: lot,
    comprobante: forBuyer(docs.comprobante),
    notaCredito: forBuyer(docs.notaCredito),
  };
}

/** A client's purchases, newest first (GET compras/{id}). */
export async function listPurchases(
  deps: Pick<CommerceDeps, 'db' | 'saleDocuments'>,
  userId: string,
): Promise<TPurchase[]> {
  const rows = await deps.db
    .select()
    .from(purchases)
    .where(eq(purchases.userId, userId))
    .orderBy(desc(purchases.createdAt));
  const documents = await deps.saleDocuments.ofSales(
    rows.flatMap((p) => (p.saleId ? [p.saleId] : [])),
  );
  const lots = new Map((await creditLots(deps.db, userId)).map((l) => [l.purchaseId, l]));
  return rows.map((p) => purchaseToApi(p, documents, lots.get(p.id) ?? null));
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
  if (!(await holdsPurchase(db, user.id, productId, { paid: true }))) return 'notBought';
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

/**
 * Money received (DECISIONS §9): a sale not refunded, not to be refunded, and not a
 * courtesy ('Sin cargo', 0). The one rule for Ventas' totals and the CSV.
 */
const received = sql`(${sales.refundedAt} is null and not ${sales.refundDue} and ${sales.monto} > 0)`;

/** What of a sale was money received: its amount, or 0. */
export const receivedOf = (s: TSale) =>
  !s.refundedAt && !s.refundDue && !isCourtesy(s.monto) ? s.monto : '0.00';

/** GET ventas: the sales of a period, newest first, with the count and total of money received. */
export async function listSales(deps: Pick<CommerceDeps, 'db' | 'saleDocuments'>, q: TSalesQuery) {
  const where = inRange(q);
  const [rows, [total]] = await Promise.all([
    deps.db.select().from(sales).where(where).orderBy(desc(sales.createdAt)),
    deps.db
      .select({
        ventas: sql<number>`(count(*) filter (where ${received}))::int`,
        monto: sql<string>`(coalesce(sum(${sales.monto}) filter (where ${received}), 0))::numeric(14,2)::text`,
      })
      .from(sales)
      .where(where),
  ]);
  const documents = await deps.saleDocuments.ofSales(rows.map((s) => s.id));
  return {
    data: rows.map((s) => saleToApi(s, documents)),
    total: total!,
    facturacion: deps.saleDocuments.enabled,
  };
}

/** What a sale's amount was, when it was not money received ('' when it was). */
function saleState(s: TSale): string {
  if (s.refundedAt) return SALE_LABELS.refunded;
  if (s.refundDue) return SALE_LABELS.refundDue;
  return isCourtesy(s.monto) ? SALE_LABELS.courtesy : '';
}

/** A sale's CFE in three cells: its type, series and number; 'Pendiente' while it waits. */
function cfeCells(c: TCfe | null): string[] {
  if (!c) return ['', '', ''];
  if (c.estado === 'pendiente') return [`${CFE_TYPE_LABELS[c.tipo]} (pendiente)`, '', ''];
  return [CFE_TYPE_LABELS[c.tipo], c.serie ?? '', String(c.numero ?? '')];
}

/**
 * The sales as CSV for the accountant: semicolons and decimal commas, as a spreadsheet
 * set to Spanish (Uruguay) opens them, with a BOM so accents survive. Every cell is quoted,
 * and a leading = + - @ is neutralised (`escape_formulas`) so a product title can never
 * become a spreadsheet formula on the accountant's machine.
 */
export async function salesCsv(
  deps: Pick<CommerceDeps, 'db' | 'saleDocuments'>,
  q: TSalesQuery,
): Promise<string> {
  const { data, total } = await listSales(deps, q);
  const head = [
    'Fecha',
    'Producto',
    'Tipo',
    'Email',
    'Monto (UYU)',
    'Plataforma',
    'Transacción',
    'Reembolsada',
    'Estado',
    'Cobrado (UYU)',
    'Comprobante',
    'Serie',
    'Número',
    'Nota de crédito',
  ];
  const lines = data.map((s) => [
    montevideoStamp(new Date(s.createdAt)),
    s.producto,
    s.typeProduct,
    s.userEmail,
    s.monto.replace('.', ','),
    s.plataforma,
    s.payment_id ?? '',
    s.refundedAt ? montevideoStamp(new Date(s.refundedAt)) : '',
    saleState(s),
    receivedOf(s).replace('.', ','),
    ...cfeCells(s.comprobante),
    s.notaCredito ? cfeName(s.notaCredito) : '',
  ]);
  const totalLine = [
    '',
    'Total cobrado',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    total.monto.replace('.', ','),
    '',
    '',
    '',
    '',
  ];
  return stringify([head, ...lines, totalLine], {
    delimiter: ';',
    quoted: true,
    quoted_empty: true,
    record_delimiter: 'windows',
    bom: true,
    escape_formulas: true,
  });
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
  return saleToApi(after!, await deps.saleDocuments.ofSales([saleId]));
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
      // A second payment of something owned: the first purchase stays.
      keepsAccess: sale.refundDue,
    }),
  );
}

/**
 * POST manualsuccess: the admin gives a client a plan with the same effects as a paid
 * one, recorded as a 'Manual' sale for the amount she charged (0: a courtesy, 'Sin
 * cargo'; not said: the plan's price from the database).
 */
export async function assignPlan(
  deps: CommerceDeps,
  input: { productoId: string; userId: string; monto?: string },
): Promise<Settlement> {
  const product = await findProduct(deps.db, 'plan', input.productoId);
  if (!product) throw notFound(COMMERCE_MSG.productNotFound);
  if (isEbook(product))
    throw badRequest(COMMERCE_MSG.ebookNotAssignable, {
      productoId: COMMERCE_MSG.ebookNotAssignable,
    });
  const delivery = await deps.db.transaction((tx) =>
    grant(tx, deps, input.userId, product, {
      orderId: null,
      monto: input.monto ?? product.costPesos,
      plataforma: PLATFORMS.manual,
      paymentId: null,
    }),
  );
  if (!delivery) throw notFound(USERS_MSG.notFound);
  return delivery;
}
