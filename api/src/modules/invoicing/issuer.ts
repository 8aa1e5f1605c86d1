import { and, asc, eq, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { CFE_TYPE_LABELS, type TCfeType, type TTaxRate } from '@contract/fiscal';
import { cfeName, INVOICING_MSG } from '@contract/invoicing';
import { PATHS } from '@contract/pages';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { InvoicingError, type InvoicingGateway, type IssuedCfe } from '../../invoicing';
import type { Mailer } from '../../mail/mailer';
import { invoiceMail } from '../../mail/templates';
import { sendOnce } from '../../mail/send-once';
import { findProduct } from '../commerce';
import { sales } from '../commerce/commerce.tables';
import { users } from '../users/users.tables';
import { invoices } from './invoicing.tables';
import { receptorOfRow } from './owed-documents';

/*
 * Issuing what is owed (owed-documents.ts), after the sale and never inside it: the
 * periodic job (app.ts) and her 'Reintentar' call `issueInvoice`, which claims the row
 * for a short lease so two servers never send one document at once, asks the provider,
 * records the answer, then mails the buyer the PDF. The provider's own uniqueness of our
 * id ('numero_interno') covers the rest: a try whose answer was lost is looked up, not
 * issued again.
 */

export interface IssuerDeps {
  db: Db;
  clock: Clock;
  config: Config;
  mailer: Mailer;
  invoicing: InvoicingGateway | null;
  log: FastifyBaseLogger;
}

type InvoiceRow = typeof invoices.$inferSelect;

/** After each failed try, minutes until the next: doubling up to an hour, then hourly. */
const RETRY_AFTER_MIN = [1, 2, 4, 8, 16, 32, 60];
/** A claimed row is this server's for this long (a provider call times out well before). */
const LEASE_MS = 2 * 60_000;
/** A document waiting for something she does (a product's rate) is looked at again soon. */
const WAIT_MS = 5 * 60_000;

const retryAfter = (attempts: number) =>
  RETRY_AFTER_MIN[Math.min(attempts, RETRY_AFTER_MIN.length) - 1]! * 60_000;

const later = (now: Date, ms: number) => new Date(now.getTime() + ms);

/** Every owed document that is due, oldest first; how many were issued. */
export async function issueDueInvoices(deps: IssuerDeps): Promise<number> {
  if (!deps.invoicing) return 0;
  const due = await deps.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        or(isNull(invoices.issuedAt), isNull(invoices.mailedAt)),
        lte(invoices.nextAttemptAt, deps.clock.now()),
      ),
    )
    .orderBy(asc(invoices.occurredAt))
    .limit(50);
  let issued = 0;
  for (const { id } of due) if (await issueInvoice(deps, id)) issued += 1;
  return issued;
}

/**
 * Claims one document, issues it (or learns that an earlier try did) and mails it. True
 * when it was issued by this call.
 */
export async function issueInvoice(deps: IssuerDeps, id: string): Promise<boolean> {
  const gateway = deps.invoicing;
  if (!gateway) return false;
  const now = deps.clock.now();
  const [row] = await deps.db
    .update(invoices)
    .set({ nextAttemptAt: later(now, LEASE_MS) })
    .where(
      and(
        eq(invoices.id, id),
        or(isNull(invoices.issuedAt), isNull(invoices.mailedAt)),
        lte(invoices.nextAttemptAt, now),
      ),
    )
    .returning();
  if (!row) return false;
  const issuedNow = !row.issuedAt && (await issue(deps, gateway, row));
  if (issuedNow || row.issuedAt) await mailInvoice(deps, gateway, id);
  return issuedNow;
}

/** Waits without counting a try: the document cannot be sent yet, through nobody's fault. */
const wait = (deps: IssuerDeps, row: InvoiceRow, reason: string) =>
  deps.db
    .update(invoices)
    .set({ lastError: reason, nextAttemptAt: later(deps.clock.now(), WAIT_MS) })
    .where(eq(invoices.id, row.id));

