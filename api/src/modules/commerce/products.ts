import { eq } from 'drizzle-orm';
import { unlocksFiles as unlocksFilesOf } from '@contract/catalog';
import type { TProductKind } from '@contract/commerce';
import type { Db } from '../../db/client';
import { plans, recipes } from '../catalog/catalog.tables';
import { fixedProducts } from './commerce.tables';

/** A product as the shop sells it: the price always read here, from the database. */
export interface Product {
  kind: TProductKind;
  id: string;
  title: string;
  costPesos: string;
  /** Plans only: what a paid plan schedules and which anamnesis form it asks for. */
  plan?: { type: string; anamnesis: string; time: number; queries: number };
}

/** The 'Turno Presencial' row (DECISIONS §4), made by the migration. */
export async function appointmentProduct(db: Db): Promise<Product> {
  const [row] = await db.select().from(fixedProducts).where(eq(fixedProducts.kind, 'control'));
  if (!row) throw new Error("fixed_products has no 'control' row: run the migrations");
  return { kind: 'control', id: row.id, title: row.title, costPesos: row.costPesos };
}

/** The product a purchase request names, or null. 'control' always is the 'Turno Presencial'. */
export async function findProduct(
  db: Db,
  kind: TProductKind,
  id: string | undefined,
): Promise<Product | null> {
  if (kind === 'control') return appointmentProduct(db);
  if (!id) return null;
  if (kind === 'plan') {
    const [p] = await db.select().from(plans).where(eq(plans.id, id));
    return p
      ? {
          kind,
          id: p.id,
          title: p.title,
          costPesos: p.costPesos,
          plan: { type: p.type, anamnesis: p.anamnesis, time: p.time, queries: p.queries },
        }
      : null;
  }
  const [r] = await db.select().from(recipes).where(eq(recipes.id, id));
  return r ? { kind, id: r.id, title: r.title, costPesos: r.costPesos } : null;
}

/** Ebooks are plans of type 'ebooks': bought once, they unlock files, not a plan. */
export const isEbook = (p: Product) => p.plan?.type === 'ebooks';

/** Bought once, for its files (DECISIONS §9): a recipe book or an ebook. */
export const unlocksFiles = (p: Product) =>
  p.kind !== 'control' && unlocksFilesOf(p.kind, p.plan?.type);
