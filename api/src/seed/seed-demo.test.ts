import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import type { homeSliders } from '../modules/catalog/catalog.tables';
import { plans, productFiles, recipes, tips } from '../modules/catalog/catalog.tables';
import { mealPlans } from '../modules/meal-plans/meal-plans.tables';
import { DEMO_SLIDER_LINKS } from './demo-content';
import { DEMO_TEMPLATE_TITLE } from './demo-meal-plan';
import { catalogIsEmpty, seedDemo } from './seed-demo';

const { t } = useTestApp({ admin: false });

const n = async (table: typeof plans | typeof recipes | typeof tips | typeof homeSliders) =>
  (await t.database.db.select({ n: count() }).from(table))[0]!.n;

describe('demo content', () => {
  it('fills an empty catalog with plans (ebooks too), recipes, tips and both sliders, with images', async () => {
    expect(await catalogIsEmpty(t.database.db)).toBe(true);
    await seedDemo(t.database.db, t.storage);
    expect(await catalogIsEmpty(t.database.db)).toBe(false);
    expect(await n(plans)).toBeGreaterThanOrEqual(4);
    expect(await n(recipes)).toBeGreaterThanOrEqual(4);
    expect(await n(tips)).toBeGreaterThanOrEqual(4);
    const ebooks = await t.database.db.select().from(plans).where(eq(plans.type, 'ebooks'));
    expect(ebooks.length).toBeGreaterThanOrEqual(1);
    const sliders = (await t.app.inject({ url: '/api/homeSliderMobile' })).json().homeSliderMobile;
    expect(sliders).toHaveLength(1);
    // Stored as lists, answered as the spec's comma strings.
    expect(sliders[0].avatar.split(',')).toHaveLength(DEMO_SLIDER_LINKS.length);
    expect(sliders[0].links).toBe(DEMO_SLIDER_LINKS.join(','));
    const first = sliders[0].avatar.split(',')[0];
    expect((await t.app.inject({ url: `/api/media/fit-in/600x700/${first}` })).statusCode).toBe(
      200,
    );
  });

  it('every demo ebook and recipe book ships with a real PDF, so it can be bought', async () => {
    const ebooks = await t.database.db.select().from(plans).where(eq(plans.type, 'ebooks'));
    const books = await t.database.db.select().from(recipes);
    expect(ebooks.length + books.length).toBeGreaterThanOrEqual(2);
    for (const product of [...ebooks, ...books]) {
      const files = await t.database.db
        .select()
        .from(productFiles)
        .where(eq(productFiles.productId, product.id));
      const names = files.flatMap((f) => f.avatar);
      expect(names, product.title).toHaveLength(1);
      const pdf = await t.storage.read('files', names[0]!);
      expect(pdf!.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf!.toString('latin1')).toContain('%%EOF');
    }
    const listed = (await t.app.inject({ url: '/api/plans?type=ebooks' })).json().planes;
    expect(listed.every((p: { hasFiles: boolean }) => p.hasFiles)).toBe(true);
    const recetas = (await t.app.inject({ url: '/api/receta' })).json().recetas;
    expect(recetas.every((r: { hasFiles: boolean }) => r.hasFiles)).toBe(true);
  });

  it('re-seeding replaces the demo rows and keeps real content', async () => {
    const real = await t.database.db
      .insert(plans)
      .values({ title: 'Plan real', type: 'Online' })
      .returning();
    const before = await n(plans);
    const [oldImage] = (await t.database.db.select().from(tips).where(eq(tips.demo, true)))[0]!
      .avatar;
    await seedDemo(t.database.db, t.storage);
    expect(await n(plans)).toBe(before);
    expect(await t.database.db.select().from(plans).where(eq(plans.id, real[0]!.id))).toHaveLength(
      1,
    );
    expect(oldImage).toMatch(/^[a-f0-9]{32}\.jpg$/);
    // The old demo files went with their products: one file per ebook or recipe book.
    const stored = (await t.database.db.select().from(productFiles)).flatMap((f) => f.avatar);
    const ebooks = await t.database.db.select().from(plans).where(eq(plans.type, 'ebooks'));
    expect(stored).toHaveLength(ebooks.length + (await n(recipes)));
    expect(await t.storage.exists('images', oldImage!)).toBe(false);
  });

  it('a demo has one meal-plan template of starter foods to start from', async () => {
    const templates = await t.database.db
      .select()
      .from(mealPlans)
      .where(and(eq(mealPlans.template, true), eq(mealPlans.title, DEMO_TEMPLATE_TITLE)));
    // Seeded twice above, kept once.
    expect(templates).toHaveLength(1);
    const [day] = templates[0]!.content.days;
    expect(day!.meals.map((m) => m.slot)).toEqual(['desayuno', 'almuerzo', 'merienda', 'cena']);
    expect(day!.meals.every((m) => m.items.length > 0)).toBe(true);
  });
});
