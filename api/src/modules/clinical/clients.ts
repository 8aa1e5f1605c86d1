import { eq } from 'drizzle-orm';
import type { TUser } from '@contract/users';
import type { Db } from '../../db/client';
import { users } from '../users/users.tables';

/** The client a clinical record belongs to, or null when there is no such user. */
export async function clientOf(
  db: Db,
  userId: string,
): Promise<{ id: string; gender: TUser['gender'] } | null> {
  const [u] = await db
    .select({ id: users.id, gender: users.gender })
    .from(users)
    .where(eq(users.id, userId));
  return u ?? null;
}
