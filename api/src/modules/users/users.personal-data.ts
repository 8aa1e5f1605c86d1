import { eq } from 'drizzle-orm';
import type { PersonalDataSource } from './personal-data';
import { users } from './users.tables';

/** The account itself, and its profile photos. */
export const usersPersonalData: PersonalDataSource = {
  module: 'users',
  rows: [{ table: users, by: users.id, kind: 'cuenta', secret: [users.passwordHash] }],
  files: [
    {
      area: 'images',
      of: async (db, userId) =>
        (await db.select({ avatar: users.avatar }).from(users).where(eq(users.id, userId))).flatMap(
          (r) => r.avatar,
        ),
    },
  ],
};
