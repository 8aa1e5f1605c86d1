/** What other modules may use of clinical. */
export {
  completionColumns,
  completionOf,
  controlPhotoNamesOf,
  removeControlPhotos,
  type CompletionFlags,
} from './user-records';
