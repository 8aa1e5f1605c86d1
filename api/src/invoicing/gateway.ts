import type { TCfeType, TTaxRate } from '@contract/fiscal';

/**
 * What the shop needs from an e-invoicing provider (DECISIONS §14), and nothing more:
 * Biller's REST API behind it in production (biller-gateway.ts), the local fake Biller
 * (fake-biller.ts) for the tests and `npm start`. The invoicing module never sees HTTP.
 */

/** Who the document is made out to: a company with RUT (e-Factura), or a person's CI. */
export type CfeReceptor =
  | { kind: 'RUT'; document: string; name: string; address: string | null }
  | { kind: 'CI'; document: string; name: string };

export interface CfeRequest {
  /**
   * Our id of the document: the provider keeps it ('numero_interno') and refuses a second
   * document with it, so a retry after an answer lost on the way never issues twice.
   */
  internalId: string;
  type: TCfeType;
  /** When the sale (or the refund) happened. */
  date: Date;
  /** One line: the product, its price with IVA included, and its rate. */
  item: { concept: string; grossAmount: string; taxRate: TTaxRate };
  /** Null: a final consumer without identification (an e-Ticket). */
  receptor: CfeReceptor | null;
  /** A credit note's reference: the document it corrects. */
  reference?: { type: TCfeType; series: string; number: number; reason: string };
}

/** A document the provider issued and DGI's numbering gave it. */
export interface IssuedCfe {
  /** The provider's id of it: what its PDF is asked by. */
  providerId: string;
  series: string;
  number: number;
  /** DGI's security code ('hash'), printed on the document. */
  securityCode: string;
}

export interface InvoicingGateway {
  readonly provider: 'biller';
  issue(request: CfeRequest): Promise<IssuedCfe>;
  /**
   * The document issued with our id, or null: how a retry learns that a lost try worked.
   * `since`: when the first try was made (Biller searches from today unless told).
   */
  find(internalId: string, since: Date): Promise<IssuedCfe | null>;
  /** The document's PDF, as the provider renders it (with DGI's QR). */
  pdf(providerId: string): Promise<Buffer>;
}

/**
 * The provider refused the document or could not be reached: nothing was issued. The
 * message is the provider's reason, shown to her in Ventas; `permanent` when retrying the
 * same document cannot help (a validation error), though it is still retried slowly, since
 * she may fix the cause (the product's rate, the buyer's RUT) and the document is owed.
 */
export class InvoicingError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    cause?: unknown,
  ) {
    super(message, { cause });
    this.name = 'InvoicingError';
  }
}
