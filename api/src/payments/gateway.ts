/**
 * What the shop needs from a payment provider, and nothing more: Mercado Pago behind
 * it in production (mercadopago-gateway.ts), the built-in test checkout on a machine
 * without credentials (test-gateway.ts). Commerce never sees the SDK.
 */

/** A payment as the provider reports it: the only truth a delivery is decided on. */
export interface ProviderPayment {
  id: string;
  /** approved, pending, in_process, rejected, cancelled, refunded, charged_back, ... */
  status: string;
  /** Exact amount as a decimal string with two places ('1500.00'). */
  amount: string;
  currency: string;
  /** Our order id, as we gave it to the checkout. */
  externalReference: string | null;
}

export interface CheckoutRequest {
  orderId: string;
  productId: string;
  title: string;
  /** Decimal string with two places. */
  amount: string;
  payerEmail: string;
  /** Where the buyer comes back to (approved, pending or failed alike). */
  returnUrl: string;
  notificationUrl: string;
  /** After this the checkout refuses to take the payment. */
  expiresAt: Date;
  /** The most cuotas the buyer may split it into (Mercado Pago's `installments`; 1: none). */
  installments: number;
}

export interface Checkout {
  preferenceId: string | null;
  initPoint: string;
}

export interface PaymentGateway {
  readonly provider: 'mercadopago' | 'test';
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Null when the provider knows no such payment. */
  getPayment(id: string): Promise<ProviderPayment | null>;
  /** A full refund; the key makes a retried refund one refund. */
  refund(paymentId: string, idempotencyKey: string): Promise<void>;
}

/** The provider could not be reached or refused the call: nothing was charged or changed. */
export class ProviderError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'ProviderError';
  }
}

/** '1500' / 1500 / '1500.5' -> '1500.00' / '1500.50': amounts compared as exact cents. */
export function toCents(amount: string | number): bigint | null {
  const s = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return null;
  return BigInt(m[1]!) * 100n + BigInt((m[2] ?? '0').padEnd(2, '0'));
}

export function fromCents(cents: bigint): string {
  const whole = cents / 100n;
  const rest = (cents % 100n).toString().padStart(2, '0');
  return `${whole}.${rest}`;
}
