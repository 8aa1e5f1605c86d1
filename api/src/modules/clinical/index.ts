/** What other modules may use of clinical. */
export { clinicalCompletion, completionOf } from './user-records';
export { clinicalPersonalData } from './clinical.personal-data';
export { anamnesisOfUser } from './anamnesis.service';
export { accessLogOf } from './access-log';
export {
  asJson,
  eraseKeptRecord,
  getKeptRecord,
  keepInRecord,
  keptRecordsDue,
  listKeptRecords,
} from './kept-records';
