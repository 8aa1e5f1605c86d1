import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { TCfeType } from '@contract/fiscal';
import { INVOICING_MSG, type TCfe } from '@contract/invoicing';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http/http-error';
import type { SaleDocuments } from '../commerce';
import { invoices } from './invoicing.tables';
import { issueInvoice, type IssuerDeps } from './issuer';

type InvoiceRow = typeof invoices.$inferSelect;

/** A document as Ventas shows it; the buyer's view drops the provider's reason (commerce). */
export function cfeToApi(row: InvoiceRow): TCfe {
  return {
    _id: row.id,
    tipo: row.cfeType as TCfeType,
    estado: row.issuedAt ? 'emitido' : 'pendiente',
    serie: row.series,
    numero: row.number,
    emitidoAt: row.issuedAt?.toISOString() ?? null,
    error: row.issuedAt ? null : row.lastError,
    intentos: row.attempts,
    proximoIntento: row.issuedAt ? null : row.nextAttemptAt.toISOString(),
  };
}

/** Commerce's SaleDocuments: each sale's documents in one query, and issuing them. */
export function saleDocuments(deps: IssuerDeps): SaleDocuments {
  const { db } = deps;
  return {
    enabled: deps.invoicing !== null,
    async issueNow(saleId) {
      // Without a provider nothing is attempted: no query after every sale either.
      if (deps.invoicing === null) return;
      const owed = await db
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.saleId, saleId), isNull(invoices.issuedAt)))
        .orderBy(asc(invoices.occurredAt));
      for (const { id } of owed) await issueInvoice(deps, id);
    },
    async ofSales(saleIds) {
      const out = new Map<string, { comprobante: TCfe | null; notaCredito: TCfe | null }>();
      if (saleIds.length === 0) return out;
      const rows = await db.select().from(invoices).where(inArray(invoices.saleId, saleIds));
      for (const row of rows) {
        const docs = out.get(row.saleId) ?? { comprobante: null, notaCredito: null };
        if (row.purpose === 'venta') docs.comprobante = cfeToApi(row);
        else docs.notaCredito = cfeToApi(row);
        out.set(row.saleId, docs);
      }
      return out;
    },
  };
}

/** How many documents are owed and not issued yet: the 'Hoy' card. */
export async function pendingInvoiceCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(invoices).where(isNull(invoices.issuedAt));
  return row?.n ?? 0;
}

export async function findInvoice(db: Db, id: string): Promise<InvoiceRow> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  if (!row) throw notFound(INVOICING_MSG.notFound);
  return row;
}

/** Her 'Reintentar': tries the document now, whatever its wait, and says how it went. */
export async function retryInvoice(deps: IssuerDeps, id: string) {
  const row = await findInvoice(deps.db, id);
  if (row.issuedAt) throw conflict(INVOICING_MSG.alreadyIssued);
  await deps.db
    .update(invoices)
    .set({ nextAttemptAt: deps.clock.now() })
    .where(eq(invoices.id, id));
  const issued = await issueInvoice(deps, id);
  const after = await findInvoice(deps.db, id);
  return {
    message: issued ? INVOICING_MSG.issued : (after.lastError ?? INVOICING_MSG.stillPending),
    comprobante: cfeToApi(after),
  };
}
