import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hashPassword } from '../users';
import { users } from '../users/users.tables';
import { passwordResets, sessions } from './auth.tables';

/**
 * The first admin comes from ADMIN_EMAIL / ADMIN_PASSWORD when there is none yet.
 * When the address already has an account (anyone may have registered it first),
 * that account becomes the admin with ADMIN_PASSWORD, and every session and reset
 * link it had is revoked: only whoever knows ADMIN_PASSWORD gets in as admin.
 */
export async function ensureFirstAdmin(
  db: Db,
  admin: { email: string; password: string } | undefined,
): Promise<boolean> {
  if (!admin) return false;
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.type, 'admin'))
    .limit(1);
  if (existing) return false;
  const passwordHash = await hashPassword(admin.password);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        name: 'Administración',
        email: admin.email,
        passwordHash,
        type: 'admin',
        state: 'Activo',
      })
      .onConflictDoUpdate({
        target: users.email,
        set: { type: 'admin', state: 'Activo', passwordHash },
      })
      .returning({ id: users.id });
    if (!user) return;
    // A fresh row has none; a taken-over account loses whatever its first owner held.
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx.delete(passwordResets).where(eq(passwordResets.userId, user.id));
  });
  return true;
}
