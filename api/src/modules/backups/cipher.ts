import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  scrypt,
  timingSafeEqual,
} from 'node:crypto';
import fs from 'node:fs/promises';
import { Transform, type TransformCallback } from 'node:stream';
import { BACKUP_KEY_MSG } from '@contract/backups';
import { BackupError } from './backup-error';

/*
 * Archives encrypted at rest (issue 33), with node:crypto only: AES-256-GCM in chunks, the
 * STREAM construction age uses, so neither side ever holds an archive whole. Why this and
 * not one GCM over the file: docs/decisions/0018-backups.md.
 *
 *   header  'NCOPIA' | version (1) | salt (16) | nonce prefix (7) | key check (16) | fingerprint (4)
 *   chunks  AES-256-GCM(64 KiB of plaintext) | tag (16), the last one shorter (maybe empty)
 *
 * Each chunk's nonce is the prefix, its 32-bit counter and a byte saying whether it is the
 * last, and the header is every chunk's additional data: a chunk moved, a chunk dropped from
 * the end, a byte added after the last, or any byte changed fails a tag. The key check tells
 * a wrong key from a damaged file before a chunk is opened.
 */

/** Our own magic: never gzip's 1f 8b, so an old plain archive is told apart at once. */
export const CIPHER_MAGIC = Buffer.from('NCOPIA', 'latin1');
/** Raised when a reader must learn something new (another cipher, other scrypt costs). */
export const CIPHER_VERSION = 1;
const SALT_BYTES = 16;
const PREFIX_BYTES = 7;
const CHECK_BYTES = 16;
const FINGERPRINT_BYTES = 4;
const TAG_BYTES = 16;
export const HEADER_BYTES =
  CIPHER_MAGIC.length + 1 + SALT_BYTES + PREFIX_BYTES + CHECK_BYTES + FINGERPRINT_BYTES;
/** Plaintext per chunk: the most either side holds at once. */
export const CHUNK_BYTES = 64 * 1024;
const SEALED_BYTES = CHUNK_BYTES + TAG_BYTES;
/**
 * scrypt's cost: about 0.1 s and 32 MiB per archive on a small server, so a weak BACKUP_KEY
 * is slow to guess from a stolen copy. maxmem lifts Node's 32 MiB default just above it.
 */
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

