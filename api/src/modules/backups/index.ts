/** What the app and other modules may use of backups. */
export { backupHealth, dailyBackupJob, lastBackupOkAt, type BackupsDeps } from './backups.service';
export { backupsPersonalData } from './backups.personal-data';
export { ephemeralBackupKey, loadBackupKey, type BackupKey } from './backup-key';
