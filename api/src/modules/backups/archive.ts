import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { BackupError } from './backup-error';
import { parseEntryName, type ArchiveEntry } from './manifest';

/**
 * The archive is a gzipped tar (any `tar xzf` opens it), written as a stream: a table
 * file or a media file passes through, the whole never sits in memory. It is written
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

export async function openArchive(finalPath: string, mtime: Date): Promise<ArchiveWriter> {
  const dir = path.dirname(finalPath);
  // Only the server's own user reads the copies (issue 33): they hold every client's record.
  await fsp.mkdir(dir, { recursive: true, mode: 0o700 });
  const temp = path.join(
    dir,
    `.${path.basename(finalPath)}.${randomBytes(4).toString('hex')}${PARTIAL_SUFFIX}`,
  );
  const pack = tar.pack();
  const written = pipeline(
    pack,
    zlib.createGzip({ level: 6 }),
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

/**
 * Reads every entry of an archive in order, handing each (what it stands for, and its
 * bytes as a stream) to `onEntry`, which must consume it. Anything that is not a plain
 * file with a name a backup of ours writes, and a damaged or cut gzip or tar, is refused
 * with a BackupError before `onEntry` sees it.
 */
export async function readArchive(
  file: string,
  onEntry: (entry: ArchiveEntry, name: string, size: number, data: Bytes) => Promise<void>,
): Promise<void> {
  try {
    await fsp.access(file);
  } catch {
    throw new BackupError(`No se encuentra el archivo ${file}.`);
  }
  const extract = tar.extract();
  const reading = pipeline(fs.createReadStream(file), zlib.createGunzip(), extract);
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
