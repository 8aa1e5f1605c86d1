import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MEAL_LABELS, MEAL_SLOTS } from '@contract/meal-plans-text';
import type { TPlanContent, TPlanFood } from '@contract/meal-plans';
import { pdfPages as pages, TEST_FOODS } from '../../../test/meal-plan-fixture';
import { portionLine, renderMealPlanPdf, type PdfIdentity } from './meal-plan-pdf';

/** The test foods' bread (meal-plan-fixture.ts), under a name of its own. */
const FOOD: TPlanFood = { _id: 'f1', ...TEST_FOODS.pan, name: 'Pan de molde' };

/** The PDF's text as it was written: pdf.js reads the micro sign 'µ' as the Greek 'μ' unless told. */
async function exactText(pdf: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const out: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent({ disableNormalization: true });
    out.push(...content.items.map((i) => ('str' in i ? i.str : '')));
  }
  await doc.destroy();
  return out.join('\n');
}

/** Her identity as Editar Web keeps it, without a photo. */
const HER: PdfIdentity = {
  name: 'Lic. Ana Pérez',
  title: 'Licenciada en Nutrición',
  registration: 'CP 1234',
  whatsapp: '099 123 456',
  address: 'Bulevar Artigas 1234, Montevideo',
  photo: null,
};

