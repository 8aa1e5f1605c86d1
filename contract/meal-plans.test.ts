import { describe, expect, it } from 'vitest';
import { mainMeals, optionLetter } from './nutrition';
import { timesPerWeek } from './nutrition';
import {
  planContentNow,
  uncoveredWeekdays,
  weekdaysSpan,
  weekdaysText,
  ZPlanContentSchema,
} from './meal-plans';

const meal = (slot: string) => ({ slot, time: '', notes: '', items: [] });

describe('days are the days they eat (issue 31)', () => {
  it('reads a plan stored before weekdays and meal names, and keeps today’s as it is', () => {
    const old = {
      notes: 'Agua',
      days: [
        { name: 'Lunes', timesPerWeek: 1, meals: [meal('desayuno')] },
        { name: 'sabado', timesPerWeek: 1, meals: [meal('cena')] },
        { name: 'Día de entrenamiento', timesPerWeek: 5, meals: [meal('colaciones')] },
      ],
    };
    const now = planContentNow(old);
    expect(now.days.map((d) => d.weekdays)).toEqual([[1], [6], []]);
    expect(now.days.map((d) => d.meals[0]!.name)).toEqual(['Desayuno', 'Cena', 'Colaciones']);
    expect(now.days[0]).not.toHaveProperty('timesPerWeek');
    // A plan's only day (a 'día tipo') covers the whole week.
    const single = planContentNow({ days: [{ name: 'Día tipo', meals: [meal('cena')] }] });
    expect(single.days[0]!.weekdays).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(planContentNow(now)).toEqual(now);
  });

  it('each weekday is on one day at most; the count per week follows from them', () => {
    const content = (weekdays: number[][]) => ({
      days: weekdays.map((w, i) => ({
        name: `Día ${i}`,
        weekdays: w,
        meals: [{ slot: 'm1', name: 'Pre-entreno', time: '18:00' }],
      })),
    });
    const ok = ZPlanContentSchema.parse(
      content([
        [5, 1, 2, 3, 4, 4],
        [6, 7],
      ]),
    );
    expect(ok.days[0]!.weekdays).toEqual([1, 2, 3, 4, 5]);
    expect(ok.days.map(timesPerWeek)).toEqual([5, 2]);
    expect(uncoveredWeekdays(ok.days)).toEqual([]);
    const twice = ZPlanContentSchema.safeParse(
      content([
        [1, 6],
        [6, 7],
      ]),
    );
    expect(twice.success).toBe(false);
    expect(twice.error!.issues[0]).toMatchObject({
      path: ['days', 1, 'weekdays'],
      message: 'El sábado ya está en otro día del plan',
    });
    expect(uncoveredWeekdays([{ weekdays: [1, 2, 3, 4, 5] }])).toEqual([6, 7]);
    expect(weekdaysText([6, 7])).toBe('sábado y domingo');
    expect(weekdaysText([1, 3, 5])).toBe('lunes, miércoles y viernes');
    expect(weekdaysSpan([1, 2, 3, 4, 5])).toBe('lunes a viernes');
    expect(weekdaysSpan([6, 1, 2, 3])).toBe('lunes a miércoles y sábado');
    expect(weekdaysSpan([6, 7])).toBe('sábado y domingo');
    expect(weekdaysSpan([1, 3, 5])).toBe('lunes, miércoles y viernes');
    const sameKey = ZPlanContentSchema.safeParse({
      days: [
        {
          name: 'Día',
          weekdays: [1],
          meals: [
            { slot: 'm1', name: 'Cena' },
            { slot: 'm1', name: 'Cena' },
          ],
        },
      ],
    });
    expect(sameKey.success).toBe(false);
  });

  it('a meal option names a meal of its day; it adds nothing to the day', () => {
    const day = (optionOf: string) => ({
      days: [
        {
          name: 'Día',
          weekdays: [1],
          meals: [
            { slot: 'almuerzo', name: 'Almuerzo' },
            { slot: 'b', name: 'Almuerzo', optionOf },
          ],
        },
      ],
    });
    const ok = ZPlanContentSchema.parse(day('almuerzo'));
    expect(mainMeals(ok.days[0]!.meals).map((m) => m.slot)).toEqual(['almuerzo']);
    expect(optionLetter(ok.days[0]!.meals, ok.days[0]!.meals[1]!)).toBe('B');
    expect(ZPlanContentSchema.safeParse(day('cena')).success).toBe(false);
  });
});