function derive(keyText: string, salt: Buffer | string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(keyText, salt, 32, SCRYPT, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

const hmac = (key: Buffer, label: string) => createHmac('sha256', key).update(label).digest();

/** The archive's own keys: one for AES, one for the check value, never the same bytes. */
async function archiveKeys(keyText: string, salt: Buffer) {
  const derived = await derive(keyText, salt);
  return {
    aes: hmac(derived, 'cifrar'),
    check: hmac(derived, 'clave').subarray(0, CHECK_BYTES),
  };
}

/** Fingerprints already computed: scrypt is slow on purpose, and a server has one key. */
const fingerprints = new Map<string, Promise<Buffer>>();

/**
 * A key's fingerprint: scrypt with a fixed salt, as slow to test a guess against as the
 * archive's own check value. Its first 4 bytes ride in each archive's header and are shown
 * beside each copy; the whole (hex) names the key in the database.
 */
export function keyFingerprint(keyText: string): Promise<Buffer> {
  let known = fingerprints.get(keyText);
  if (!known) {
    if (fingerprints.size > 16) fingerprints.clear();
    known = derive(keyText, 'nutricion-web/huella-de-clave');
    fingerprints.set(keyText, known);
    // A failure (memory, most likely) is not remembered: the next call tries again.
    known.catch(() => fingerprints.delete(keyText));
  }
  return known;
}

/** 'AB12-CD34': the first 4 bytes of a fingerprint, as a person reads and compares them. */
export function shortFingerprint(fingerprint: Buffer): string {
  const hex = fingerprint.subarray(0, FINGERPRINT_BYTES).toString('hex').toUpperCase();
  return `${hex.slice(0, 4)}-${hex.slice(4, 8)}`;
}

export const shortFingerprintOf = async (keyText: string) =>
  shortFingerprint(await keyFingerprint(keyText));

function nonce(prefix: Buffer, counter: number, last: boolean): Buffer {
  // 2^32 chunks of 64 KiB is 256 TiB: a counter that wraps would reuse a nonce.
  if (counter > 0xffff_ffff) throw new BackupError(BACKUP_KEY_MSG.damaged);
  const n = Buffer.alloc(PREFIX_BYTES + 5);
  prefix.copy(n, 0);
  n.writeUInt32BE(counter, PREFIX_BYTES);
  n[PREFIX_BYTES + 4] = last ? 1 : 0;
  return n;
}

/**
 * Encrypts a stream (a gzipped tar) as it passes. It holds back up to one chunk, so the
 * last chunk, maybe empty, is the one sealed with the last flag when the input ends.
 */
export function createEncryptStream(keyText: string): Transform {
  let header: Buffer | undefined;
  let aes: Buffer | undefined;
  let prefix: Buffer | undefined;
  let counter = 0;
  let pending: Buffer = Buffer.alloc(0);
  let started = false;
  const seal = (stream: Transform, plain: Buffer, last: boolean) => {
    if (!started) {
      stream.push(header);
      started = true;
    }
    const cipher = createCipheriv('aes-256-gcm', aes!, nonce(prefix!, counter++, last));
    cipher.setAAD(header!);
    stream.push(Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]));
  };
  return new Transform({
    construct(callback) {
      const salt = randomBytes(SALT_BYTES);
      prefix = randomBytes(PREFIX_BYTES);
      Promise.all([archiveKeys(keyText, salt), keyFingerprint(keyText)]).then(
        ([keys, fingerprint]) => {
          aes = keys.aes;
          header = Buffer.concat([
            CIPHER_MAGIC,
            Buffer.from([CIPHER_VERSION]),
            salt,
            prefix!,
            keys.check,
            fingerprint.subarray(0, FINGERPRINT_BYTES),
          ]);
          callback();
        },
        callback,
      );
    },
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      try {
        // Strictly more than a chunk: what is left may still be the last one.
        while (pending.length > CHUNK_BYTES) {
          seal(this, pending.subarray(0, CHUNK_BYTES), false);
          pending = pending.subarray(CHUNK_BYTES);
        }
      } catch (err) {
        return callback(err as Error);
      }
      callback();
    },
    flush(callback: TransformCallback) {
      try {
        seal(this, pending, true);
      } catch (err) {
        return callback(err as Error);
      }
      pending = Buffer.alloc(0);
      callback();
    },
  });
}

/** What an archive's header says, readable without its key. */
export interface CipherHeader {
  version: number;
  salt: Buffer;
  prefix: Buffer;
  check: Buffer;
  /** The short fingerprint of the key it was made with ('AB12-CD34'). */
  fingerprint: string;
}

/** Whether these first bytes start an encrypted archive of ours (of any version). */
export const startsEncrypted = (bytes: Buffer) =>
  bytes.length >= CIPHER_MAGIC.length &&
  bytes.subarray(0, CIPHER_MAGIC.length).equals(CIPHER_MAGIC);

/** Reads a header, or refuses: not ours, or of a newer version. */
export function parseHeader(bytes: Buffer): CipherHeader {
  if (!startsEncrypted(bytes)) throw new BackupError(BACKUP_KEY_MSG.notEncrypted);
  if (bytes.length < HEADER_BYTES) throw new BackupError(BACKUP_KEY_MSG.damaged);
  const version = bytes[CIPHER_MAGIC.length]!;
  if (version > CIPHER_VERSION) throw new BackupError(BACKUP_KEY_MSG.newerCipher);
  if (version !== CIPHER_VERSION) throw new BackupError(BACKUP_KEY_MSG.notEncrypted);
  let at = CIPHER_MAGIC.length + 1;
  const take = (n: number) => bytes.subarray(at, (at += n));
  const salt = take(SALT_BYTES);
  const prefix = take(PREFIX_BYTES);
  const check = take(CHECK_BYTES);
  return { version, salt, prefix, check, fingerprint: shortFingerprint(take(FINGERPRINT_BYTES)) };
}

