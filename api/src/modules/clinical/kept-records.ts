import { and, desc, eq } from 'drizzle-orm';
import { CLINICAL_KEEP_YEARS, type TKeptRecord, type TKeptRecordSummary } from '@contract/privacy';
import { addMonthsInMontevideo, montevideoDay } from '@contract/time';
import type { Db } from '../../db/client';
import type { DbOrTx } from '../users';
import { users } from '../users/users.tables';
import { anamneses, clinicalAccessLog, controls, keptClinicalRecords } from './clinical.tables';

type KeptRow = typeof keptClinicalRecords.$inferSelect;

/** A row as plain JSON (dates as ISO strings), as the kept record holds it. */
export const asJson = (row: object): Record<string, unknown> =>
  JSON.parse(JSON.stringify(row)) as Record<string, unknown>;

/** What a module adds to a person's kept record as they are erased. */
export type KeptPart = Partial<Pick<KeptRow, 'anamnesis' | 'controls' | 'access' | 'mealPlans'>>;

/**
 * Adds a part to the record kept of a person erased at `at` (issue 33), made with their
 * name and e-mail by the first module that has something to keep: clinical its own part,
 * meal-plans the plans published to them (DECISIONS §13: the record is anamnesis,
 * controls and plans). Inside the erasure's transaction, before the account goes.
 */
export async function keepInRecord(
  tx: DbOrTx,
  userId: string,
  at: Date,
  part: KeptPart,
): Promise<void> {
  const [kept] = await tx
    .select({ id: keptClinicalRecords.id })
    .from(keptClinicalRecords)
    .where(and(eq(keptClinicalRecords.formerUserId, userId), eq(keptClinicalRecords.erasedAt, at)));
  if (kept) {
    await tx.update(keptClinicalRecords).set(part).where(eq(keptClinicalRecords.id, kept.id));
    return;
  }
  const [person] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!person) return;
  await tx.insert(keptClinicalRecords).values({
    formerUserId: userId,
    name: person.name,
    email: person.email,
    erasedAt: at,
    anamnesis: null,
    controls: [],
    access: [],
    ...part,
  });
}

/**
 * Clinical's part of the kept record: the anamnesis, the controls without their photos
 * (which go with the account) and the access log. A person with no anamnesis and no
 * control has none.
 */
export async function keepClinicalRecord(tx: DbOrTx, userId: string, at: Date): Promise<void> {
  const [anamnesis] = await tx.select().from(anamneses).where(eq(anamneses.userId, userId));
  const kept = await tx
    .select()
    .from(controls)
    .where(eq(controls.userId, userId))
    .orderBy(controls.createdAt);
  if (!anamnesis && kept.length === 0) return;
  const access = await tx
    .select()
    .from(clinicalAccessLog)
    .where(eq(clinicalAccessLog.userId, userId))
    .orderBy(clinicalAccessLog.at);
  await keepInRecord(tx, userId, at, {
    anamnesis: anamnesis ? asJson(anamnesis) : null,
    controls: kept.map((c) => asJson({ ...c, avatar: [] })),
    access: access.map((a) => asJson({ at: a.at, adminName: a.adminName, what: a.what })),
  });
}

/** The instant of a kept row's field ('createdAt' as JSON keeps it: an ISO string). */
const instantOf = (row: Record<string, unknown> | null, key: string): Date | null => {
  const v = row?.[key];
  const d = typeof v === 'string' ? new Date(v) : null;
  return d && !Number.isNaN(d.getTime()) ? d : null;
};

/**
 * When a kept record's keeping period ends: CLINICAL_KEEP_YEARS after the last control (or
 * the anamnesis, or the erasure), as the health-data consent promises.
 */
export function keepUntilOf(r: Pick<KeptRow, 'controls' | 'anamnesis' | 'erasedAt'>): string {
  const times = [
    ...r.controls.map((c) => instantOf(c, 'createdAt')),
    instantOf(r.anamnesis, 'createdAt'),
  ]
    .filter((d): d is Date => d !== null)
    .map((d) => d.getTime());
  const from = times.length > 0 ? new Date(Math.max(...times)) : r.erasedAt;
  return montevideoDay(addMonthsInMontevideo(from, 12 * CLINICAL_KEEP_YEARS));
}

function summary(r: KeptRow, now: Date): TKeptRecordSummary {
  const keepUntil = keepUntilOf(r);
  return {
    _id: r.id,
    name: r.name,
    email: r.email,
    erasedAt: r.erasedAt.toISOString(),
    controls: r.controls.length,
    hasAnamnesis: r.anamnesis !== null,
    mealPlans: r.mealPlans.length,
    keepUntil,
    due: keepUntil <= montevideoDay(now),
  };
}

export async function listKeptRecords(db: Db, now: Date): Promise<TKeptRecordSummary[]> {
  const rows = await db
    .select()
    .from(keptClinicalRecords)
    .orderBy(desc(keptClinicalRecords.erasedAt));
  return rows.map((r) => summary(r, now));
}

/** How many kept records have reached the end of their keeping period ('Hoy' says so). */
export async function keptRecordsDue(db: Db, now: Date): Promise<number> {
  return (await listKeptRecords(db, now)).filter((r) => r.due).length;
}

export async function getKeptRecord(db: Db, id: string, now: Date): Promise<TKeptRecord | null> {
  const [r] = await db.select().from(keptClinicalRecords).where(eq(keptClinicalRecords.id, id));
  return r
    ? {
        ...summary(r, now),
        anamnesis: r.anamnesis ?? null,
        controlRows: r.controls,
        access: r.access,
        mealPlanVersions: r.mealPlans,
      }
    : null;
}

/** Her decision that the keeping period ended: the record goes. Answers whether one did. */
export async function eraseKeptRecord(db: Db, id: string): Promise<boolean> {
  const gone = await db
    .delete(keptClinicalRecords)
    .where(eq(keptClinicalRecords.id, id))
    .returning({ id: keptClinicalRecords.id });
  return gone.length > 0;
}
