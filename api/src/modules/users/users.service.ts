import { count, desc, eq, getTableColumns, ne, and, sql } from 'drizzle-orm';
import { MSG } from '@contract/common-text';
import { NEXT_CONTROL_RANGE, USERS_MSG, ageOf, type TUser } from '@contract/users';
import { addMonthsInMontevideo } from '@contract/time';
import type { z } from 'zod';
import type {
  ZUserAdminUpdateSchema,
  ZUserCreateByAdminSchema,
  ZUserSelfUpdateSchema,
} from '@contract/users';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { MAX_STORED_NAMES, mergeNames } from '../../media/merge-images';
import { joinList, splitNames } from '../../media/name-lists';
import { removeStored, type Storage } from '../../media/storage';
import { badRequest, conflict, notFound } from '../../http/http-error';
import { hashPassword } from './passwords';
import { erasePerson, type AfterErase } from './personal-data';
import type { CompletionFlags, UserRegistry } from './user-registry';
import { users, type UserRow } from './users.tables';

export interface UsersDeps {
  db: Db;
  clock: Clock;
  storage: Storage;
  userRegistry: UserRegistry;
}

/** A user with what the server knows of their clinical records (DECISIONS §8). */
export type UserView = UserRow & CompletionFlags;

/** Every column of users and the completion flags: one query, also for a whole page. */
const userView = (registry: UserRegistry) => ({
  ...getTableColumns(users),
  ...registry.completion.columns(users.id),
});

/**
 * The API's view of a user: the spec's field names, never the password hash; the age as
 * of `now`, from the birth date when there is one.
 */
export function toApiUser(u: UserView, now: Date): TUser {
  return {
    _id: u.id,
    name: u.name,
    email: u.email,
    type: u.type,
    state: u.state,
    avatar: joinList(u.avatar),
    age: ageOf(u, now),
    birthDate: u.birthDate,
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
    anamnesisCompleted: u.anamnesisCompleted,
    firstControlCompleted: u.firstControlCompleted,
    rut: u.rut,
    razonSocial: u.razonSocial,
    ci: u.ci,
  };
}

/** The API's view of a user row read without the flags (a session's user, a fresh write). */
export async function apiUser(
  deps: { db: Db; userRegistry: UserRegistry; clock: Clock },
  u: UserRow,
): Promise<TUser> {
  return toApiUser(
    { ...u, ...(await deps.userRegistry.completion.of(deps.db, u.id)) },
    deps.clock.now(),
  );
}

/** A search counts its matches up to this many; see listUsers. */
export const SEARCH_TOTAL_CAP = 500;

/**
 * A page of users, newest first. `q` matches a substring of the name (accents and case
 * ignored: 'jose' finds 'José') or of the e-mail, through the trigram indexes on exactly
 * these expressions (migration 0002_users_search).
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
    .select(userView(deps.userRegistry))
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), users.id)
    .limit(q.pageSize)
    .offset(offset);
  let total: number;
  let totalIsLowerBound = false;
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
    const counted = r?.n ?? 0;
    totalIsLowerBound = where !== undefined && counted >= SEARCH_TOTAL_CAP;
    total = Math.max(counted, offset + rows.length);
  }
  return {
    users: rows.map((u) => toApiUser(u, deps.clock.now())),
    total,
    totalIsLowerBound,
    page: q.page,
    pageSize: q.pageSize,
  };
}

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function getUser(deps: UsersDeps, id: string): Promise<UserView> {
  const [u] = await deps.db.select(userView(deps.userRegistry)).from(users).where(eq(users.id, id));
  if (!u) throw notFound(USERS_MSG.notFound);
  return u;
}

type SelfUpdate = z.output<typeof ZUserSelfUpdateSchema>;
type AdminUpdate = z.output<typeof ZUserAdminUpdateSchema>;
type AdminCreate = z.output<typeof ZUserCreateByAdminSchema>;

/**
 * A person's next control within NEXT_CONTROL_RANGE of today (issue 33): the contract
 * takes any day from 1900 to 9999; a day the reminders and 'Hoy' cannot mean is refused.
 */
