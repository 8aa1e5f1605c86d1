import { describe, expect, it } from 'vitest';
import { MEAL_SLOTS, type TPlanContent, type TPlanFood } from '@contract/meal-plans';
import { pdfPages as pages, TEST_FOODS } from '../../../test/meal-plan-fixture';
import { portionLine, renderMealPlanPdf, toWinAnsi } from './meal-plan-pdf';

/** The test foods' bread (meal-plan-fixture.ts), under a name of its own. */
const FOOD: TPlanFood = { _id: 'f1', ...TEST_FOODS.pan, name: 'Pan de molde' };

describe('the meal plan PDF', () => {
  it('writes Spanish in WinAnsi: accents, ñ and × stay; − and emoji become look-alikes', () => {
    expect(toWinAnsi('Ñoquis, café × 2 − 1 ≈ “ok” 😀')).toBe('Ñoquis, café × 2 - 1 ~ “ok” ?');
    expect(toWinAnsi('ő')).toBe('o');
  });

  it('says each portion as the plan page does (contract/portions.ts), with its food', () => {
    expect(portionLine({ foodId: 'f1', amount: 2, unit: '1 rebanada' }, FOOD)).toBe(
      '2 rebanadas (60 g) de Pan de molde',
    );
    expect(portionLine({ foodId: 'f1', amount: 45, unit: 'g' }, FOOD)).toBe('45 g de Pan de molde');
    expect(portionLine({ foodId: 'f1', amount: 0.5, unit: '1 taza' }, FOOD)).toBe(
      '½ taza de Pan de molde',
    );
  });

  it('a long plan spans pages, each numbered', async () => {
    const content: TPlanContent = {
      days: Array.from({ length: 7 }, (_, d) => ({
        name: `Día ${d + 1}`,
        timesPerWeek: 1,
        meals: MEAL_SLOTS.map((slot) => ({
          slot,
          time: '',
          notes: 'Comé despacio',
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
      practice: { name: 'Lic. Ana Pérez', title: 'Nutricionista' },
      client: 'Sofía Núñez',
      title: 'Plan de prueba',
      version: 3,
      publishedAt: new Date('2026-03-02T12:00:00Z'),
      content,
      target: { kcal: 1800, proteinas: 120, grasas: 60, carbohidratos: 195, how: '' },
      foods: [FOOD],
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
      'Ñam - ñam',
    ])
      expect(all).toContain(s);
    expect(all).toContain('1.800 kcal');
    expect(all).toContain('Lista de compras para una semana');
  });
});
