import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { BackupError } from './backup-error';
import { BACKUP_KEY_MSG } from '@contract/backups';
import { createDecryptStream, createEncryptStream, startsEncrypted } from './cipher';
import { parseEntryName, type ArchiveEntry } from './manifest';

/**
 * The archive is a gzipped tar, encrypted (cipher.ts, issue 33), written as a stream: a
 * table file or a media file passes through, the whole never sits in memory. It is written
 * under a hidden temporary name, synced to disk and only then renamed, so a crash never
 * leaves a half archive under a real name.
 */
export interface ArchiveWriter {
  /** Adds a file's bytes under `name` (size known: a tar header comes first). */
  addFile(name: string, file: string, size: number): Promise<void>;
  addBuffer(name: string, data: Buffer): Promise<void>;
  /** Ends the archive, syncs it and gives it its final name; answers its size in bytes. */
  finish(): Promise<number>;
  /** Drops what was written (a failed backup leaves nothing behind). */
  abort(): Promise<void>;
}

/** Files a crashed backup left (hidden, '.partial'): a later backup removes those a day old. */
export const PARTIAL_SUFFIX = '.partial';

export async function openArchive(
  finalPath: string,
  mtime: Date,
  /** The backup key's text: every archive is encrypted with it. */
  key: string,
): Promise<ArchiveWriter> {
  const dir = path.dirname(finalPath);
  // Only the server's own user reads the copies (issue 33): they hold every client's record.
  await fsp.mkdir(dir, { recursive: true, mode: 0o700 });
  const temp = path.join(
    dir,
    `.${path.basename(finalPath)}.${randomBytes(4).toString('hex')}${PARTIAL_SUFFIX}`,
  );
  const pack = tar.pack();
  // Compressed before it is encrypted: encrypted bytes no longer compress.
  const written = pipeline(
    pack,
    zlib.createGzip({ level: 6 }),
    createEncryptStream(key),
    fs.createWriteStream(temp, { mode: 0o600 }),
  );
  // Observed here so an early failure (a full disk) is not an unhandled rejection; it
  // surfaces again at finish() or in the next entry's write.
  let failure: unknown;
  written.catch((err: unknown) => (failure = err));

  const addStream = async (name: string, size: number, source: AsyncIterable<Buffer>) => {
    if (failure) throw failure;
    let settle: (err?: Error | null) => void = () => {};
    const done = new Promise<void>((resolve, reject) => {
      settle = (err) => (err ? reject(err) : resolve());
    });
    const sink = pack.entry({ name, size, mode: 0o600, mtime }, (err) => settle(err));
    for await (const chunk of source) {
      if (!sink.write(chunk)) await new Promise<void>((r) => sink.once('drain', () => r()));
    }
    sink.end(undefined);
    await done;
  };

  return {
    async addFile(name, file, size) {
      await addStream(name, size, fs.createReadStream(file));
    },
    async addBuffer(name, data) {
      if (failure) throw failure;
      await new Promise<void>((resolve, reject) => {
        pack.entry({ name, size: data.length, mode: 0o600, mtime }, data, (err) =>
          err ? reject(err) : resolve(),
        );
      });
    },
    async finish() {
      pack.finalize();
      await written;
      const handle = await fsp.open(temp, 'r+');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fsp.rename(temp, finalPath);
      // The rename itself reaches the disk only when the folder is synced.
      const folder = await fsp.open(dir, 'r');
      try {
        await folder.sync();
      } finally {
        await folder.close();
      }
      return (await fsp.stat(finalPath)).size;
    },
    async abort() {
      pack.destroy();
      await written.catch(() => {});
      await fsp.rm(temp, { force: true });
    },
  };
}

/** An entry's bytes as they are read. */
export type Bytes = AsyncIterable<Buffer>;

/** A tar entry's chunks, which the extractor types loosely, as the Buffers they are. */
async function* bytesOf(source: AsyncIterable<unknown>): Bytes {
  for await (const chunk of source) {
    if (!(chunk instanceof Uint8Array)) throw new Error('a tar entry yielded no bytes');
    yield Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
  }
}

export const NOT_AN_ARCHIVE =
  'El archivo no es una copia de seguridad de esta aplicación, o está dañado o incompleto.';

/** gzip's own first bytes: an archive made before the copies were encrypted. */
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

/**
 * What a file is, from its first bytes: an encrypted archive of ours, a plain gzip (an
 * archive made before issue 33, still ours to restore), or something else.
 */
export async function archiveKind(file: string): Promise<'encrypted' | 'gzip' | 'other'> {
  let handle: fsp.FileHandle;
  try {
    handle = await fsp.open(file, 'r');
  } catch {
    throw new BackupError(`No se encuentra el archivo ${file}.`);
  }
  try {
    const first = Buffer.alloc(8);
    const { bytesRead } = await handle.read(first, 0, first.length, 0);
    const bytes = first.subarray(0, bytesRead);
    if (startsEncrypted(bytes)) return 'encrypted';
    return bytes.subarray(0, 2).equals(GZIP_MAGIC) ? 'gzip' : 'other';
  } finally {
    await handle.close();
  }
}

/**
 * Reads every entry of an archive in order, handing each (what it stands for, and its
 * bytes as a stream) to `onEntry`, which must consume it. An encrypted archive is opened
 * with `key` (a wrong one refused before anything is read, in the cipher's own words); a
 * plain gzip one, made before the copies were encrypted, needs none. Anything that is not
 * a plain file with a name a backup of ours writes, and a damaged or cut archive, is
 * refused with a BackupError before `onEntry` sees it.
 */
export async function readArchive(
  file: string,
  key: string | undefined,
  onEntry: (entry: ArchiveEntry, name: string, size: number, data: Bytes) => Promise<void>,
): Promise<void> {
  const kind = await archiveKind(file);
  if (kind === 'encrypted' && key === undefined) throw new BackupError(BACKUP_KEY_MSG.needsKey);
  const extract = tar.extract();
  const reading =
    kind === 'encrypted'
      ? pipeline(fs.createReadStream(file), createDecryptStream(key!), zlib.createGunzip(), extract)
      : pipeline(fs.createReadStream(file), zlib.createGunzip(), extract);
  let failure: unknown;
  reading.catch((err: unknown) => (failure = err));
  try {
    for await (const item of extract) {
      const { name, type, size } = item.header;
      const entry = type === 'file' ? parseEntryName(name) : null;
      if (!entry) throw new BackupError(`${NOT_AN_ARCHIVE} (contiene '${name.slice(0, 80)}')`);
      await onEntry(entry, name, size ?? 0, bytesOf(item));
      // Whatever the reader left unread is skipped, so the next header can be read.
      item.resume();
    }
    await reading;
  } catch (err) {
    extract.destroy();
    await reading.catch(() => {});
    if (err instanceof BackupError) throw err;
    // The cipher's own refusal (a wrong key, a damaged chunk) says more than ours.
    if (failure instanceof BackupError) throw failure;
    throw new BackupError(NOT_AN_ARCHIVE, { cause: failure ?? err });
  }
}

/** SHA-256 (hex) and length of a stream, read to its end. */
export async function digest(data: Bytes): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const bytes of data) {
    hash.update(bytes);
    size += bytes.length;
  }
  return { sha256: hash.digest('hex'), size };
}

/** A stream's bytes in memory, refused past `limit` (a manifest is small; a foreign file may not be). */
export async function readAll(data: Bytes, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const bytes of data) {
    size += bytes.length;
    if (size > limit) throw new BackupError(NOT_AN_ARCHIVE);
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}