/** The header of an archive file, or null when the file does not start like one of ours. */
export async function readCipherHeader(file: string): Promise<CipherHeader | null> {
  const handle = await fs.open(file, 'r');
  try {
    const bytes = Buffer.alloc(HEADER_BYTES);
    const { bytesRead } = await handle.read(bytes, 0, HEADER_BYTES, 0);
    const read = bytes.subarray(0, bytesRead);
    return startsEncrypted(read) ? parseHeader(read) : null;
  } finally {
    await handle.close();
  }
}

/**
 * Decrypts a stream made by createEncryptStream. A wrong key is refused at the header, before
 * any chunk is opened; then each chunk is passed on only once its tag is verified, and the
 * stream fails (a BackupError, 'dañada') at the first chunk that does not verify, or at the
 * end when the last chunk is missing or something follows it.
 */
export function createDecryptStream(keyText: string): Transform {
  let header: Buffer | undefined;
  let aes: Buffer | undefined;
  let prefix: Buffer | undefined;
  let counter = 0;
  let pending: Buffer = Buffer.alloc(0);

  const open = (sealed: Buffer, last: boolean): Buffer => {
    if (sealed.length < TAG_BYTES) throw new BackupError(BACKUP_KEY_MSG.damaged);
    const decipher = createDecipheriv('aes-256-gcm', aes!, nonce(prefix!, counter++, last));
    decipher.setAAD(header!);
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    try {
      return Buffer.concat([
        decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)),
        decipher.final(),
      ]);
    } catch {
      throw new BackupError(BACKUP_KEY_MSG.damaged);
    }
  };

  /** Reads the header once it has all arrived, and checks the key against it. */
  const start = async () => {
    const parsed = parseHeader(pending);
    const keys = await archiveKeys(keyText, parsed.salt);
    if (!timingSafeEqual(keys.check, parsed.check))
      throw new BackupError(
        BACKUP_KEY_MSG.wrongKey(parsed.fingerprint, await shortFingerprintOf(keyText)),
      );
    header = Buffer.from(pending.subarray(0, HEADER_BYTES));
    prefix = parsed.prefix;
    aes = keys.aes;
    pending = pending.subarray(HEADER_BYTES);
  };

  const settle = (work: Promise<void>, callback: TransformCallback) =>
    work.then(
      () => callback(),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
    );

  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      const work = async () => {
        if (!aes) {
          // A file that is not ours says so at its first bytes, not after reading them all.
          if (pending.length >= CIPHER_MAGIC.length && !startsEncrypted(pending))
            throw new BackupError(BACKUP_KEY_MSG.notEncrypted);
          if (pending.length < HEADER_BYTES) return;
          await start();
        }
        // Strictly more than a sealed chunk: a chunk with bytes after it is not the last.
        while (pending.length > SEALED_BYTES) {
          this.push(open(pending.subarray(0, SEALED_BYTES), false));
          pending = pending.subarray(SEALED_BYTES);
        }
      };
      settle(work(), callback);
    },
    flush(callback: TransformCallback) {
      const work = async () => {
        if (!aes) {
          if (pending.length < HEADER_BYTES)
            throw new BackupError(
              startsEncrypted(pending) ? BACKUP_KEY_MSG.damaged : BACKUP_KEY_MSG.notEncrypted,
            );
          await start();
        }
        this.push(open(pending, true));
        pending = Buffer.alloc(0);
      };
      settle(work(), callback);
    },
  });
}
