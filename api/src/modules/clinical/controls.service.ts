import { and, desc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { CLINICAL_MSG } from '@contract/clinical-text';
import type {
  OFFLINE_CONTROL_FIELDS,
  ONLINE_CONTROL_FIELDS,
  TControl,
  TControlType,
  ZControlCreateFormSchema,
  ZControlFormSchema,
} from '@contract/clinical';
import type { TUser } from '@contract/users';
import { montevideoInstant, montevideoTime } from '@contract/time';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { ownerOf } from '../../db/owner';
import { MAX_STORED_NAMES, mergeNames } from '../../media/merge-images';
import { joinList, splitNames } from '../../media/name-lists';
import type { SignedLinks } from '../../media/signed-links';
import type { Storage } from '../../media/storage';
import { forbidden, notFound } from '../../http/http-error';
import { users, type UserRow } from '../users/users.tables';
import { controls } from './clinical.tables';
import { controlMetrics } from './metrics';
import { photoLinks } from './photos';
import { removeControlPhotos } from './user-records';

export interface ControlsDeps {
  db: Db;
  clock: Clock;
  storage: Storage;
  links: SignedLinks;
}

export type ControlRow = typeof controls.$inferSelect;
type Form = z.output<typeof ZControlFormSchema>;
type CreateForm = z.output<typeof ZControlCreateFormSchema>;
type Measure = (typeof ONLINE_CONTROL_FIELDS)[number] | (typeof OFFLINE_CONTROL_FIELDS)[number];

const num = (v: string | null) => (v === null ? null : Number(v));

/**
 * The contract's control: measures as numbers, photos as signed links made `now`, and
 * the metrics computed from the measures and the client's gender.
 */
export function toApiControl(
  r: ControlRow,
  gender: TUser['gender'],
  links: SignedLinks,
  now: Date,
): TControl {
  const measures = {
    talla: num(r.talla),
    peso: num(r.peso),
    perimetroCintura: num(r.perimetroCintura),
    perimetroCadera: num(r.perimetroCadera),
    brazoContraido: num(r.brazoContraido),
    masaAdiposa: num(r.masaAdiposa),
    masaMuscular: num(r.masaMuscular),
    sumade6: num(r.sumade6),
    indice: num(r.indice),
    biceps: num(r.biceps),
  };
  return {
    _id: r.id,
    userId: r.userId,
    typo: r.typo,
    avatar: joinList(r.avatar),
    photos: r.avatar.map((name) => photoLinks(links, name, now)),
    ...measures,
    notas: r.notas,
    objetivo: r.objetivo,
    metrics: controlMetrics({ ...measures, typo: r.typo }, gender),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** Numbers go to numeric columns as exact text. */
const dec = (v: number | null) => (v === null ? null : String(v));

/** The form's fields as columns; undefined leaves a column as it is (Drizzle skips it). */
function columnsOf(f: Form, keep: (k: Measure) => boolean) {
  const value = <T>(k: Measure, v: T | null) => (keep(k) ? v : undefined);
  return {
    talla: value('talla', dec(f.talla)),
    peso: value('peso', dec(f.peso)),
    perimetroCintura: value('perimetroCintura', dec(f.perimetroCintura)),
    perimetroCadera: value('perimetroCadera', dec(f.perimetroCadera)),
    brazoContraido: value('brazoContraido', dec(f.brazoContraido)),
    notas: value('notas', f.notas),
    masaAdiposa: value('masaAdiposa', dec(f.masaAdiposa)),
    masaMuscular: value('masaMuscular', dec(f.masaMuscular)),
    sumade6: value('sumade6', dec(f.sumade6)),
    indice: value('indice', dec(f.indice)),
    biceps: value('biceps', dec(f.biceps)),
    objetivo: value('objetivo', f.objetivo),
  };
}

/** An Online control carries no in-person measures: they are dropped, whoever sends them. */
const OFFLINE_ONLY = {
  masaAdiposa: null,
  masaMuscular: null,
  sumade6: null,
  indice: null,
  biceps: null,
  objetivo: null,
} satisfies Record<(typeof OFFLINE_CONTROL_FIELDS)[number], null>;

const isAdmin = (me: UserRow) => me.type === 'admin';

/** Spec §2 and DECISIONS §2: in-person controls are the nutritionist's alone. */
function assertMayTouch(me: UserRow, typo: TControlType): void {
  if (typo === 'Offline' && !isAdmin(me)) throw forbidden(CLINICAL_MSG.offlineAdminOnly);
}

export async function controlsOfUser(db: Db, userId: string): Promise<ControlRow[]> {
  return db
    .select()
    .from(controls)
    .where(eq(controls.userId, userId))
    .orderBy(desc(controls.createdAt), desc(controls.id));
}

export async function getControl(db: Db, id: string): Promise<ControlRow> {
  const [row] = await db.select().from(controls).where(eq(controls.id, id));
  if (!row) throw notFound(CLINICAL_MSG.controlNotFound);
  return row;
}

/**
 * The nutritionist opened a control, or a client's controls, in the back office (issue
 * 30): what was new to her is seen from now on ('Hoy' stops listing it). Only an admin's
 * read calls this; a client reading their own never does.
 */
export async function markControlsSeen(
  deps: { db: Db; clock: Clock },
  reader: UserRow,
  which: { id: string } | { userId: string },
): Promise<void> {
  if (!isAdmin(reader)) return;
  await deps.db
    .update(controls)
    .set({ seenAt: deps.clock.now() })
    .where(
      and(
        'id' in which ? eq(controls.id, which.id) : eq(controls.userId, which.userId),
        isNull(controls.seenAt),
      ),
    );
}

/** Whose control this is (null: there is none with this id). */
export const controlOwner = (db: Db, id: string) =>
  ownerOf(db, controls, { id: controls.id, owner: controls.userId }, id);

/** A new control with the photos this request stored (`avatar` has nothing to keep yet). */
export async function createControl(
  deps: ControlsDeps,
  me: UserRow,
  input: CreateForm,
  uploaded: string[],
): Promise<ControlRow> {
  assertMayTouch(me, input.typo);
  const { list, dropped } = mergeNames([], undefined, uploaded, MAX_STORED_NAMES.control);
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(controls)
    .values({
      ...columnsOf(input, () => true),
      ...(input.typo === 'Online' && OFFLINE_ONLY),
      userId: input.userId,
      typo: input.typo,
      avatar: list,
      // One she records is no news to her; a client's waits in 'Hoy' until she opens it.
      seenAt: isAdmin(me) ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw notFound(CLINICAL_MSG.controlNotFound);
  await advanceNextControl(deps.db, input.userId, now);
  await removeControlPhotos(deps.storage, dropped);
  return row;
}

/**
 * A control recorded on or after the client's next-control date moves that date on to the
 * next one their plan scheduled (users.controls), or clears it when none is left: the
 * reminder ('Es hora de tu control') and 'Hoy' then speak of the next control, not of one
 * already done. A date still ahead (she set it, or the client records early) is left alone.
 */
async function advanceNextControl(db: Db, userId: string, now: Date): Promise<void> {
  const today = montevideoTime(now);
  const endOfToday = montevideoInstant(today.year, today.month, today.day + 1);
  await db
    .update(users)
    .set({
      dateNextControl: sql`(select min(d) from unnest(${users.controls}) as d where d >= ${endOfToday.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(
      and(
        eq(users.id, userId),
        isNotNull(users.dateNextControl),
        lt(users.dateNextControl, endOfToday),
      ),
    );
}

/**
 * Changes only the fields the request names. Spec §5's form sends only its non-empty
 * fields, so a field sent empty ('' in multipart, null in JSON) can only be an edit that
 * emptied it: it is cleared, in the same request as the rest. `avatar` lists the
 * photo names to keep ('' keeps none); new uploads are added after them. A client may
 * neither edit an in-person control nor change a control's type.
 */
export async function updateControl(
  deps: ControlsDeps,
  me: UserRow,
  id: string,
  input: Form,
  sent: Readonly<Record<string, unknown>>,
  uploaded: string[],
): Promise<ControlRow> {
  const requested = input.avatar === undefined ? undefined : splitNames(input.avatar);
  const given = (k: Measure) => input[k] !== null || sent[k] === null || sent[k] === '';
  const { row, dropped } = await deps.db.transaction(async (tx) => {
    // Locked from read to write: two edits at once cannot both keep a removed photo.
    const [current] = await tx.select().from(controls).where(eq(controls.id, id)).for('update');
    if (!current) throw notFound(CLINICAL_MSG.controlNotFound);
    assertMayTouch(me, current.typo);
    if (input.typo !== current.typo && !isAdmin(me)) throw forbidden(CLINICAL_MSG.offlineAdminOnly);
    const merged = mergeNames(current.avatar, requested, uploaded, MAX_STORED_NAMES.control);
    const [updated] = await tx
      .update(controls)
      .set({
        ...columnsOf(input, given),
        ...(input.typo === 'Online' && OFFLINE_ONLY),
        typo: input.typo,
        avatar: merged.list,
        updatedAt: deps.clock.now(),
      })
      .where(eq(controls.id, id))
      .returning();
    if (!updated) throw notFound(CLINICAL_MSG.controlNotFound);
    return { row: updated, dropped: merged.dropped };
  });
  await removeControlPhotos(deps.storage, dropped);
  return row;
}

/** Deletes a control and its photo files; answers whose it was. */
export async function deleteControl(deps: ControlsDeps, me: UserRow, id: string): Promise<string> {
  const removed = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(controls).where(eq(controls.id, id)).for('update');
    if (!current) throw notFound(CLINICAL_MSG.controlNotFound);
    assertMayTouch(me, current.typo);
    await tx.delete(controls).where(eq(controls.id, id));
    return current;
  });
  await removeControlPhotos(deps.storage, removed.avatar);
  return removed.userId;
}
