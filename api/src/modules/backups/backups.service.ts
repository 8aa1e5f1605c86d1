import fs from 'node:fs/promises';
import path from 'node:path';
import { createReadStream } from 'node:fs';
import {
  DeleteObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { and, desc, eq, gt, inArray, isNotNull, min, sql } from 'drizzle-orm';
import { BACKUP_WARN_AFTER_HOURS, type TBackupRun } from '@contract/backups';
import { montevideoDay } from '@contract/time';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createS3Client } from '../../media/s3-storage';
import type { Storage } from '../../media/storage';
import { users } from '../users/users.tables';
import { PARTIAL_SUFFIX } from './archive';
import { archivesToPrune } from './archive-names';
import { reasonOf, withoutServerPaths } from './backup-error';
import type { BackupKey } from './backup-key';
import { shortFingerprintOf } from './cipher';
import { backupRuns, type BackupRunRow } from './backups.tables';
import { createArchive } from './create-archive';
import { countsOf } from './manifest';
import { takeRunLock } from './run-lock';

export interface BackupsDeps {
  db: Db;
  storage: Storage;
  clock: Clock;
  config: Pick<Config, 'backupDir' | 's3'>;
  /** What every archive is encrypted with (issue 33): BACKUP_KEY, or the one kept in DATA_DIR. */
  backupKey: BackupKey;
}

type Trigger = BackupRunRow['trigger'];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** A failed daily run is tried again this long after, the same day. */
const RETRY_AFTER_MS = HOUR;
/** Where archives go in the bucket, beside the media areas. */
export const S3_PREFIX = 'backups/';

/**
 * Records a new run, with the run lock (run-lock.ts) held. A daily run also claims its
 * Montevideo day (`slot`, unique): the day's copy is made once across servers. Answers
 * the new run's id, or null (the day taken).
 */
async function claimRun(
  deps: Pick<BackupsDeps, 'db' | 'clock'>,
  trigger: Trigger,
  slot: string | null,
): Promise<string | null> {
  const [run] = await deps.db
    .insert(backupRuns)
    .values({ trigger, slot, status: 'running', startedAt: deps.clock.now() })
    .onConflictDoNothing({ target: backupRuns.slot })
    .returning({ id: backupRuns.id });
  return run?.id ?? null;
}

/**
 * With the run lock held, no other process is making a backup: a run still 'running' is
 * one whose process stopped mid-way. It is failed, and its day's claim let go.
 */
async function failInterruptedRuns(deps: Pick<BackupsDeps, 'db' | 'clock'>): Promise<void> {
  await deps.db
    .update(backupRuns)
    .set({
      status: 'failed',
      slot: null,
      finishedAt: deps.clock.now(),
      error: 'Se interrumpió: el servidor se detuvo o se reinició mientras la hacía.',
    })
    .where(eq(backupRuns.status, 'running'));
}

/**
 * One run from start to end under the run lock: null when another process is making one
 * (`takeRunLock`), or when `claim` answers no run (the day taken, a recent failure).
 */
async function underRunLock(
  deps: BackupsDeps,
  claim: () => Promise<string | null>,
): Promise<BackupRunRow | null> {
  const release = await takeRunLock(deps.db);
  if (!release) return null;
  try {
    await failInterruptedRuns(deps);
    const id = await claim();
    return id ? await carryOut(deps, id) : null;
  } finally {
    await release();
  }
}

/** Uploads an archive to the bucket under backups/, streamed from disk. */
async function upload(client: S3Client, bucket: string, file: string, fileName: string) {
  const { size } = await fs.stat(file);
  await client.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: `${S3_PREFIX}${fileName}`,
      Body: createReadStream(file),
      ContentLength: size,
      // Encrypted: bytes only this app reads.
      ContentType: 'application/octet-stream',
    }),
  );
}

/** Every archive name under backups/ in the bucket (one listing page per 1,000). */
async function bucketArchives(client: S3Client, bucket: string): Promise<string[]> {
  const names: string[] = [];
  let marker: string | undefined;
  for (;;) {
    const page = await client.send(
      new ListObjectsCommand({ Bucket: bucket, Prefix: S3_PREFIX, Marker: marker }),
    );
    const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : []));
    names.push(...keys.map((k) => k.slice(S3_PREFIX.length)).filter((n) => !n.includes('/')));
    if (!page.IsTruncated || keys.length === 0) return names;
    marker = keys[keys.length - 1];
  }
}

/**
 * Keeps 7 daily and 4 weekly archives in the folder (archive-names.ts says which), and
 * removes what a crashed backup left there more than a day ago.
 */
export async function pruneDir(dir: string, now: Date): Promise<string[]> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const pruned = archivesToPrune(names);
  await Promise.all(pruned.map((n) => fs.rm(path.join(dir, n), { force: true })));
  for (const n of names) {
    if (!n.startsWith('.') || !(n.endsWith(PARTIAL_SUFFIX) || n.startsWith('.preparando-')))
      continue;
    const stat = await fs.stat(path.join(dir, n)).catch(() => null);
    if (stat && now.getTime() - stat.mtimeMs > 24 * HOUR)
      await fs.rm(path.join(dir, n), { recursive: true, force: true });
  }
  return pruned;
}

/**
 * What retention removed is no longer kept there: the runs' `places` say so, so the list
 * does not offer a copy the bucket no longer holds (asking the bucket on every read of the
 * list would tie the page to S3's answer).
 */
export async function forgetPlace(db: Db, names: string[], place: 'disk' | 's3'): Promise<void> {
  if (names.length === 0) return;
  await db
    .update(backupRuns)
    .set({ places: sql`array_remove(${backupRuns.places}, ${place})` })
    .where(inArray(backupRuns.fileName, names));
}

