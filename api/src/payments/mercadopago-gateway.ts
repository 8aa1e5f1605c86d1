import {
  MercadoPagoConfig,
  MercadoPagoError,
  Payment,
  PaymentRefund,
  Preference,
} from 'mercadopago';
// The SDK's base address is a static of this internal module (mercadopago@3.6.1, pinned):
// the only way to point it at MP_API_URL, which tests set to a local fake of the API.
import { AppConfig } from 'mercadopago/dist/utils/config';
import { fromCents, ProviderError, toCents, type PaymentGateway } from './gateway';

interface Options {
  accessToken: string;
  apiUrl: string;
  /** Per call; Mercado Pago waits 22 s for a webhook answer, so ours stay well below. */
  timeoutMs?: number;
  maxRetries?: number;
}

/** Checkout Pro through the official SDK (see ../shared/notes/mercadopago.md). */
export function createMercadoPagoGateway(opts: Options): PaymentGateway {
  // `readonly` in its types only: a plain static property at run time.
  Object.defineProperty(AppConfig, 'BASE_URL', { value: opts.apiUrl });
  // A fresh config per call: the SDK writes per-call options (idempotency keys) back into
  // the config it was given and reuses them on later calls (sdk-nodejs issue #481).
  const config = () =>
    new MercadoPagoConfig({
      accessToken: opts.accessToken,
      options: { timeout: opts.timeoutMs ?? 8000, maxRetries: opts.maxRetries ?? 2 },
    });

  async function call<T>(what: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      throw new ProviderError(`Mercado Pago: ${what} failed`, err);
    }
  }

  return {
    provider: 'mercadopago',

    async createCheckout(r) {
      const answer = await call('create preference', () =>
        new Preference(config()).create({
          body: {
            items: [
              {
                id: r.productId,
                title: r.title,
                quantity: 1,
                unit_price: Number(r.amount),
                currency_id: 'UYU',
              },
            ],
            payer: { email: r.payerEmail },
            external_reference: r.orderId,
            notification_url: r.notificationUrl,
            back_urls: { success: r.returnUrl, pending: r.returnUrl, failure: r.returnUrl },
            auto_return: 'approved',
            expires: true,
            expiration_date_to: r.expiresAt.toISOString(),
            statement_descriptor: 'NUTRICION',
            // Her limit per product ('Hasta 3 cuotas'); 1 pays at once.
            payment_methods: { installments: r.installments },
          },
          requestOptions: { idempotencyKey: `preference:${r.orderId}` },
        }),
      );
      if (!answer.init_point) throw new ProviderError('Mercado Pago: no init_point');
      return { preferenceId: answer.id ?? null, initPoint: answer.init_point };
    },

    async getPayment(id) {
      try {
        const p = await new Payment(config()).get({ id });
        const cents = toCents(p.transaction_amount ?? -1);
        return {
          id: String(p.id ?? id),
          status: p.status ?? 'unknown',
          amount: cents === null ? 'invalid' : fromCents(cents),
          currency: p.currency_id ?? '',
          externalReference: p.external_reference ?? null,
        };
      } catch (err) {
        if (err instanceof MercadoPagoError && err.status === 404) return null;
        throw new ProviderError('Mercado Pago: read payment failed', err);
      }
    },

    async refund(paymentId, idempotencyKey) {
      await call('refund', () =>
        new PaymentRefund(config()).total({
          payment_id: paymentId,
          requestOptions: { idempotencyKey },
        }),
      );
    },
  };
}
