import { asc, desc, eq } from 'drizzle-orm';
import type { ZPackInputSchema } from '@contract/credits';
import { CREDITS_MSG, type TPack } from '@contract/credits';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../http/http-error';
import { packs } from './commerce.tables';

/*
 * Her packs of controls (issue 34): what she sells on the Turnos page besides the single
 * 'Turno Presencial'. A pack is edited, or no longer offered, but never deleted: its sales
 * and its clients' credits name it.
 */

type PackRow = typeof packs.$inferSelect;
type PackInput = z.output<typeof ZPackInputSchema>;

export const packToApi = (p: PackRow): TPack => ({
  _id: p.id,
  title: p.title,
  creditos: p.credits,
  costPesos: p.costPesos,
  validezDias: p.validityDays,
  iva: p.taxRate,
  cuotas: p.maxInstallments,
  activo: p.active,
});

const columns = (input: PackInput) => ({
  title: input.title,
  credits: input.creditos,
  costPesos: input.costPesos,
  validityDays: input.validezDias,
  taxRate: input.iva ?? null,
  maxInstallments: input.cuotas,
  active: input.activo,
});

/** GET packs: those she offers, cheapest per control first; `all`: hers too, newest first. */
export async function listPacks(db: Db, { all = false } = {}): Promise<TPack[]> {
  const rows = all
    ? await db.select().from(packs).orderBy(desc(packs.createdAt))
    : await db.select().from(packs).where(eq(packs.active, true)).orderBy(asc(packs.credits));
  return rows.map(packToApi);
}

export async function createPack(db: Db, input: PackInput): Promise<TPack> {
  const [row] = await db.insert(packs).values(columns(input)).returning();
  return packToApi(row!);
}

/** A sale already made keeps what it gave: the change counts from the next sale. */
export async function updatePack(db: Db, id: string, input: PackInput): Promise<TPack> {
  const [row] = await db.update(packs).set(columns(input)).where(eq(packs.id, id)).returning();
  if (!row) throw notFound(CREDITS_MSG.packNotFound);
  return packToApi(row);
}
