import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { practice } from './practice.tables';

export type PracticeRow = typeof practice.$inferSelect;

/** The practice's one row (made by the migration): her identity and her consulting room. */
export async function getPractice(db: Db): Promise<PracticeRow> {
  const [row] = await db.select().from(practice).where(eq(practice.id, 1));
  if (!row) throw new Error('practice: the row the migration makes is missing');
  return row;
}
