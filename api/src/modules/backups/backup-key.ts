import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { BACKUP_KEY_MSG } from '@contract/backups';
import { loadOrCreateKeptFile } from '../../kept-file';

/**
 * The key every archive is encrypted with (issue 33): BACKUP_KEY, kept by whoever runs the
 * server, or one the server made once and keeps in DATA_DIR, which the back office shows
 * her until she says she saved it. Without it no copy can be restored.
 */
export interface BackupKey {
  text: string;
  source: 'env' | 'generated';
}

/** The kept key's file in DATA_DIR, beside link-secret and vapid-keys.json. */
export const KEPT_KEY_FILE = 'backup-key';
/** As BACKUP_KEY's own rule (config.ts). */
export const MIN_KEY_LENGTH = 16;

const keptKey = (dataDir: string, text: string) => {
  if (text.length < MIN_KEY_LENGTH)
    throw new Error(BACKUP_KEY_MSG.badKeptKey(path.join(dataDir, KEPT_KEY_FILE)));
  return text;
};

/** The key kept in DATA_DIR, made the first time (32 random bytes, base64url). */
export async function loadOrCreateBackupKey(dataDir: string): Promise<string> {
  return keptKey(
    dataDir,
    await loadOrCreateKeptFile(dataDir, KEPT_KEY_FILE, () => randomBytes(32).toString('base64url')),
  );
}

/** The key kept in DATA_DIR when there is one (a restore never makes one). */
export async function readKeptBackupKey(dataDir: string): Promise<string | null> {
  try {
    return keptKey(dataDir, (await fs.readFile(path.join(dataDir, KEPT_KEY_FILE), 'utf8')).trim());
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/**
 * The server's key, as main.ts and `npm run backup` take it: BACKUP_KEY when set, else the
 * one kept in DATA_DIR (made now if there is none).
 */
export async function loadBackupKey(config: {
  backupKey?: string;
  dataDir: string;
}): Promise<BackupKey> {
  return config.backupKey
    ? { text: config.backupKey, source: 'env' }
    : { text: await loadOrCreateBackupKey(config.dataDir), source: 'generated' };
}

/**
 * A key for an app that keeps none (tests that read no archive back, scripts): what it
 * encrypts is readable only while it lives, as with ephemeral VAPID keys.
 */
export const ephemeralBackupKey = (): BackupKey => ({
  text: randomBytes(32).toString('base64url'),
  source: 'generated',
});
