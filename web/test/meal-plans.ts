import type { TMealPlan } from '@contract/meal-plans';
import { DEFAULT_REFERENCES } from '@contract/nutrient-references';

/**
 * A plan as GET planes-alimentarios/{id} answers it: her template's draft with one day
 * ('Día tipo', every weekday) and no meals unless `over` gives content, her default
 * reference values.
 */
export const makePlan = (over: Partial<TMealPlan> = {}): TMealPlan => ({
  _id: '99999999-9999-4999-8999-999999999999',
  title: 'Plan de prueba',
  template: true,
  userId: null,
  cliente: null,
  deliveryId: null,
  version: null,
  publishedVersion: null,
  publishedAt: null,
  showNumbers: false,
  content: { notes: '', days: [{ name: 'Día tipo', weekdays: [1, 2, 3, 4, 5, 6, 7], meals: [] }] },
  target: null,
  foods: [],
  recipes: [],
  totals: [],
  referencias: DEFAULT_REFERENCES,
  shoppingList: [],
  versions: [],
  unpublishedChanges: false,
  ticks: [],
  updatedAt: '2026-03-18T12:00:00.000Z',
  ...over,
});
