import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createMercadoPagoGateway, type PaymentGateway } from '../../payments';
import { createTestGateway } from './test-checkout';

/** Mercado Pago with a token; the test checkout without one; nothing in production without one. */
export function createPaymentGateway(config: Config, db: Db): PaymentGateway | null {
  if (config.payments === 'mercadopago')
    return createMercadoPagoGateway({
      accessToken: config.mercadoPago.accessToken!,
      apiUrl: config.mercadoPago.apiUrl,
      // Tests talk to a local fake: a failure there is the answer, not a reason to wait.
      maxRetries: config.env === 'test' ? 0 : 2,
    });
  if (config.payments === 'test') return createTestGateway(db, config.publicUrl);
  return null;
}
