import { eq } from 'drizzle-orm';
import type { TBackupKey, TBackupKeyState } from '@contract/backups';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { BackupKey } from './backup-key';
import { keyFingerprint, shortFingerprint } from './cipher';
import { backupKeyConfirmations } from './backups.tables';

/*
 * 'Guardá la clave de tus copias' (issue 33): a key the server generated is shown to her
 * until she confirms she saved it, then never again, by any server (the confirmation is in
 * the database, by the key's fingerprint). A key from BACKUP_KEY is never shown: whoever
 * set it has it.
 */

export interface KeyDeps {
  db: Db;
  clock: Clock;
  backupKey: BackupKey;
}

async function confirmedAt(deps: KeyDeps): Promise<Date | null> {
  const whole = (await keyFingerprint(deps.backupKey.text)).toString('hex');
  const [row] = await deps.db
    .select({ at: backupKeyConfirmations.confirmedAt })
    .from(backupKeyConfirmations)
    .where(eq(backupKeyConfirmations.fingerprint, whole));
  return row?.at ?? null;
}

/** What the page tells of the key: where it comes from, its fingerprint, whether saved. */
export async function keyState(deps: KeyDeps): Promise<TBackupKeyState> {
  const fingerprint = shortFingerprint(await keyFingerprint(deps.backupKey.text));
  if (deps.backupKey.source === 'env') return { source: 'env', fingerprint, savedAt: null };
  const at = await confirmedAt(deps);
  return { source: 'generated', fingerprint, savedAt: at?.toISOString() ?? null };
}

/**
 * The generated key itself, while she has not confirmed she saved it; why not, otherwise
 * ('env': it is BACKUP_KEY's; 'saved': she confirmed).
 */
export async function revealKey(
  deps: KeyDeps,
): Promise<{ key: TBackupKey } | { refused: 'env' | 'saved' }> {
  if (deps.backupKey.source === 'env') return { refused: 'env' };
  if (await confirmedAt(deps)) return { refused: 'saved' };
  const fingerprint = shortFingerprint(await keyFingerprint(deps.backupKey.text));
  return { key: { key: deps.backupKey.text, fingerprint } };
}

/**
 * 'Ya la guardé en un lugar seguro': recorded once (a second click, or another server's
 * page, answers the first confirmation's time); null for BACKUP_KEY's key.
 */
export async function confirmKeySaved(
  deps: KeyDeps,
): Promise<{ savedAt: Date; fingerprint: string } | null> {
  if (deps.backupKey.source === 'env') return null;
  const whole = await keyFingerprint(deps.backupKey.text);
  await deps.db
    .insert(backupKeyConfirmations)
    .values({ fingerprint: whole.toString('hex'), confirmedAt: deps.clock.now() })
    .onConflictDoNothing();
  return { savedAt: (await confirmedAt(deps))!, fingerprint: shortFingerprint(whole) };
}
