/** What other modules and the app may use of users. */
export { apiUser, deleteUser } from './users.service';
export { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';
export {
  personalDataRegistry,
  personalFiles,
  personalRowCounts,
  personalRows,
  type ExportedRow,
  type AfterErase,
  type DbOrTx,
  type PersonalDataRegistry,
  type PersonalDataSource,
} from './personal-data';
export type { CompletionFlags, UserRegistry } from './user-registry';
export { usersPersonalData } from './users.personal-data';
