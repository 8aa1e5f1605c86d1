import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for a browser's push service (FCM, Mozilla's, Apple's) on 127.0.0.1, and the
 * browsers subscribed to it: each has its own key pair and secret, as a real one does, and
 * reads what arrives by decrypting it (RFC 8291, aes128gcm), so a test sees the push as the
 * phone would. What each address answers can be set (201, or 410 for a subscription the
 * browser dropped, or 500 for a service that is down).
 */
export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface StandInBrowser {
  /** What `subscription.toJSON()` gives in a browser. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The pushes that reached this browser, decrypted. */
  received(): { payload: Record<string, unknown>; headers: http.IncomingHttpHeaders }[];
  /** What the service answers for this browser from now on. */
  answer(status: number): void;
}

export interface PushServiceStandIn {
  origin: string;
  all: ReceivedPush[];
  browser(): StandInBrowser;
  close(): Promise<void>;
}

export async function startPushService(): Promise<PushServiceStandIn> {
  const all: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      // What arrived, for a test in another process (the browser tests' workers).
      if (req.method === 'GET' && path === '/__received') {
        const list = all.map((p) => ({ ...p, body: p.body.toString('base64') }));
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(list));
        return;
      }
      const status = answers.get(path) ?? 201;
      if (status === 201) all.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let n = 0;
  return {
    origin,
    all,
    browser() {
      n += 1;
      const path = `/push/${n}-${randomBytes(6).toString('hex')}`;
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const authSecret = randomBytes(16);
      return {
        subscription: {
          endpoint: `${origin}${path}`,
          keys: {
            p256dh: publicKey.toString('base64url'),
            auth: authSecret.toString('base64url'),
          },
        },
        received: () =>
          all
            .filter((p) => p.path === path)
            .map((p) => ({
              payload: JSON.parse(
                decrypt(p.body, ecdh.getPrivateKey(), publicKey, authSecret).toString('utf8'),
              ) as Record<string, unknown>,
              headers: p.headers,
            })),
        answer: (status) => void answers.set(path, status),
      };
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/**
 * RFC 8291 / RFC 8188 decryption of one aes128gcm record, as the browser does it: the
 * header (salt, record size, the sender's public key), then the key and nonce derived from
 * the shared ECDH secret and the subscription's auth secret.
 */
export function decrypt(
  body: Buffer,
  uaPrivate: Buffer,
  uaPublic: Buffer,
  authSecret: Buffer,
): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const asPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(uaPrivate);
  const shared = ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then any padding zeros.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end);
}
