import { eq } from 'drizzle-orm';
import { unlocksFiles as unlocksFilesOf } from '@contract/catalog';
import type { TFixedProduct, TProductKind } from '@contract/commerce';
import type { TTaxRate } from '@contract/fiscal';
import type { Db } from '../../db/client';
import { plans, recipes } from '../catalog/catalog.tables';
import { fixedProducts, packs } from './commerce.tables';

/** A product as the shop sells it: the price always read here, from the database. */
export interface Product {
  kind: TProductKind;
  id: string;
  title: string;
  costPesos: string;
  /** Its IVA on the CFE; null until she sets it (issue 34). */
  taxRate: TTaxRate | null;
  /** The most cuotas Mercado Pago offers for it (1: paid at once). */
  installments: number;
  /** Plans only: what a paid plan schedules and which anamnesis form it asks for. */
  plan?: { type: string; anamnesis: string; time: number; queries: number };
  /**
   * What a sale of it gives to book with (issue 34): the 'Turno Presencial' one credit that
   * never expires, a pack its credits for its days (offered while `active`).
   */
  credits?: { count: number; validityDays: number | null; active: boolean };
}

/** The 'Turno Presencial' row (DECISIONS §4), made by the migration. */
export async function appointmentProduct(db: Db): Promise<Product> {
  const [row] = await db.select().from(fixedProducts).where(eq(fixedProducts.kind, 'control'));
  if (!row) throw new Error("fixed_products has no 'control' row: run the migrations");
  return {
    kind: 'control',
    id: row.id,
    title: row.title,
    costPesos: row.costPesos,
    taxRate: row.taxRate,
    installments: 1,
    credits: { count: 1, validityDays: null, active: true },
  };
}

/** One of her packs of controls, as the shop sells it. */
export const packProduct = (p: typeof packs.$inferSelect): Product => ({
  kind: 'pack',
  id: p.id,
  title: p.title,
  costPesos: p.costPesos,
  taxRate: p.taxRate,
  installments: p.maxInstallments,
  credits: { count: p.credits, validityDays: p.validityDays, active: p.active },
});

/** The 'Turno Presencial' as GET turno-presencial answers it. */
export const fixedProductToApi = (p: Product): TFixedProduct => ({
  _id: p.id,
  title: p.title,
  typeProduct: 'control',
  costPesos: p.costPesos,
  iva: p.taxRate,
});

/** Her setting of the turno's IVA (issue 34): the CFEs of turnos sold from now carry it. */
export async function setAppointmentTaxRate(db: Db, taxRate: TTaxRate | null) {
  await db.update(fixedProducts).set({ taxRate }).where(eq(fixedProducts.kind, 'control'));
  return fixedProductToApi(await appointmentProduct(db));
}

/**
 * The product a purchase request names, or null. 'control' always is the 'Turno Presencial';
 * 'pack' one of her packs, offered or not (the checkout refuses one she no longer offers).
 */
export async function findProduct(
  db: Db,
  kind: TProductKind,
  id: string | undefined,
): Promise<Product | null> {
  if (kind === 'control') return appointmentProduct(db);
  if (!id) return null;
  if (kind === 'pack') {
    const [p] = await db.select().from(packs).where(eq(packs.id, id));
    return p ? packProduct(p) : null;
  }
  if (kind === 'plan') {
    const [p] = await db.select().from(plans).where(eq(plans.id, id));
    return p
      ? {
          kind,
          id: p.id,
          title: p.title,
          costPesos: p.costPesos,
          taxRate: p.taxRate,
          installments: p.maxInstallments,
          plan: { type: p.type, anamnesis: p.anamnesis, time: p.time, queries: p.queries },
        }
      : null;
  }
  const [r] = await db.select().from(recipes).where(eq(recipes.id, id));
  return r
    ? {
        kind,
        id: r.id,
        title: r.title,
        costPesos: r.costPesos,
        taxRate: r.taxRate,
        installments: r.maxInstallments,
      }
    : null;
}

/** Ebooks are plans of type 'ebooks': bought once, they unlock files, not a plan. */
export const isEbook = (p: Product) => p.plan?.type === 'ebooks';

/** Bought once, for its files (DECISIONS §9): a recipe book or an ebook. */
export const unlocksFiles = (p: Product) =>
  (p.kind === 'plan' || p.kind === 'receta') && unlocksFilesOf(p.kind, p.plan?.type);