describe('the meal plan PDF', () => {
  it('says each portion as the plan page does (contract/portions.ts), with its food', () => {
    expect(portionLine({ amount: 2, unit: '1 rebanada' }, FOOD)).toBe(
      '2 rebanadas de pan de molde (60 g)',
    );
    expect(portionLine({ amount: 45, unit: 'g' }, FOOD)).toBe('45 g de pan de molde');
    expect(portionLine({ amount: 0.5, unit: '1 taza' }, FOOD)).toBe('½ taza de pan de molde');
  });

  it('a long plan spans pages, each numbered', async () => {
    const content: TPlanContent = {
      days: Array.from({ length: 7 }, (_, d) => ({
        name: `Día ${d + 1}`,
        weekdays: [d + 1],
        meals: MEAL_SLOTS.map((slot) => ({
          slot,
          name: MEAL_LABELS[slot],
          time: '',
          notes: 'Comé despacio',
          recipes: [],
          items: Array.from({ length: 4 }, () => ({
            foodId: 'f1',
            amount: 1,
            unit: '1 rebanada',
            substitutes: [{ foodId: 'f1', amount: 40, unit: 'g' }],
            note: '',
          })),
        })),
      })),
      notes: 'Ñam − ñam',
    };
    const pdf = await renderMealPlanPdf({
      practice: HER,
      client: 'Sofía Núñez',
      title: 'Plan de prueba',
      version: 3,
      publishedAt: new Date('2026-03-02T12:00:00Z'),
      content,
      target: { kcal: 1800, proteinas: 120, grasas: 60, carbohidratos: 195, how: '' },
      foods: [FOOD],
      recipes: [],
      showNumbers: true,
    });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pages(pdf);
    expect(text.length).toBeGreaterThan(2);
    text.forEach((page, i) => expect(page).toContain(`página ${i + 1} de ${text.length}`));
    const all = text.join('\n');
    for (const s of [
      'Lic. Ana Pérez',
      'Sofía Núñez',
      'Versión 3',
      '2 de marzo de 2026',
      'Día 7',
      'Ñam − ñam',
    ])
      expect(all).toContain(s);
    expect(all).toContain('1.800 kcal');
    expect(all).toContain('Lista de compras para una semana');
  });

  /** A day with a glass of milk and two slices of bread, as issue 31 read it doubled. */
  const LECHE: TPlanFood = {
    ...FOOD,
    _id: 'f2',
    name: 'Leche descremada',
    group: 'Lácteos',
    measures: [{ name: '1 vaso (200 ml)', grams: 206 }],
  };
  const oneDay = (): TPlanContent => ({
    days: [
      {
        name: 'Todos los días',
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        meals: [
          {
            slot: 'desayuno',
            name: 'Desayuno',
            time: '8:00',
            notes: '',
            recipes: [],
            items: [
              { foodId: 'f2', amount: 1, unit: '1 vaso (200 ml)', substitutes: [], note: '' },
              {
                foodId: 'f1',
                amount: 2,
                unit: '1 rebanada',
                substitutes: [{ foodId: 'f2', amount: 2, unit: '1 vaso (200 ml)' }],
                note: '',
              },
            ],
          },
        ],
      },
    ],
    notes: '',
  });
  const renderPdf = (o: {
    showNumbers: boolean;
    practice?: PdfIdentity;
    client?: string;
    content?: TPlanContent;
  }) =>
    renderMealPlanPdf({
      practice: o.practice ?? HER,
      client: o.client ?? 'Sofía Núñez',
      title: 'Plan de Sofía',
      version: 2,
      publishedAt: new Date('2026-11-28T12:00:00Z'),
      content: o.content ?? oneDay(),
      target: {
        kcal: 1800,
        proteinas: 120,
        grasas: 60,
        carbohidratos: 195,
        how: 'Mifflin-St Jeor',
      },
      foods: [FOOD, LECHE],
      recipes: [],
      showNumbers: o.showNumbers,
    });
  const render = async (o: Parameters<typeof renderPdf>[0]) =>
    (await pages(await renderPdf(o))).join('\n');

  it('carries her identity: name, title, registration, WhatsApp and address (issue 31)', async () => {
    const text = await render({ showNumbers: false });
    for (const s of [
      'Lic. Ana Pérez',
      'Licenciada en Nutrición · Registro CP 1234',
      'WhatsApp 099 123 456',
      'Bulevar Artigas 1234, Montevideo',
    ])
      expect(text).toContain(s);
    // Amounts read once, never a parenthesis inside another.
    expect(text).toContain('1 vaso de leche descremada (200 ml)');
    expect(text).toContain('2 rebanadas de pan de molde (60 g)');
    expect(text).toContain('o bien: 2 vasos de leche descremada (400 ml)');
    expect(text).not.toContain('((');
    expect(text).not.toContain('))');
  });

  it('with her photo, the letterhead has it; an unreadable one is left out', async () => {
    const photo = await sharp({
      create: { width: 40, height: 40, channels: 3, background: '#237a36' },
    })
      .png()
      .toBuffer();
    const withPhoto = await renderMealPlanPdf({
      practice: { ...HER, photo },
      client: 'Sofía Núñez',
      title: 'Plan de Sofía',
      version: 1,
      publishedAt: new Date('2026-11-28T12:00:00Z'),
      content: oneDay(),
      target: null,
      foods: [FOOD, LECHE],
      recipes: [],
      showNumbers: false,
    });
    expect(withPhoto.toString('latin1')).toMatch(/\/Subtype \/Image/);
    const broken = await render({
      showNumbers: false,
      practice: { ...HER, photo: Buffer.from('no es una imagen') },
    });
    expect(broken).toContain('Lic. Ana Pérez');
  });

  it('without the numbers switched on: foods and amounts, no kcal, macros, target or formula', async () => {
    const off = await render({ showNumbers: false });
    expect(off).toContain('1 vaso de leche descremada (200 ml)');
    expect(off).toContain('Lista de compras para una semana');
    for (const s of ['kcal', 'proteínas', 'Tu objetivo diario', 'Total del día', 'Mifflin'])
      expect(off).not.toContain(s);
    const on = await render({ showNumbers: true });
    for (const s of ['1.800 kcal', 'Tu objetivo diario', 'Total del día', 'Mifflin-St Jeor'])
      expect(on).toContain(s);
  });

  /** The day with her notes for it, and a note under its first portion. */
  const withNotes = (notes: string, note: string): TPlanContent => {
    const day = oneDay().days[0]!;
    const [first, ...rest] = day.meals[0]!.items;
    const meal = { ...day.meals[0]!, items: [{ ...first!, note }, ...rest] };
    return { days: [{ ...day, meals: [meal] }], notes };
  };

  it('prints any text the product accepts, in its embedded font: Latin Extended, fractions, units, signs', async () => {
    const words = 'Ñandú, pingüino, crème brûlée, Łódź, ½ taza, 2–3 °C, µg, ≥, €';
    const content = withNotes(words, 'Tibia: 2–3 °C más → ≤ 40 °C');
    const pdf = await renderPdf({ showNumbers: false, content, client: 'Zoë Ő. Łukasz' });
    const text = await exactText(pdf);
    expect(text).toContain(words);
    for (const w of words.split(', ')) expect(text).toContain(w);
    for (const w of ['Tibia: 2–3 °C más → ≤ 40 °C', 'Para: Zoë Ő. Łukasz'])
      expect(text).toContain(w);
    expect(text).not.toContain('?');
    // The font travels inside the file (only the glyphs it uses); no standard font is left.
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
    expect(raw).toMatch(/\/FontFile2/);
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/);
  });

  // An emoji the font draws in black and white ('☺', '❤', a few smileys) is printed so.
  it("emoji are left out: 'Manzana' prints, with no '?' and no error", async () => {
    const content = withNotes('🍎 Manzana 🥑', 'Con 💧 agua 👍🏽');
    const text = await render({ showNumbers: false, content, client: 'Sofía 🥝 Núñez' });
    expect(text).toContain('Manzana');
    expect(text).toContain('Con agua');
    expect(text).toContain('Para: Sofía Núñez');
    expect(text).not.toContain('?');
    expect(text).not.toMatch(/\p{Extended_Pictographic}|\uFFFD/u);
  });
});
