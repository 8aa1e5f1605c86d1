import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { TBackupDownload, TBackupsAnswer } from '@contract/backups';
import type { S3Config } from '../../config';
import type { Db } from '../../db/client';
import { createS3Client } from '../../media/s3-storage';
import { users } from '../users/users.tables';
import { archiveTime } from './archive-names';
import { backupDownloads, backupRuns, type BackupRunRow } from './backups.tables';
import {
  backupHealth,
  type BackupsDeps,
  forgetPlace,
  S3_PREFIX,
  toApiRun,
} from './backups.service';
import { keyState } from './key-confirmation';

/*
 * The copies as the back office offers them (issue 30): the list of those that still exist,
 * and 'Descargar', streamed from this server's folder or the bucket and recorded. Making,
 * pruning and uploading copies is backups.service.ts.
 */

const LIST_LIMIT = 20;
/**
 * Runs read to fill the list once those whose archive is gone are left out: retention
 * keeps at most 11 archives, and a failed daily run is retried at most hourly.
 */
const LIST_SCAN = 100;

/** The archives in this server's folder, by name (none when it cannot be read). */
async function archivesOnDisk(dir: string): Promise<Set<string>> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  return new Set(names.filter((n) => archiveTime(n) !== null));
}

/**
 * Whether a run's archive can still be had: in this server's folder (looked at), or in the
 * bucket (as `places` records it: uploads and retention keep it so).
 */
function archiveExists(deps: BackupsDeps, run: BackupRunRow, onDisk: Set<string>): boolean {
  if (run.fileName === null) return false;
  return onDisk.has(run.fileName) || (deps.config.s3 !== undefined && run.places.includes('s3'));
}

/** The last download of any copy, with the admin's name (gone once her account is erased). */
async function lastDownload(db: Db): Promise<TBackupDownload | null> {
  const [last] = await db
    .select({ at: backupDownloads.at, fileName: backupRuns.fileName, by: users.name })
    .from(backupDownloads)
    .innerJoin(backupRuns, eq(backupRuns.id, backupDownloads.runId))
    .leftJoin(users, eq(users.id, backupDownloads.adminId))
    .where(isNotNull(backupRuns.fileName))
    .orderBy(desc(backupDownloads.at))
    .limit(1);
  return last?.fileName
    ? { at: last.at.toISOString(), fileName: last.fileName, by: last.by }
    : null;
}

/**
 * GET /api/backups: the newest runs whose copy still exists (and those that made none:
 * failed, or going), the newest good copy, the warning, the last download and the key's
 * state (never the key). A run whose archive was pruned or deleted is not offered.
 */
export async function listBackups(deps: BackupsDeps): Promise<TBackupsAnswer> {
  const onDisk = await archivesOnDisk(deps.config.backupDir);
  const recent = await deps.db
    .select()
    .from(backupRuns)
    .orderBy(desc(backupRuns.startedAt))
    .limit(LIST_SCAN);
  const runs = recent
    .filter((r) => r.fileName === null || archiveExists(deps, r, onDisk))
    .slice(0, LIST_LIMIT);
  const good = await deps.db
    .select()
    .from(backupRuns)
    .where(and(eq(backupRuns.status, 'ok'), isNotNull(backupRuns.fileName)))
    .orderBy(desc(backupRuns.finishedAt))
    .limit(LIST_SCAN);
  const lastOk = good.find((r) => archiveExists(deps, r, onDisk));
  const { overdue } = await backupHealth(deps);
  return {
    runs: runs.map(toApiRun),
    lastOk: lastOk ? toApiRun(lastOk) : null,
    overdue,
    uploadsToS3: deps.config.s3 !== undefined,
    lastDownload: await lastDownload(deps.db),
    key: await keyState(deps),
  };
}

/** An archive opened for download: its bytes as a stream, never whole in memory. */
export interface OpenedArchive {
  fileName: string;
  /** Bytes, when the place knows it (the file's size, the object's length). */
  size: number | undefined;
  body: Readable;
  /** Where it is read from: this server's folder, or the bucket. */
  from: 'disk' | 's3';
}

const isMissingFile = (err: unknown) =>
  err instanceof Error && 'code' in err && (err.code === 'ENOENT' || err.code === 'ENOTDIR');

/**
 * The archive in this server's folder, opened before it is streamed: a prune that removes
 * it meanwhile leaves the open file readable to its end.
 */
async function openOnDisk(dir: string, name: string): Promise<OpenedArchive | null> {
  let handle: fs.FileHandle;
  try {
    handle = await fs.open(path.join(dir, name), 'r');
  } catch (err) {
    if (isMissingFile(err)) return null;
    throw err;
  }
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) {
      await handle.close();
      return null;
    }
    return { fileName: name, size: stat.size, body: handle.createReadStream(), from: 'disk' };
  } catch (err) {
    await handle.close();
    throw err;
  }
}

/** The archive in the bucket under backups/, streamed from S3; null when it is not there. */
async function openInBucket(s3: S3Config, name: string): Promise<OpenedArchive | null> {
  const client = createS3Client(s3);
  try {
    const object = await client.send(
      new GetObjectCommand({ Bucket: s3.bucket, Key: `${S3_PREFIX}${name}` }),
    );
    const body = object.Body;
    if (!(body instanceof Readable)) throw new Error('S3 answered without a readable body');
    body.once('close', () => client.destroy());
    return { fileName: name, size: object.ContentLength, body, from: 's3' };
  } catch (err) {
    client.destroy();
    if (err instanceof Error && (err.name === 'NoSuchKey' || err.name === 'NotFound')) return null;
    throw err;
  }
}

/**
 * A copy's archive for 'Descargar' (issue 30), opened: from this server's folder, else from
 * the bucket when it was uploaded there. Null when the run made no archive or it is gone.
 */
export async function openArchive(deps: BackupsDeps, runId: string): Promise<OpenedArchive | null> {
  const [run] = await deps.db.select().from(backupRuns).where(eq(backupRuns.id, runId));
  const name = run?.fileName;
  // Only a name of ours is joined to the folder or the bucket's prefix.
  if (!run || !name || archiveTime(name) === null) return null;
  const onDisk = await openOnDisk(deps.config.backupDir, name);
  const s3 = deps.config.s3;
  if (onDisk || !s3 || !run.places.includes('s3')) return onDisk;
  const inBucket = await openInBucket(s3, name);
  // Removed from the bucket by other means (or pruned before retention said so): the run
  // stops claiming it, and the list stops offering it.
  if (!inBucket) await forgetPlace(deps.db, [name], 's3');
  return inBucket;
}

/**
 * The archive opened and its download recorded (who, which, when) before a byte is sent,
 * so none goes unrecorded: a download that cannot be recorded is not served.
 */
export async function downloadArchive(
  deps: BackupsDeps,
  runId: string,
  adminId: string,
): Promise<OpenedArchive | null> {
  const opened = await openArchive(deps, runId);
  if (!opened) return null;
  try {
    await deps.db.insert(backupDownloads).values({ runId, adminId, at: deps.clock.now() });
  } catch (err) {
    opened.body.destroy();
    throw err;
  }
  return opened;
}
