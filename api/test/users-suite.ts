import fs from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { type Headers, sendForm, useTestApp } from './harness';
import { users } from '../src/modules/users/users.tables';

/**
 * The users suites' shared set-up: the app, a user's own form post with its photo, and the
 * rows and stored images they check.
 */
export function useUsersSuite() {
  const { t, admin } = useTestApp();

  /** POST user/{id} as that user: a multipart form, with its photo. */
  const postOwnUser = (
    user: { id: string; headers: Headers },
    fields: Record<string, string>,
    files: Parameters<typeof sendForm>[3],
  ) =>
    sendForm(
      t.app,
      { method: 'POST', url: `/api/user/${user.id}`, headers: user.headers },
      fields,
      files,
    );

  /** Every stored image name, to prove a refused request stored nothing. */
  const storedImages = async () =>
    (await fs.readdir(path.join(t.storageDir, 'images')).catch(() => [] as string[])).sort();

  const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]!.n;
  const row = async (id: string) =>
    (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
  return { t, admin, postOwnUser, storedImages, userCount, row };
}
