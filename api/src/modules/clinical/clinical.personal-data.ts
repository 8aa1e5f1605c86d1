import type { PersonalDataSource } from '../users';
import { anamneses, clinicalAccessLog, controls } from './clinical.tables';
import { controlPhotoNamesOf } from './user-records';

/**
 * The clinical record: anamnesis, controls and their photos, and the log of who read it
 * (as the client read, and as the nutritionist who read).
 */
export const clinicalPersonalData: PersonalDataSource = {
  module: 'clinical',
  rows: [
    { table: anamneses, by: anamneses.userId },
    { table: controls, by: controls.userId },
    { table: clinicalAccessLog, by: clinicalAccessLog.userId },
    { table: clinicalAccessLog, by: clinicalAccessLog.adminId },
  ],
  files: [{ area: 'photos', of: controlPhotoNamesOf }],
};