function checkNextControl(input: Partial<AdminUpdate>, now: Date): void {
  if (!input.dateNextControl) return;
  const at = new Date(input.dateNextControl);
  const from = addMonthsInMontevideo(now, -12 * NEXT_CONTROL_RANGE.yearsBack);
  const to = addMonthsInMontevideo(now, 12 * NEXT_CONTROL_RANGE.yearsAhead);
  if (at < from || at > to)
    throw badRequest(USERS_MSG.nextControlRange, { dateNextControl: USERS_MSG.nextControlRange });
}

/** Column values from validated fields; undefined means 'leave as is'. */
function columns(input: Partial<AdminUpdate>) {
  return {
    name: input.name,
    age: input.age,
    birthDate: input.birthDate,
    gender: input.gender,
    celPhone: input.celPhone,
    housePhone: input.housePhone,
    address: input.address,
    facebook: input.facebook,
    instagram: input.instagrame,
    whatsApp: input.whatsApp,
    rut: input.rut,
    razonSocial: input.razonSocial,
    ci: input.ci,
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

export async function createUserByAdmin(
  deps: UsersDeps,
  input: AdminCreate,
  uploaded: string[],
): Promise<UserRow> {
  checkNextControl(input, deps.clock.now());
  const passwordHash = await hashPassword(input.password);
  const { list: avatar, dropped } = mergeNames([], undefined, uploaded, MAX_STORED_NAMES.user);
  const [u] = await deps.db
    .insert(users)
    .values({
      ...columns(input),
      name: input.name,
      email: input.email,
      passwordHash,
      avatar,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  // The uploads of a refused request are removed by its route (http/route.ts).
  if (!u) throw conflict(MSG.emailExists, { email: MSG.emailExists });
  await removeStored(deps.storage, 'images', dropped);
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
  checkNextControl(input, deps.clock.now());
  const password =
    'password' in input && input.password ? await hashPassword(input.password) : undefined;
  const requested = input.avatar === undefined ? undefined : splitNames(input.avatar);
  // The row is locked from read to write, so two edits at once cannot both keep a photo.
  const { u, dropped } = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!current) throw notFound(USERS_MSG.notFound);
    const merged = mergeNames(current.avatar, requested, uploaded, MAX_STORED_NAMES.user);
    // Drizzle leaves a column as it is when its value is undefined.
    const values = {
      ...columns(input),
      avatar: merged.list,
      passwordHash: password,
      updatedAt: deps.clock.now(),
    };
    const [row] = await tx.update(users).set(values).where(eq(users.id, id)).returning();
    if (!row) throw notFound(USERS_MSG.notFound);
    return { u: row, dropped: merged.dropped };
  });
  await removeStored(deps.storage, 'images', dropped);
  // Leaving Activo, or a new password, ends the user's open sessions (DECISIONS §3).
  if (u.state !== 'Activo' || password) await deps.userRegistry.endSessions(deps.db, u.id);
  return u;
}

/** Erases a user (personal-data.ts); answers the mails the modules owe, to send after. */
export async function deleteUser(
  deps: UsersDeps,
  me: UserRow,
  id: string,
  /** Absent: the clinical record is kept, as the law asks (DECISIONS §13). */
  keepClinicalRecord = true,
): Promise<AfterErase[]> {
  if (me.id === id) throw conflict(USERS_MSG.selfDelete);
  const u = await getUser(deps, id);
  if (u.type === 'admin') {
    const [others] = await deps.db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.type, 'admin'), ne(users.id, id)));
    if (!others?.n) throw conflict(USERS_MSG.lastAdmin);
  }
  // Every module's rows go with the user (their foreign keys cascade or set null); their
  // files are found first and removed once the rows are gone (personal-data.ts).
  return erasePerson(
    deps,
    deps.userRegistry.personalData,
    id,
    async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
      await tx.delete(users).where(eq(users.id, id));
    },
    { keepClinicalRecord, at: deps.clock.now() },
  );
}
