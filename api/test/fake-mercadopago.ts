import { createHmac } from 'node:crypto';
import http from 'node:http';

/** A payment as Mercado Pago's GET /v1/payments/{id} answers it (the fields we read). */
export interface FakePayment {
  id: number;
  status: string;
  transaction_amount: number;
  currency_id: string;
  external_reference: string;
}

export interface FakeRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

/**
 * A local stand-in for the parts of Mercado Pago's HTTP API the shop calls: preferences,
 * reading a payment, refunds. The official SDK talks to it through MP_API_URL, so the
 * real SDK code runs; only the far end is ours. `failNext` makes it answer 500.
 */
export async function startFakeMercadoPago() {
  const requests: FakeRequest[] = [];
  const payments = new Map<string, FakePayment>();
  let failures = 0;
  let nextPreference = 1;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const path = (req.url ?? '').split('?')[0]!;
      requests.push({
        method: req.method ?? '',
        path,
        headers: req.headers,
        body: raw ? JSON.parse(raw) : undefined,
      });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (failures > 0) {
        failures -= 1;
        return send(500, { message: 'internal_error', error: 'internal_error', status: 500 });
      }
      if (req.method === 'POST' && /^\/checkout\/preferences\/?$/.test(path)) {
        const id = `pref-${nextPreference++}`;
        return send(201, {
          id,
          init_point: `https://www.mercadopago.com.uy/checkout/v1/redirect?pref_id=${id}`,
          sandbox_init_point: `https://sandbox.mercadopago.com.uy/checkout/v1/redirect?pref_id=${id}`,
        });
      }
      const payment = /^\/v1\/payments\/(\d+)$/.exec(path);
      if (req.method === 'GET' && payment) {
        const p = payments.get(payment[1]!);
        return p
          ? send(200, p)
          : send(404, { message: 'Payment not found', error: 'not_found', status: 404 });
      }
      const refund = /^\/v1\/payments\/(\d+)\/refunds\/?$/.exec(path);
      if (req.method === 'POST' && refund) {
        const p = payments.get(refund[1]!);
        if (!p) return send(404, { message: 'Payment not found', error: 'not_found', status: 404 });
        p.status = 'refunded';
        return send(201, { id: 900 + p.id, payment_id: p.id, status: 'approved' });
      }
      send(404, { message: 'route not found', error: 'not_found', status: 404 });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    payments,
    failNext(n = 1) {
      failures = n;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** The x-signature header Mercado Pago would send for a notification of `dataId`. */
export function signNotification(secret: string, dataId: string, requestId: string, ts: number) {
  const manifest = `id:${dataId};request-id:${requestId};ts:${ts};`;
  return `ts=${ts},v1=${createHmac('sha256', secret).update(manifest).digest('hex')}`;
}
