import { randomBytes } from 'node:crypto';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import {
  CONTENT_TYPES,
  contentTypeOf,
  isStoredName,
  removeResizedVariants,
  type Storage,
  type StorageArea,
} from './storage';

/** A hung endpoint fails the request instead of holding it (and its upload) open forever. */
const CONNECT_TIMEOUT_MS = 5_000;
const REQUEST_TIMEOUT_MS = 60_000;

/** What S3 answers for a key that is not there: GetObject says NoSuchKey, HeadObject NotFound. */
function isMissing(err: unknown): boolean {
  return err instanceof Error && (err.name === 'NoSuchKey' || err.name === 'NotFound');
}

/**
 * Why HeadBucket failed, in words an operator acts on: it answers with a bare status
 * and no body, so the SDK's own message is often just 'UnknownError'.
 */
function bucketProblem(err: unknown, bucket: string): string {
  const status = err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined;
  if (status === 404) return `el bucket '${bucket}' no existe`;
  if (status === 403) return `las claves no tienen acceso al bucket '${bucket}'`;
  if (status === 301) return `el bucket '${bucket}' está en otra región`;
  return `el bucket '${bucket}' no responde: ${err instanceof Error ? err.message : String(err)}`;
}

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 requires them: the CRC32 headers the SDK adds to every
    // upload since early 2025 are refused by several S3-compatible servers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      connectionTimeout: CONNECT_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      throwOnRequestTimeout: true,
    },
  });
}

/**
 * The same areas and names as the disk storage (storage.ts), as keys `<area>/<name>`
 * of one bucket. Resized variants are not stored in the bucket: they are derived and
 * content-unique, so each server keeps its own under `cacheRoot` (DATA_DIR/media) and
 * remakes them after a restart on a fresh disk. A removal clears this server's variants;
 * another server's copy of a removed public image's variant lives until its disk goes,
 * while a removed photo is never served anyway (the photo route asks the database first).
 */
export function createS3Storage(config: S3Config, cacheRoot: string): Storage {
  const client = createS3Client(config);
  const Bucket = config.bucket;
  const key = (area: StorageArea, name: string) => `${area}/${name}`;
  const storage: Storage = {
    cacheDir: path.join(cacheRoot, 'cache'),
    privateCacheDir: path.join(cacheRoot, 'private-cache'),
    async put(area, data, ext) {
      const name = `${randomBytes(16).toString('hex')}.${ext}`;
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key(area, name),
          Body: data,
          ContentType: CONTENT_TYPES[ext],
        }),
      );
      return name;
    },
    async read(area, name) {
      if (!isStoredName(name)) return null;
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: key(area, name) }));
        if (!res.Body) return null;
        const bytes = await res.Body.transformToByteArray();
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async remove(area, name) {
      if (!isStoredName(name)) return;
      // S3 answers a delete of a missing key with success, as `rm --force` does.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key(area, name) }));
      await removeResizedVariants(storage, area, name);
    },
    async exists(area, name) {
      if (!isStoredName(name)) return false;
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key(area, name) }));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
    async list(area) {
      const prefix = `${area}/`;
      const names: string[] = [];
      // A listing answers at most 1,000 keys a page; the next page starts after the last
      // key seen. ListObjects (v1) pages by that key; v2's continuation tokens are opaque,
      // and s3rver, the S3 server the tests run, cannot make them on OpenSSL 3 (DES).
      let marker: string | undefined;
      for (;;) {
        const page = await client.send(
          new ListObjectsCommand({ Bucket, Prefix: prefix, Marker: marker }),
        );
        const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : []));
        for (const k of keys) {
          const name = k.slice(prefix.length);
          if (isStoredName(name)) names.push(name);
        }
        if (!page.IsTruncated || keys.length === 0) return names;
        marker = keys[keys.length - 1];
      }
    },
    async putAs(area, name, data) {
      if (!isStoredName(name)) throw new Error(`not a stored name: ${name}`);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key(area, name),
          Body: data,
          ContentType: contentTypeOf(name),
        }),
      );
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (err) {
        throw new Error(bucketProblem(err, Bucket), { cause: err });
      }
    },
  };
  return storage;
}
