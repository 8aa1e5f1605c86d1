import webpush from 'web-push';
import { loadOrCreateKeptFile } from '../../kept-file';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The server's VAPID pair when VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are not set: made once
 * and kept in DATA_DIR/vapid-keys.json, so devices stay subscribed across restarts (a new
 * pair would silently end every subscription).
 */
export async function loadOrCreateVapidKeys(dataDir: string): Promise<VapidKeys> {
  const text = await loadOrCreateKeptFile(dataDir, 'vapid-keys.json', () =>
    JSON.stringify(webpush.generateVAPIDKeys()),
  );
  const keys = JSON.parse(text) as Partial<VapidKeys>;
  if (typeof keys.publicKey !== 'string' || typeof keys.privateKey !== 'string')
    throw new Error(
      `${dataDir}/vapid-keys.json no tiene un par de claves válido: borralo para que se genere otro, o configurá VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY.`,
    );
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}

/** A pair for a server that keeps none (tests, scripts): its subscriptions end with it. */
export const ephemeralVapidKeys = (): VapidKeys => webpush.generateVAPIDKeys();
