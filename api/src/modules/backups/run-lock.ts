import { postgresPoolOf, type Db } from '../../db/client';

/**
 * Held for as long as a backup is being made, by the process making it (issue 33): a run
 * whose process is gone is recognised at once, not after two hours. On PostgreSQL it is a
 * session-level advisory lock on a connection kept for the run: the server lets go of it
 * the moment that process's connection drops (a crash, kill -9), and every server and
 * `npm run backup` sees it. The embedded database is opened by one process only (DATA_DIR
 * is locked to it), so there the process itself knows whether it is making one.
 */
const RUN_LOCK = 7_220_222;

/** Embedded databases with a run in progress in this process. */
const runningHere = new WeakSet<Db>();

export type ReleaseRunLock = () => Promise<void>;

/** Takes the lock, or answers null when a live process (this one or another) holds it. */
export async function takeRunLock(db: Db): Promise<ReleaseRunLock | null> {
  const pool = postgresPoolOf(db);
  if (!pool) {
    if (runningHere.has(db)) return null;
    runningHere.add(db);
    return async () => void runningHere.delete(db);
  }
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [
      RUN_LOCK,
    ]);
    if (!rows[0]?.ok) {
      client.release();
      return null;
    }
  } catch (err) {
    client.release(err instanceof Error ? err : true);
    throw err;
  }
  return async () => {
    try {
      await client.query('select pg_advisory_unlock($1)', [RUN_LOCK]);
      client.release();
    } catch (err) {
      // The connection is broken: dropped, which lets go of the lock too.
      client.release(err instanceof Error ? err : true);
    }
  };
}

/** For a test standing in for another process that is making a backup (PostgreSQL only). */
export const RUN_LOCK_KEY = RUN_LOCK;
