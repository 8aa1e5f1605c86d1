import { and, asc, count, isNotNull, isNull, sql } from 'drizzle-orm';
import type { CFE_PURPOSES } from '@contract/invoicing';
import { splitTax, TAX_RATES, type TCfeType, type TTaxRate } from '@contract/fiscal';
import type { TCfeReport } from '@contract/invoicing';
import { MONTEVIDEO_TIME_ZONE } from '@contract/time';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { sales } from '../commerce/commerce.tables';
import { invoices } from './invoicing.tables';

/*
 * The month's documents for her accountant (issue 34): each one issued, the totals by
 * tax rate of sales and of credit notes, and the check that they equal the sales ledger
 * of the same month (sales made minus refunds made, gifts excluded).
 */

const cents = (amount: string) => Math.round(Number(amount) * 100);
const money = (c: number) => (c / 100).toFixed(2);

/** A timestamp column inside the Montevideo month 'YYYY-MM'. */
function inMonth(column: AnyPgColumn, month: string) {
  const start = sql`(${`${month}-01`}::date)::timestamp at time zone ${MONTEVIDEO_TIME_ZONE}`;
  const end = sql`((${`${month}-01`}::date + interval '1 month')::date)::timestamp at time zone ${MONTEVIDEO_TIME_ZONE}`;
  return sql`(${column} >= ${start} and ${column} < ${end})`;
}

type Purpose = (typeof CFE_PURPOSES)[number];

function totalsByRate(rows: { purpose: Purpose; taxRate: TTaxRate | null; grossAmount: string }[]) {
  return TAX_RATES.flatMap((iva) => {
    const of = rows.filter((r) => r.taxRate === iva);
    if (of.length === 0) return [];
    let net = 0;
    let tax = 0;
    for (const r of of) {
      const split = splitTax(r.grossAmount, iva);
      net += cents(split.net);
      tax += cents(split.tax);
    }
    return [
      { iva, cantidad: of.length, neto: money(net), impuesto: money(tax), total: money(net + tax) },
    ];
  });
}

export async function monthReport(db: Db, month: string): Promise<TCfeReport> {
  const rows = await db
    .select()
    .from(invoices)
    .where(and(isNotNull(invoices.issuedAt), inMonth(invoices.occurredAt, month)))
    .orderBy(asc(invoices.occurredAt));
  const [pending] = await db
    .select({ n: count() })
    .from(invoices)
    .where(and(isNull(invoices.issuedAt), inMonth(invoices.occurredAt, month)));
  // Money of the month in the ledger: charged sales made in it, less the refunds made in it.
  const [ledger] = await db
    .select({
      made: sql<string>`coalesce(sum(${sales.monto}) filter (where ${inMonth(sales.createdAt, month)}), 0)::numeric(14,2)::text`,
      refunded: sql<string>`coalesce(sum(${sales.monto}) filter (where ${sales.refundedAt} is not null and ${inMonth(sales.refundedAt, month)}), 0)::numeric(14,2)::text`,
    })
    .from(sales)
    .where(sql`${sales.monto} > 0`);
  const ofSales = rows.filter((r) => r.purpose === 'venta');
  const notes = rows.filter((r) => r.purpose === 'reembolso');
  const sum = (list: typeof rows) => list.reduce((acc, r) => acc + cents(r.grossAmount), 0);
  return {
    mes: month,
    comprobantes: rows.map((r) => ({
      _id: r.id,
      tipo: r.cfeType as TCfeType,
      serie: r.series ?? '',
      numero: r.number ?? 0,
      emitidoAt: r.issuedAt!.toISOString(),
      producto: r.concept,
      // Recorded with the document: an issued one always has its rate.
      iva: r.taxRate!,
      total: r.grossAmount,
    })),
    ventas: totalsByRate(ofSales),
    notasCredito: totalsByRate(notes),
    neto: money(sum(ofSales) - sum(notes)),
    ventasDelMes: money(cents(ledger!.made) - cents(ledger!.refunded)),
    pendientes: pending?.n ?? 0,
  };
}
