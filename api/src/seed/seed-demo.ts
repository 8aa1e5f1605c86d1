import { unlocksFiles } from '@contract/catalog';
import { count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Storage } from '../media/storage';
import { homeSliders, plans, productFiles, recipes, tips } from '../modules/catalog/catalog.tables';
import { DEMO_PLANS, DEMO_RECIPES, DEMO_SLIDER_LINKS, DEMO_TIPS } from './demo-content';
import { demoImage } from './demo-images';
import { demoPdf } from './demo-pdf';
import { seedDemoMealPlanTemplate } from './demo-meal-plan';

/** Image sizes: cards are served at the spec's fit-in sizes from these originals. */
const CARD = [750, 540] as const;

async function storeImage(storage: Storage, w: number, h: number, seed: number): Promise<string> {
  return storage.put('images', await demoImage(w, h, seed), 'jpg');
}

/**
 * A demo product's file (DECISIONS §9): an ebook or recipe book is sold for its file, so
 * each one gets a real PDF, made here, stored as that product's file.
 */
async function storeProductPdf(
  db: Db,
  storage: Storage,
  product: { id: string; kind: 'plan' | 'receta'; title: string; description: string },
): Promise<void> {
  const pdf = demoPdf(product.title, [
    product.description,
    '',
    'Archivo de demostración: la nutricionista lo reemplaza por el suyo en Administración.',
  ]);
  const name = await storage.put('files', pdf, 'pdf');
  await db
    .insert(productFiles)
    .values({ productId: product.id, productKind: product.kind, avatar: [name] });
}

/** True when the catalog has nothing at all: only then does a normal start seed. */
export async function catalogIsEmpty(db: Db): Promise<boolean> {
  const counts = await Promise.all(
    [plans, recipes, tips, homeSliders].map(
      async (t) => (await db.select({ n: count() }).from(t))[0]!.n,
    ),
  );
  return counts.every((n) => n === 0);
}

/** Removes earlier demo rows (and their images) and writes the demo content again. Real content is never touched. */
export async function seedDemo(db: Db, storage: Storage): Promise<void> {
  const demoProducts = [
    ...(await db.select({ id: plans.id }).from(plans).where(eq(plans.demo, true))),
    ...(await db.select({ id: recipes.id }).from(recipes).where(eq(recipes.demo, true))),
  ].map((r) => r.id);
  if (demoProducts.length > 0) {
    const oldFiles = await db
      .delete(productFiles)
      .where(inArray(productFiles.productId, demoProducts))
      .returning({ avatar: productFiles.avatar });
    await Promise.all(oldFiles.flatMap((r) => r.avatar.map((n) => storage.remove('files', n))));
  }
  for (const table of [plans, recipes, tips, homeSliders]) {
    const old = await db
      .delete(table)
      .where(eq(table.demo, true))
      .returning({ avatar: table.avatar });
    await Promise.all(old.flatMap((r) => r.avatar.map((n) => storage.remove('images', n))));
  }
  let seed = 1;
  const now = Date.now();
  // Older items first, so the newest-first lists show the demo in this order.
  const at = (i: number) => new Date(now - (100 - i) * 60_000);

  for (const [i, p] of DEMO_PLANS.entries()) {
    const [row] = await db
      .insert(plans)
      .values({
        ...p,
        // Demo values: in her shop her accountant sets the rate, she the cuotas.
        taxRate: 'basico',
        maxInstallments: Number(p.costPesos) >= 4000 ? 3 : 1,
        demo: true,
        avatar: [await storeImage(storage, ...CARD, seed++)],
        createdAt: at(i),
      })
      .returning({ id: plans.id });
    if (unlocksFiles('plan', p.type))
      await storeProductPdf(db, storage, { ...p, id: row!.id, kind: 'plan' });
  }
  for (const [i, r] of DEMO_RECIPES.entries()) {
    const avatar = [
      await storeImage(storage, 700, 620, seed++),
      await storeImage(storage, 700, 620, seed++),
    ];
    const [row] = await db
      .insert(recipes)
      .values({ ...r, type: 'Receta', taxRate: 'basico', demo: true, avatar, createdAt: at(i) })
      .returning({ id: recipes.id });
    await storeProductPdf(db, storage, { ...r, id: row!.id, kind: 'receta' });
  }
  for (const [i, tip] of DEMO_TIPS.entries()) {
    await db.insert(tips).values({
      ...tip,
      demo: true,
      avatar: [await storeImage(storage, 560, 620, seed++)],
      createdAt: at(i),
    });
  }
  const desktop = await Promise.all(
    DEMO_SLIDER_LINKS.map((_, i) => storeImage(storage, 1280, 360, 20 + i)),
  );
  const mobile = await Promise.all(
    DEMO_SLIDER_LINKS.map((_, i) => storeImage(storage, 600, 700, 20 + i)),
  );
  await db.insert(homeSliders).values([
    {
      variant: 'desktop',
      demo: true,
      title: 'Portada',
      avatar: desktop,
      links: [...DEMO_SLIDER_LINKS],
    },
    {
      variant: 'mobile',
      demo: true,
      title: 'Portada móvil',
      avatar: mobile,
      links: [...DEMO_SLIDER_LINKS],
    },
  ]);
  // A template to start the first meal plan from (issue 23).
  await seedDemoMealPlanTemplate(db);
}
