import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { CLINICAL_MSG } from '@contract/clinical-text';
import {
  EXTENDED_FIELD_NAMES,
  HEALTH_CONSENT_VERSION,
  ZAnamnesisSchema,
  type TAnamnesis,
  type ZAnamnesisCreateSchema,
  type ZAnamnesisFieldsSchema,
} from '@contract/clinical';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { ownerOf } from '../../db/owner';
import { conflict, notFound } from '../../http/http-error';
import type { DbOrTx } from '../users';
import { users, type UserRow } from '../users/users.tables';
import { anamneses } from './clinical.tables';

export interface AnamnesisDeps {
  db: Db;
  clock: Clock;
}

type AnamnesisRow = typeof anamneses.$inferSelect;
type Fields = z.output<typeof ZAnamnesisFieldsSchema>;
type Create = z.output<typeof ZAnamnesisCreateSchema>;

/**
 * The flat answer of the contract: the columns, then every extended field by its spec
 * name (null when not given). Checked against the contract's schema here, because the
 * extended fields come from a jsonb column whose value types the database cannot state.
 */
export function toApiAnamnesis(r: AnamnesisRow): TAnamnesis {
  const extended = Object.fromEntries(EXTENDED_FIELD_NAMES.map((n) => [n, r.extended[n] ?? null]));
  return ZAnamnesisSchema.parse({
    ...extended,
    _id: r.id,
    userId: r.userId,
    kind: r.kind,
    workHours: r.workHours,
    daysWorks: r.daysWorks,
    typeFeedin: r.typeFeedin,
    objectives: r.objectives,
    phisicsProblems: r.phisicsProblems,
    operations: r.operations,
    diseases: r.diseases,
    pregnancies: r.pregnancies,
    medicines: r.medicines,
    medicalNotes: r.medicalNotes,
    physicalActivity: r.physicalActivity,
    sports: r.sports,
    sportsHours: r.sportsHours,
    sportsDays: Number(r.sportsDays),
    intolerancias: r.intolerancias,
    consentVersion: r.consentVersion,
    consentedAt: r.consentedAt.toISOString(),
    consentRecordedBy: r.consentRecordedBy,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  });
}

/** The extended fields given (null ones are not stored: absent means not given). */
function extendedOf(input: Fields): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const n of EXTENDED_FIELD_NAMES) {
    const v = input[n];
    if (v !== null) out[n] = v;
  }
  return out;
}

/** The columns every form fills (spec §5's required fields and intolerancias). */
function coreColumns(input: Fields) {
  return {
    workHours: input.workHours,
    daysWorks: input.daysWorks,
    typeFeedin: input.typeFeedin,
    objectives: input.objectives,
    phisicsProblems: input.phisicsProblems,
    operations: input.operations,
    diseases: input.diseases,
    pregnancies: input.pregnancies,
    medicines: input.medicines,
    medicalNotes: input.medicalNotes,
    physicalActivity: input.physicalActivity,
    sports: input.sports,
    sportsHours: input.sportsHours,
    sportsDays: String(input.sportsDays),
    intolerancias: input.intolerancias,
  };
}

/**
 * Birth date and sex, asked by the anamnesis, saved where they live: on the user (issue
 * 31), in the anamnesis's transaction. Not given leaves the user's as they are.
 */
async function savePerson(tx: DbOrTx, userId: string, input: Fields, now: Date): Promise<void> {
  if (input.birthDate === undefined && input.gender === undefined) return;
  await tx
    .update(users)
    .set({ birthDate: input.birthDate, gender: input.gender, updatedAt: now })
    .where(eq(users.id, userId));
}

export async function anamnesisOfUser(db: Db, userId: string): Promise<AnamnesisRow | null> {
  const [row] = await db.select().from(anamneses).where(eq(anamneses.userId, userId));
  return row ?? null;
}

export async function getAnamnesis(db: Db, id: string): Promise<AnamnesisRow> {
  const [row] = await db.select().from(anamneses).where(eq(anamneses.id, id));
  if (!row) throw notFound(CLINICAL_MSG.anamnesisNotFound);
  return row;
}

/** Whose anamnesis this is (null: there is none with this id). */
export const anamnesisOwner = (db: Db, id: string) =>
  ownerOf(db, anamneses, { id: anamneses.id, owner: anamneses.userId }, id);

/**
 * The client's one anamnesis, with the consent they gave (the contract requires
 * `consent: true`): the current text version, now, and whether the client or the admin
 * recorded it. A second one answers 409 with the existing id: the unique index on
 * user_id decides, so of two creates at the same moment exactly one is stored.
 */
export async function createAnamnesis(
  deps: AnamnesisDeps,
  me: UserRow,
  input: Create,
): Promise<AnamnesisRow> {
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(anamneses)
      .values({
        ...coreColumns(input),
        userId: input.userId,
        kind: input.kind,
        extended: extendedOf(input),
        consentVersion: HEALTH_CONSENT_VERSION,
        consentedAt: now,
        consentRecordedBy: me.id === input.userId ? 'client' : 'admin',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: anamneses.userId })
      .returning();
    if (created) await savePerson(tx, input.userId, input, now);
    return created;
  });
  if (row) return row;
  const existing = await anamnesisOfUser(deps.db, input.userId);
  throw conflict(CLINICAL_MSG.anamnesisExists, { anamnesisId: existing?.id ?? '' });
}

/**
 * Replaces the form's fields. The consent stays as first given. The extended section
 * belongs to the extended form: a PUT with kind 'Extendido' replaces it (a field left
 * out is cleared); a PUT with kind 'Simple' (the online form, which has no such section)
 * leaves it and the record's kind as they are, so editing with the short form never
 * erases what the nutritionist recorded with the long one.
 */
export async function updateAnamnesis(
  deps: AnamnesisDeps,
  id: string,
  input: Fields,
): Promise<AnamnesisRow> {
  const extendedForm = input.kind === 'Extendido';
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(anamneses)
      .set({
        ...coreColumns(input),
        ...(extendedForm && { kind: input.kind, extended: extendedOf(input) }),
        updatedAt: now,
      })
      .where(eq(anamneses.id, id))
      .returning();
    if (!row) throw notFound(CLINICAL_MSG.anamnesisNotFound);
    await savePerson(tx, row.userId, input, now);
    return row;
  });
}
