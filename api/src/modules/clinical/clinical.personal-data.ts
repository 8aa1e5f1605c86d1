import type { PersonalDataSource } from '../users';
import { anamneses, clinicalAccessLog, controls } from './clinical.tables';
import { keepClinicalRecord } from './kept-records';
import { controlPhotoNamesOf } from './user-records';

/**
 * The clinical record: anamnesis, controls and their photos, and the log of who read it
 * (as the client read, and as the nutritionist who read). As the person is erased the
 * record is kept apart, read-only (kept-records.ts), unless its keeping period ended.
 */
export const clinicalPersonalData: PersonalDataSource = {
  module: 'clinical',
  rows: [
    { table: anamneses, by: anamneses.userId, kind: 'anamnesis' },
    { table: controls, by: controls.userId, kind: 'controles' },
    { table: clinicalAccessLog, by: clinicalAccessLog.userId, kind: 'accesos-historia' },
    { table: clinicalAccessLog, by: clinicalAccessLog.adminId, kind: 'lecturas-historias' },
  ],
  files: [{ area: 'photos', of: controlPhotoNamesOf }],
  async onErase(tx, userId, how) {
    if (how.keepClinicalRecord) await keepClinicalRecord(tx, userId, how.at);
    return undefined;
  },
};
