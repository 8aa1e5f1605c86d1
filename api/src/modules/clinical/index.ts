/** What other modules may use of clinical. */
export { clinicalRoutes } from './clinical.routes';
export type { ClinicalDeps } from './controls.routes';
export { anamneses, clinicalAccessLog, controls } from './clinical.tables';
export {
  completionColumns,
  completionOf,
  controlPhotoNamesOf,
  removeControlPhotos,
  type CompletionFlags,
} from './user-records';
