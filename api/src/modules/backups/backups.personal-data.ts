import type { PersonalDataSource } from '../users';
import { backupDownloads } from './backups.tables';

/** The record of which copies an admin downloaded (her account erased: the rows stay, unnamed). */
export const backupsPersonalData: PersonalDataSource = {
  module: 'backups',
  rows: [{ table: backupDownloads, by: backupDownloads.adminId, kind: 'descargas-copias' }],
};