async function issue(deps: IssuerDeps, gateway: InvoicingGateway, row: InvoiceRow) {
  let reference;
  if (row.purpose === 'reembolso') {
    const [original] = await deps.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.saleId, row.saleId), eq(invoices.purpose, 'venta')));
    if (!original?.issuedAt || !original.series || original.number === null) {
      await wait(deps, row, INVOICING_MSG.waitsForSale);
      return false;
    }
    reference = {
      type: original.cfeType as TCfeType,
      series: original.series,
      number: original.number,
      reason: 'Reembolso de la venta',
    };
  }
  const taxRate = row.taxRate ?? (await currentTaxRate(deps.db, row));
  if (!taxRate) {
    await wait(deps, row, INVOICING_MSG.noTaxRate);
    return false;
  }
  const attempts = row.attempts + 1;
  try {
    // A try before this one may have reached the provider with its answer lost.
    const found = row.attempts > 0 ? await gateway.find(row.id, row.createdAt) : null;
    const cfe =
      found ??
      (await gateway.issue({
        internalId: row.id,
        type: row.cfeType as TCfeType,
        date: row.occurredAt,
        item: { concept: row.concept, grossAmount: row.grossAmount, taxRate },
        receptor: receptorOfRow(row),
        reference,
      }));
    await record(deps, row, cfe, taxRate, attempts);
    return true;
  } catch (err) {
    const message =
      err instanceof InvoicingError ? err.message : `${INVOICING_MSG.unreachable} (error interno)`;
    if (!(err instanceof InvoicingError))
      deps.log.error({ err, invoice: row.id }, 'invoice failed');
    else deps.log.warn({ invoice: row.id, attempts, error: message }, 'invoice not issued');
    await deps.db
      .update(invoices)
      .set({
        attempts,
        taxRate,
        lastError: message,
        nextAttemptAt: later(deps.clock.now(), retryAfter(attempts)),
      })
      .where(eq(invoices.id, row.id));
    return false;
  }
}

/**
 * The rate of the product sold, read when the document is sent: she may set it after the
 * sale, and the document waited for it.
 */
async function currentTaxRate(db: Db, row: InvoiceRow): Promise<TTaxRate | null> {
  const [sale] = await db
    .select({ kind: sales.productKind, id: sales.productoId })
    .from(sales)
    .where(eq(sales.id, row.saleId));
  if (!sale) return null;
  const product = await findProduct(db, sale.kind, sale.id ?? undefined);
  return product?.taxRate ?? null;
}

function record(
  deps: IssuerDeps,
  row: InvoiceRow,
  cfe: IssuedCfe,
  taxRate: TTaxRate,
  attempts: number,
) {
  const now = deps.clock.now();
  return deps.db
    .update(invoices)
    .set({
      issuedAt: now,
      providerId: cfe.providerId,
      series: cfe.series,
      number: cfe.number,
      securityCode: cfe.securityCode,
      taxRate,
      attempts,
      lastError: null,
      // Its mail is due now; a buyer erased meanwhile has nobody to mail.
      nextAttemptAt: now,
      ...(row.userId ? {} : { mailedAt: now }),
    })
    .where(and(eq(invoices.id, row.id), isNull(invoices.issuedAt)));
}

/** The PDF's file name: 'e-Ticket-A-12.pdf'. */
export const pdfName = (row: Pick<InvoiceRow, 'cfeType' | 'series' | 'number'>) =>
  `${CFE_TYPE_LABELS[row.cfeType as TCfeType].replace(/\s+/g, '-')}-${row.series}-${row.number}.pdf`;

/** Mails the buyer their issued document once, the PDF attached; a failure is tried later. */
async function mailInvoice(deps: IssuerDeps, gateway: InvoicingGateway, id: string) {
  const [row] = await deps.db.select().from(invoices).where(eq(invoices.id, id));
  if (!row?.issuedAt || row.mailedAt || !row.userId || !row.providerId) return;
  const [buyer] = await deps.db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, row.userId));
  const [original] =
    row.purpose === 'reembolso'
      ? await deps.db
          .select()
          .from(invoices)
          .where(and(eq(invoices.saleId, row.saleId), eq(invoices.purpose, 'venta')))
      : [];
  const pdf = await gateway.pdf(row.providerId).catch((err: unknown) => {
    // The mail still goes: Mis Compras offers the PDF once the provider gives it.
    deps.log.warn({ err, invoice: id }, 'invoice PDF not fetched for its mail');
    return null;
  });
  const name = (r: InvoiceRow) =>
    cfeName({ tipo: r.cfeType as TCfeType, serie: r.series, numero: r.number });
  await sendOnce(
    async () => {
      const claimed = await deps.db
        .update(invoices)
        .set({ mailedAt: deps.clock.now() })
        .where(and(eq(invoices.id, id), isNull(invoices.mailedAt), isNotNull(invoices.issuedAt)))
        .returning({ id: invoices.id });
      return claimed.length > 0;
    },
    () =>
      deps.db
        .update(invoices)
        .set({ mailedAt: null, nextAttemptAt: later(deps.clock.now(), WAIT_MS) })
        .where(eq(invoices.id, id)),
    async () => {
      if (!buyer) return;
      await deps.mailer.send(
        invoiceMail(buyer.email, buyer.name, {
          producto: row.concept,
          monto: row.grossAmount,
          document: name(row),
          cancels: original ? name(original) : undefined,
          url: `${deps.config.publicUrl}${PATHS.purchases(row.userId!)}`,
          pdf: pdf && { filename: pdfName(row), content: pdf },
        }),
      );
    },
  ).catch((err: unknown) => deps.log.warn({ err, invoice: id }, 'invoice mail not sent'));
}
