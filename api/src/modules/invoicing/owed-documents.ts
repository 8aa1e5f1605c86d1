import { and, eq } from 'drizzle-orm';
import { isCourtesy } from '@contract/commerce';
import { CFE_TYPES, creditNoteOf, type TCfeType } from '@contract/fiscal';
import type { DbOrTx } from '../users';
import type { CfeReceptor } from '../../invoicing';
import type { SaleHooks } from '../commerce';
import { paymentOrders } from '../commerce/commerce.tables';
import { users } from '../users/users.tables';
import { invoices } from './invoicing.tables';

/*
 * What each sale owes the tax authority, written in the sale's own transaction (commerce's
 * SaleHooks): a row per document, which the issuer (issuer.ts) sends to the provider after
 * the commit. A payment notified twice records one sale, so one row; a gift owes nothing.
 */

type SaleRow = Parameters<SaleHooks['saleRecorded']>[1];

/**
 * Who the document names: the RUT asked at checkout (an e-Factura); for a sale without a
 * checkout (her assignment), the RUT of the profile; else the buyer's CI when they gave
 * one, for the provider that asks it; else nobody (an e-Ticket to a final consumer).
 */
async function receptorOf(tx: DbOrTx, sale: SaleRow): Promise<CfeReceptor | null> {
  if (!sale.userId) return null;
  const [buyer] = await tx
    .select({
      name: users.name,
      address: users.address,
      rut: users.rut,
      razonSocial: users.razonSocial,
      ci: users.ci,
    })
    .from(users)
    .where(eq(users.id, sale.userId));
  if (!buyer) return null;
  const [order] = sale.orderId
    ? await tx
        .select({ rut: paymentOrders.invoiceRut, name: paymentOrders.invoiceName })
        .from(paymentOrders)
        .where(eq(paymentOrders.id, sale.orderId))
    : [];
  const rut = order ? order : { rut: buyer.rut, name: buyer.razonSocial };
  if (rut.rut)
    return { kind: 'RUT', document: rut.rut, name: rut.name ?? buyer.name, address: buyer.address };
  return buyer.ci ? { kind: 'CI', document: buyer.ci, name: buyer.name } : null;
}

const receptorColumns = (r: CfeReceptor | null) => ({
  receptorKind: r?.kind ?? null,
  receptorDocument: r?.document ?? null,
  receptorName: r?.name ?? null,
  receptorAddress: r?.kind === 'RUT' ? r.address : null,
});

/** The receptor a row names, as the provider needs it. */
export function receptorOfRow(row: typeof invoices.$inferSelect): CfeReceptor | null {
  if (!row.receptorKind || !row.receptorDocument) return null;
  const name = row.receptorName ?? '';
  return row.receptorKind === 'RUT'
    ? { kind: 'RUT', document: row.receptorDocument, name, address: row.receptorAddress }
    : { kind: 'CI', document: row.receptorDocument, name };
}

/**
 * The hooks commerce calls as a sale is recorded or refunded. `enabled`: whether CFEs are
 * issued at all; without a provider nothing is owed (she issues them by hand elsewhere).
 */
export function invoicingSaleHooks(
  enabled: boolean,
): Pick<SaleHooks, 'saleRecorded' | 'saleRefunded'> {
  return {
    async saleRecorded(tx, sale, product) {
      if (!enabled || isCourtesy(sale.monto)) return;
      const receptor = await receptorOf(tx, sale);
      const type: TCfeType = receptor?.kind === 'RUT' ? CFE_TYPES.eFactura : CFE_TYPES.eTicket;
      await tx
        .insert(invoices)
        .values({
          saleId: sale.id,
          userId: sale.userId,
          purpose: 'venta',
          cfeType: type,
          concept: sale.producto,
          grossAmount: sale.monto,
          taxRate: product.taxRate,
          ...receptorColumns(receptor),
          occurredAt: sale.createdAt,
          createdAt: sale.createdAt,
          nextAttemptAt: sale.createdAt,
        })
        .onConflictDoNothing();
    },

    async saleRefunded(tx, sale, at) {
      // Only a sale that owed a document owes its credit note (not a gift, not a sale
      // made before invoicing was configured). It cancels that document, for its amount.
      const [original] = await tx
        .select()
        .from(invoices)
        .where(and(eq(invoices.saleId, sale.id), eq(invoices.purpose, 'venta')));
      if (!original) return;
      await tx
        .insert(invoices)
        .values({
          saleId: sale.id,
          userId: sale.userId,
          purpose: 'reembolso',
          cfeType: creditNoteOf(original.cfeType as TCfeType),
          concept: original.concept,
          grossAmount: original.grossAmount,
          taxRate: original.taxRate,
          receptorKind: original.receptorKind,
          receptorDocument: original.receptorDocument,
          receptorName: original.receptorName,
          receptorAddress: original.receptorAddress,
          occurredAt: at,
          createdAt: at,
          nextAttemptAt: at,
        })
        .onConflictDoNothing();
    },
  };
}
