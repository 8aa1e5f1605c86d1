import { count, desc, eq, ne, and, sql } from 'drizzle-orm';
import { MSG } from '@contract/common';
import type { TUser } from '@contract/users';
import type { z } from 'zod';
import type {
  ZUserAdminUpdateSchema,
  ZUserCreateByAdminSchema,
  ZUserSelfUpdateSchema,
} from '@contract/users';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { Storage } from '../../media/storage';
import { conflict, notFound } from '../../plugins/http-error';
import { hashPassword } from '../auth/passwords';
import { revokeSessions, type UserRow } from '../auth/auth.service';
import { users } from './users.tables';

export interface UsersDeps {
  db: Db;
  clock: Clock;
  storage: Storage;
}

/** The API's view of a user: the spec's field names, never the password hash. */
export function toApiUser(u: UserRow): TUser {
  return {
    _id: u.id,
    name: u.name,
    email: u.email,
    type: u.type,
    state: u.state,
    avatar: u.avatar,
    age: u.age,
    gender: u.gender,
    activePlan: u.activePlan,
    celPhone: u.celPhone,
    housePhone: u.housePhone,
    address: u.address,
    facebook: u.facebook,
    instagrame: u.instagram,
    whatsApp: u.whatsApp,
    purchases: u.purchases,
    dateNextControl: u.dateNextControl?.toISOString() ?? null,
    paymentState: u.paymentState,
    controls: u.controls.map((d) => d.toISOString()),
    createdAt: u.createdAt.toISOString(),
  };
}

/** A search counts its matches up to this many; see listUsers. */
const SEARCH_TOTAL_CAP = 500;

/**
 * A page of users, newest first. `q` matches a substring of the name (accents and case
 * ignored: 'jose' finds 'José') or of the e-mail, through the trigram indexes on exactly
 * these expressions (migration 0001_users_search).
 * `total` is exact for the plain list and for a search matching up to SEARCH_TOTAL_CAP
 * users. A common term matches thousands, and counting them all is a scan: then `total`
 * is SEARCH_TOTAL_CAP, read as "at least that many" (the pages past it are still served).
 */
export async function listUsers(
  deps: UsersDeps,
  q: { q?: string; page: number; pageSize: number },
) {
  const term = q.q?.trim();
  const pattern = term ? `%${escapeLike(term)}%` : undefined;
  const where = pattern
    ? sql`(f_unaccent(lower(${users.name})) like f_unaccent(lower(${pattern})) or ${users.email} like lower(${pattern}))`
    : undefined;
  const offset = (q.page - 1) * q.pageSize;
  const rows = await deps.db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), users.id)
    .limit(q.pageSize)
    .offset(offset);
  let total: number;
  if (rows.length > 0 && rows.length < q.pageSize) {
    // The last page: the total is known without counting.
    total = offset + rows.length;
  } else {
    const matches = where
      ? deps.db
          .select({ one: sql`1` })
          .from(users)
          .where(where)
          .limit(SEARCH_TOTAL_CAP)
          .as('m')
      : users;
    const [r] = await deps.db.select({ n: count() }).from(matches);
    total = Math.max(r?.n ?? 0, offset + rows.length);
  }
  return { users: rows.map(toApiUser), total, page: q.page, pageSize: q.pageSize };
}

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function getUser(deps: UsersDeps, id: string): Promise<UserRow> {
  const [u] = await deps.db.select().from(users).where(eq(users.id, id));
  if (!u) throw notFound('No encontramos ese usuario');
  return u;
}

type SelfUpdate = z.output<typeof ZUserSelfUpdateSchema>;
type AdminUpdate = z.output<typeof ZUserAdminUpdateSchema>;
type AdminCreate = z.output<typeof ZUserCreateByAdminSchema>;

/** Column values from validated fields; undefined means 'leave as is'. */
function columns(input: Partial<AdminUpdate>) {
  return {
    name: input.name,
    age: input.age,
    gender: input.gender,
    celPhone: input.celPhone,
    housePhone: input.housePhone,
    address: input.address,
    facebook: input.facebook,
    instagram: input.instagrame,
    whatsApp: input.whatsApp,
    type: input.type,
    state: input.state,
    activePlan: input.activePlan,
    purchases: input.purchases,
    dateNextControl:
      input.dateNextControl === undefined
        ? undefined
        : input.dateNextControl === null
          ? null
          : new Date(input.dateNextControl),
    paymentState: input.paymentState,
  };
}

/**
 * The avatar list a request may keep: only names the user already has (a client
 * cannot point their avatar at arbitrary files), with new uploads first.
 */
function nextAvatar(current: string, requested: string | undefined, uploaded: string[]): string {
  const have = new Set(current.split(',').filter(Boolean));
  const keep =
    requested === undefined
      ? [...have]
      : requested
          .split(',')
          .map((s) => s.trim())
          .filter((s) => have.has(s));
  if (uploaded.length > 0) return [...uploaded].join(',');
  return keep.join(',');
}

async function removeImages(storage: Storage, names: string[]) {
  await Promise.all(names.map((n) => storage.remove('images', n)));
}

export async function createUserByAdmin(
  deps: UsersDeps,
  input: AdminCreate,
  uploaded: string[],
): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  const [u] = await deps.db
    .insert(users)
    .values({
      ...stripUndefined(columns(input)),
      name: input.name,
      email: input.email,
      passwordHash,
      avatar: uploaded.join(','),
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!u) {
    await removeImages(deps.storage, uploaded);
    throw conflict(MSG.emailExists, { email: MSG.emailExists });
  }
  return u;
}

/**
 * Updates a user. `asAdmin` decides which fields count: a guest's admin-only
 * fields were already dropped by the schema the route chose.
 */
export async function updateUser(
  deps: UsersDeps,
  id: string,
  input: SelfUpdate | AdminUpdate,
  uploaded: string[],
): Promise<UserRow> {
  const current = await getUser(deps, id);
  const avatar = nextAvatar(current.avatar, input.avatar, uploaded);
  const password =
    'password' in input && input.password ? await hashPassword(input.password) : undefined;
  const values = stripUndefined({
    ...columns(input),
    avatar,
    passwordHash: password,
    updatedAt: deps.clock.now(),
  });
  const [u] = await deps.db.update(users).set(values).where(eq(users.id, id)).returning();
  if (!u) throw notFound('No encontramos ese usuario');
  const dropped = current.avatar.split(',').filter((n) => n && !avatar.split(',').includes(n));
  await removeImages(deps.storage, dropped);
  // Leaving Activo, or a new password, ends the user's open sessions (DECISIONS §3).
  if (u.state !== 'Activo' || password) await revokeSessions(deps, u.id);
  return u;
}

export async function deleteUser(deps: UsersDeps, me: UserRow, id: string): Promise<void> {
  if (me.id === id) throw conflict('No podés eliminar tu propia cuenta');
  const u = await getUser(deps, id);
  if (u.type === 'admin') {
    const [others] = await deps.db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.type, 'admin'), ne(users.id, id)));
    if (!others?.n) throw conflict('No se puede eliminar al único administrador');
  }
  await deps.db.delete(users).where(eq(users.id, id));
  await removeImages(deps.storage, u.avatar.split(',').filter(Boolean));
}

/** The first admin comes from ADMIN_EMAIL / ADMIN_PASSWORD when there is none yet. */
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
  await db
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
    });
  return true;
}

function stripUndefined<T extends Record<string, unknown>>(
  o: T,
): { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as never;
}
