import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { BACKUP_KEY_MSG } from '@contract/backups';
import { BackupError } from './backup-error';
import {
  CHUNK_BYTES,
  CIPHER_MAGIC,
  createDecryptStream,
  createEncryptStream,
  HEADER_BYTES,
  keyFingerprint,
  parseHeader,
  shortFingerprint,
} from './cipher';

const KEY = 'una-clave-de-prueba-larga';
const TAG = 16;
const SEALED = CHUNK_BYTES + TAG;

/** Fed in uneven pieces, as a file or a socket hands them over. */
function pieces(data: Buffer): Readable {
  const out: Buffer[] = [];
  for (let at = 0, n = 1; at < data.length; at += n, n = (n * 7 + 13) % 100_000) {
    out.push(data.subarray(at, at + n));
  }
  return Readable.from(out);
}

const encrypt = (plain: Buffer, key = KEY) => buffer(pieces(plain).pipe(createEncryptStream(key)));
const decrypt = (sealed: Buffer, key = KEY) =>
  buffer(pieces(sealed).pipe(createDecryptStream(key)));

/** The error a decryption fails with. */
async function refusal(sealed: Buffer, key = KEY): Promise<Error> {
  try {
    await decrypt(sealed, key);
  } catch (err) {
    return err as Error;
  }
  throw new Error('decrypted what it should have refused');
}

describe('the archive cipher (AES-256-GCM in 64 KiB chunks)', () => {
  it.each([
    ['nothing', 0],
    ['one byte', 1],
    ['exactly one chunk', CHUNK_BYTES],
    ['one chunk and a byte', CHUNK_BYTES + 1],
    ['two chunks exactly', 2 * CHUNK_BYTES],
    ['a few megabytes', 3_000_000 + 17],
  ])('round-trips %s', async (_what, size) => {
    const plain = randomBytes(size);
    const sealed = await encrypt(plain);
    expect(sealed.subarray(0, CIPHER_MAGIC.length)).toEqual(CIPHER_MAGIC);
    // The last chunk is always there (empty when the input ends on a chunk's edge).
    const chunks = Math.floor(size / CHUNK_BYTES) + (size % CHUNK_BYTES || size === 0 ? 1 : 0);
    expect(sealed.length).toBe(HEADER_BYTES + size + chunks * TAG);
    expect((await decrypt(sealed)).equals(plain)).toBe(true);
  });

  it('never starts like gzip, and each archive has its own salt and nonces', async () => {
    const plain = Buffer.from('lo mismo dos veces');
    const [a, b] = [await encrypt(plain), await encrypt(plain)];
    expect(a.subarray(0, 2)).not.toEqual(Buffer.from([0x1f, 0x8b]));
    expect(a.equals(b)).toBe(false);
    expect(parseHeader(a).fingerprint).toBe(parseHeader(b).fingerprint);
  });

  it('carries the fingerprint of its key (not the key), as the page shows it', async () => {
    const sealed = await encrypt(Buffer.from('x'));
    const fingerprint = shortFingerprint(await keyFingerprint(KEY));
    expect(fingerprint).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}$/);
    expect(parseHeader(sealed).fingerprint).toBe(fingerprint);
    expect(sealed.includes(Buffer.from(KEY))).toBe(false);
    expect(shortFingerprint(await keyFingerprint('otra-clave-de-prueba-larga'))).not.toBe(
      fingerprint,
    );
  });

  it('refuses a wrong key at the header, saying so in Spanish, before any chunk', async () => {
    const sealed = await encrypt(randomBytes(200_000));
    const err = await refusal(sealed, 'otra-clave-de-prueba-larga');
    expect(err).toBeInstanceOf(BackupError);
    expect(err.message).toBe(
      BACKUP_KEY_MSG.wrongKey(
        shortFingerprint(await keyFingerprint(KEY)),
        shortFingerprint(await keyFingerprint('otra-clave-de-prueba-larga')),
      ),
    );
    expect(err.message).toMatch(/^La clave no es la de esta copia/);
    // Only the header is needed to tell.
    const headerOnly = await refusal(
      sealed.subarray(0, HEADER_BYTES),
      'otra-clave-de-prueba-larga',
    );
    expect(headerOnly.message).toMatch(/^La clave no es la de esta copia/);
  });

  const size = 3 * CHUNK_BYTES + 1_000;
  const damaged: Array<[string, (sealed: Buffer) => Buffer]> = [
    [
      'a byte flipped in a chunk',
      (s) => {
        const copy = Buffer.from(s);
        copy[HEADER_BYTES + SEALED + 10]! ^= 0x01;
        return copy;
      },
    ],
    [
      'a byte flipped in a tag',
      (s) => {
        const copy = Buffer.from(s);
        copy[copy.length - 1]! ^= 0x80;
        return copy;
      },
    ],
    [
      'the fingerprint changed in the header',
      (s) => {
        const copy = Buffer.from(s);
        copy[HEADER_BYTES - 1]! ^= 0x01;
        return copy;
      },
    ],
    ['cut in the middle of a chunk', (s) => s.subarray(0, HEADER_BYTES + SEALED + 500)],
    ['cut at a chunk edge (its last chunk gone)', (s) => s.subarray(0, HEADER_BYTES + 2 * SEALED)],
    ['cut to its header', (s) => s.subarray(0, HEADER_BYTES)],
    ['cut inside its header', (s) => s.subarray(0, HEADER_BYTES - 3)],
    ['a byte added after the last chunk', (s) => Buffer.concat([s, Buffer.from([0])])],
    [
      'a whole chunk added after the last',
      (s) => Buffer.concat([s, s.subarray(HEADER_BYTES, HEADER_BYTES + SEALED)]),
    ],
    [
      'two chunks swapped',
      (s) =>
        Buffer.concat([
          s.subarray(0, HEADER_BYTES),
          s.subarray(HEADER_BYTES + SEALED, HEADER_BYTES + 2 * SEALED),
          s.subarray(HEADER_BYTES, HEADER_BYTES + SEALED),
          s.subarray(HEADER_BYTES + 2 * SEALED),
        ]),
    ],
    [
      'a chunk dropped from the middle',
      (s) =>
        Buffer.concat([
          s.subarray(0, HEADER_BYTES + SEALED),
          s.subarray(HEADER_BYTES + 2 * SEALED),
        ]),
    ],
  ];

  it.each(damaged)('refuses an archive with %s as damaged', async (_what, spoil) => {
    const sealed = await encrypt(randomBytes(size));
    const err = await refusal(spoil(sealed));
    expect(err).toBeInstanceOf(BackupError);
    expect(err.message).toBe(BACKUP_KEY_MSG.damaged);
    expect(err.message).toMatch(/dañada/);
  });

  it('refuses what is not one of ours, and a newer format, in words she can act on', async () => {
    expect((await refusal(Buffer.from('esto no es una copia cifrada'))).message).toBe(
      BACKUP_KEY_MSG.notEncrypted,
    );
    const newer = Buffer.from(await encrypt(Buffer.from('x')));
    newer[CIPHER_MAGIC.length] = 2;
    expect((await refusal(newer)).message).toBe(BACKUP_KEY_MSG.newerCipher);
  });
});
