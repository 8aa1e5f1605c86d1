import type { TUser } from '@contract/users';
import type { Db } from '../../db/client';

/**
 * The client a clinical record belongs to, read through the relational query API so this
 * module needs no import of the users module (which imports this one).
 */
export async function clientOf(
  db: Db,
  userId: string,
): Promise<{ id: string; gender: TUser['gender'] } | null> {
  const u = await db.query.users.findFirst({
    columns: { id: true, gender: true },
    where: (users, { eq }) => eq(users.id, userId),
  });
  return u ?? null;
}

export const CLIENT_NOT_FOUND = 'No encontramos ese usuario';
