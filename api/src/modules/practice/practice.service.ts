import { eq } from 'drizzle-orm';
import type { WeeklyRange } from '@contract/agenda-slots';
import { normalizeWhatsApp } from '@contract/phone';
import {
  PRACTICE_MSG,
  whatsappChatBase,
  type CancelPolicy,
  type TPractice,
  type TPracticeForm,
} from '@contract/practice';
import type { z } from 'zod';
import type { ZPracticeFormSchema } from '@contract/practice';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { DbOrTx } from '../users';
import { MAX_STORED_NAMES, mergeNames } from '../../media/merge-images';
import { splitNames } from '../../media/name-lists';
import { removeStored, type Storage } from '../../media/storage';
import { practice } from './practice.tables';

export type PracticeRow = typeof practice.$inferSelect;

export interface PracticeDeps {
  db: Db;
  clock: Clock;
  storage: Storage;
}

/** The practice's one row (made by the migration): her identity and her consulting room. */
export async function getPractice(db: DbOrTx): Promise<PracticeRow> {
  const [row] = await db.select().from(practice).where(eq(practice.id, 1));
  if (!row) throw new Error('practice: the row the migration makes is missing');
  return row;
}

/** Her cancellation policy (issue 34): what the agenda enforces and every text states. */
export async function cancelPolicy(db: DbOrTx): Promise<CancelPolicy> {
  const p = await getPractice(db);
  return { cancelHours: p.cancelHours, lateCredit: p.lateCredit };
}

/** Her name as a client reads it: never 'Administración', never empty. */
export const displayName = (p: Pick<PracticeRow, 'name'>) =>
  p.name.trim() || PRACTICE_MSG.fallbackName;

/**
 * Who clients see on the nutritionist's side (a message, a mail): her name and photo;
 * `inSentence` is how a mail names her ('… de tu nutricionista' while her name is empty).
 */
export async function practiceIdentity(
  db: Db,
): Promise<{ name: string; inSentence: string; avatar: string; title: string }> {
  const p = await getPractice(db);
  return {
    name: displayName(p),
    inSentence: p.name.trim() || PRACTICE_MSG.fallbackInSentence,
    avatar: p.avatar[0] ?? '',
    title: p.title,
  };
}

/**
 * Her weekly hours (Contacto shows them): they are the Agenda's, a module above this one
 * (eslint/module-layers.js), so app.ts hands over how to read them.
 */
export type WeeklyHoursSource = () => Promise<readonly WeeklyRange[]>;

/**
 * The practice as anyone may read it; `whatsappUrl` is the chat with the number she wrote,
 * else the configured WHATSAPP_URL (the server's). Her number is answered E.164 even when
 * it was stored before numbers were normalized ('099 123 456'); one that cannot be read as
 * a WhatsApp number is answered as stored, for her to mend in Editar Web.
 */
export function practiceToApi(
  p: PracticeRow,
  configuredWhatsApp?: string,
  weeklyHours: readonly WeeklyRange[] = [],
): TPractice {
  return {
    name: p.name,
    displayName: displayName(p),
    avatar: p.avatar[0] ?? '',
    title: p.title,
    registration: p.registration,
    address: p.address,
    mapUrl: p.mapUrl,
    whatsapp: normalizeWhatsApp(p.whatsapp) ?? p.whatsapp,
    whatsappUrl: whatsappChatBase(configuredWhatsApp, p.whatsapp),
    weeklyHours: [...weeklyHours]
      .sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start))
      .map(({ weekday, start, end }) => ({ weekday, start, end })),
    cancelHours: p.cancelHours,
    lateCredit: p.lateCredit,
  };
}

type PracticeForm = z.output<typeof ZPracticeFormSchema>;
export type { TPracticeForm };

/**
 * Editar Web's 'Tu consultorio y tu perfil': absent fields stay, '' clears them; a new
 * photo replaces the one she had (one photo, media/merge-images.ts), `avatar: ''` drops it.
 */
export async function updatePractice(
  deps: PracticeDeps,
  input: PracticeForm,
  uploaded: string[],
): Promise<PracticeRow> {
  const requested = input.avatar === undefined ? undefined : splitNames(input.avatar ?? '');
  const text = (v: string | null | undefined) => (v === undefined ? undefined : (v ?? ''));
  const { row, dropped } = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(practice).where(eq(practice.id, 1)).for('update');
    if (!current) throw new Error('practice: the row the migration makes is missing');
    const merged = mergeNames(current.avatar, requested, uploaded, MAX_STORED_NAMES.user);
    const [saved] = await tx
      .update(practice)
      .set({
        name: text(input.name),
        title: text(input.title),
        registration: text(input.registration),
        address: text(input.address),
        mapUrl: text(input.mapUrl),
        whatsapp: text(input.whatsapp),
        cancelHours: input.cancelHours,
        lateCredit: input.lateCredit,
        avatar: merged.list,
        updatedAt: deps.clock.now(),
      })
      .where(eq(practice.id, 1))
      .returning();
    return { row: saved!, dropped: merged.dropped };
  });
  await removeStored(deps.storage, 'images', dropped);
  return row;
}
