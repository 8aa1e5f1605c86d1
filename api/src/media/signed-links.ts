import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { loadOrCreateKeptFile } from '../kept-file';

/**
 * Short-lived links to private files (control photos), for an <img> or a plain link that
 * carries no session: the URL's `exp` (unix seconds) and `sig` (HMAC-SHA256 of the path
 * and exp, base64url) are the credential. See docs/decisions/0007.
 */
export interface SignedLinks {
  /** `${path}?exp=…&sig=…`, valid 10 to 15 minutes from `now`. */
  signPath(path: string, now: Date): string;
  /** 'ok' only for a signature this server made over this path and exp, not yet expired. */
  verify(path: string, exp: unknown, sig: unknown, now: Date): LinkCheck;
}

export type LinkCheck = 'ok' | 'invalid' | 'expired';

/** A link lives at least this long... */
export const LINK_MIN_SECONDS = 10 * 60;
/**
 * ...and its expiry is rounded up to this step, so every page load within one step
 * gets the very same URL and the browser's cache of the photo is used.
 */
export const LINK_STEP_SECONDS = 5 * 60;
/** The longest a link can live: what an answer may let a browser keep it. */
export const LINK_MAX_SECONDS = LINK_MIN_SECONDS + LINK_STEP_SECONDS;

export const MIN_SECRET_LENGTH = 32;

/** The expiry a link made at `now` gets: the first step boundary at or after now + 10 min. */
export function linkExpiry(now: Date): number {
  const earliest = Math.ceil(now.getTime() / 1000) + LINK_MIN_SECONDS;
  return Math.ceil(earliest / LINK_STEP_SECONDS) * LINK_STEP_SECONDS;
}

export function createSignedLinks(secret: string): SignedLinks {
  if (secret.length < MIN_SECRET_LENGTH)
    throw new Error(`The link secret must have at least ${MIN_SECRET_LENGTH} characters`);
  const sign = (p: string, exp: number) =>
    createHmac('sha256', secret).update(`${p}\n${exp}`).digest();
  return {
    signPath(p, now) {
      const exp = linkExpiry(now);
      return `${p}?exp=${exp}&sig=${sign(p, exp).toString('base64url')}`;
    },
    verify(p, exp, sig, now) {
      if (typeof exp !== 'string' || !/^\d{1,12}$/.test(exp)) return 'invalid';
      if (typeof sig !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return 'invalid';
      const expected = sign(p, Number(exp));
      const given = Buffer.from(sig, 'base64url');
      // Constant time: how much of a forged signature matched must not show in the timing.
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return Number(exp) * 1000 > now.getTime() ? 'ok' : 'expired';
    },
  };
}

/**
 * The secret kept in DATA_DIR when LINK_SECRET is not set: made once (random, 256 bits),
 * readable by the server's user only, so links handed out survive a restart.
 */
export async function loadOrCreateLinkSecret(dataDir: string): Promise<string> {
  const secret = await loadOrCreateKeptFile(dataDir, 'link-secret', () =>
    randomBytes(32).toString('base64url'),
  );
  if (secret.length < MIN_SECRET_LENGTH)
    throw new Error(
      `${path.join(dataDir, 'link-secret')} no tiene un secreto válido (al menos ${MIN_SECRET_LENGTH} caracteres): borralo para que se genere otro, o configurá LINK_SECRET.`,
    );
  return secret;
}
