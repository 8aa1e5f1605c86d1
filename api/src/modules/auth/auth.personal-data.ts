import type { PersonalDataSource } from '../users';
import { passwordResets, sessions } from './auth.tables';

/** Open sessions and password-reset links (only their hashes are stored). */
export const authPersonalData: PersonalDataSource = {
  module: 'auth',
  rows: [
    { table: sessions, by: sessions.userId, kind: 'sesiones', secret: [sessions.tokenHash] },
    {
      table: passwordResets,
      by: passwordResets.userId,
      kind: 'sesiones',
      secret: [passwordResets.tokenHash],
    },
  ],
};