/** The same retention in the bucket. */
export async function pruneBucket(client: S3Client, bucket: string): Promise<string[]> {
  const pruned = archivesToPrune(await bucketArchives(client, bucket));
  for (const n of pruned)
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: `${S3_PREFIX}${n}` }));
  return pruned;
}

/**
 * Makes the claimed run's archive in BACKUP_DIR, uploads it when S3 is configured, prunes
 * both places, and records the outcome. A failure is recorded in Spanish and lets go of
 * the day's claim, so the daily check tries again later that day.
 */
async function carryOut(deps: BackupsDeps, id: string): Promise<BackupRunRow> {
  const places: string[] = [];
  let made: Awaited<ReturnType<typeof createArchive>> | undefined;
  let error: string | null = null;
  try {
    made = await createArchive({
      ...deps,
      dir: deps.config.backupDir,
      key: deps.backupKey.text,
    });
    places.push('disk');
    await forgetPlace(deps.db, await pruneDir(deps.config.backupDir, deps.clock.now()), 'disk');
    const s3 = deps.config.s3;
    if (s3) {
      const client = createS3Client(s3);
      try {
        await upload(client, s3.bucket, made.path, made.fileName);
        places.push('s3');
        await forgetPlace(deps.db, await pruneBucket(client, s3.bucket), 's3');
      } catch (err) {
        error = `Se guardó en el disco del servidor, pero no se pudo subir a S3: ${reasonOf(err)}`;
      } finally {
        client.destroy();
      }
    }
  } catch (err) {
    error = reasonOf(err);
  }
  const [row] = await deps.db
    .update(backupRuns)
    .set({
      status: error ? 'failed' : 'ok',
      finishedAt: deps.clock.now(),
      fileName: made?.fileName ?? null,
      sizeBytes: made?.size ?? null,
      counts: made ? countsOf(made.manifest) : null,
      keyFingerprint: made ? await shortFingerprintOf(deps.backupKey.text) : null,
      places,
      error,
      ...(error && { slot: null }),
    })
    .where(eq(backupRuns.id, id))
    .returning();
  return row!;
}

/**
 * One backup now ('manual' from the back office, 'cli' from npm run backup): null when
 * another is being made (on this server or another).
 */
export function backupNow(
  deps: BackupsDeps,
  trigger: Exclude<Trigger, 'daily'>,
): Promise<BackupRunRow | null> {
  return underRunLock(deps, () => claimRun(deps, trigger, null));
}

/**
 * The daily check (every 15 minutes): makes today's copy (Montevideo day) unless one was
 * made or is being made, on any server, or the last try failed less than an hour ago.
 * Answers the run it made, or null.
 */
export function checkDailyBackup(deps: BackupsDeps): Promise<BackupRunRow | null> {
  return underRunLock(deps, async () => {
    const now = deps.clock.now();
    const [recentFailure] = await deps.db
      .select({ id: backupRuns.id })
      .from(backupRuns)
      .where(
        and(
          eq(backupRuns.trigger, 'daily'),
          eq(backupRuns.status, 'failed'),
          gt(backupRuns.startedAt, new Date(now.getTime() - RETRY_AFTER_MS)),
        ),
      )
      .limit(1);
    return recentFailure ? null : claimRun(deps, 'daily', montevideoDay(now));
  });
}

/**
 * The daily job as the app runs it: the check, except when the app becomes ready. A
 * start is not slowed by a backup (nor is every test app), and a day without one is
 * still made within a period of the start.
 */
export function dailyBackupJob(deps: BackupsDeps): () => Promise<BackupRunRow | null> {
  let started = false;
  return async () => {
    if (!started) {
      started = true;
      return null;
    }
    return checkDailyBackup(deps);
  };
}

/** When the last backup that succeeded finished, on any server; null: never. */
export async function lastBackupOkAt(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: backupRuns.finishedAt })
    .from(backupRuns)
    .where(and(eq(backupRuns.status, 'ok'), isNotNull(backupRuns.finishedAt)))
    .orderBy(desc(backupRuns.finishedAt))
    .limit(1);
  return row?.at ?? null;
}

/**
 * The warning 'Hoy' shows: no backup succeeded in the last BACKUP_WARN_AFTER_HOURS. A
 * practice younger than that (its first account, made at the first start, is newer) is
 * not warned: its first daily copy is on its way, and a warning on the first day would
 * teach her to ignore it.
 */
export async function backupHealth(
  deps: Pick<BackupsDeps, 'db' | 'clock'>,
): Promise<{ lastOkAt: Date | null; overdue: boolean }> {
  const lastOkAt = await lastBackupOkAt(deps.db);
  const since = new Date(deps.clock.now().getTime() - BACKUP_WARN_AFTER_HOURS * HOUR);
  if (lastOkAt && lastOkAt > since) return { lastOkAt, overdue: false };
  const [first] = await deps.db.select({ at: min(users.createdAt) }).from(users);
  return { lastOkAt, overdue: first?.at ? first.at <= since : false };
}

export function toApiRun(r: BackupRunRow): TBackupRun {
  return {
    _id: r.id,
    trigger: r.trigger,
    status: r.status,
    startedAt: r.startedAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
    fileName: r.fileName,
    sizeBytes: r.sizeBytes,
    places: r.places,
    counts: r.counts,
    // The archive's folder stays on the server: the page shows no path (issue 30).
    error: r.error === null ? null : withoutServerPaths(r.error),
    keyFingerprint: r.keyFingerprint,
  };
}
