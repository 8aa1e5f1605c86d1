import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { adminHeaders, apiRegister } from './support';

/** Setup through the API for specs about a client's plan (the builder has its own spec). */

export type Food = { _id: string; name: string; measures: { name: string; grams: number }[] };

/** Foods of the starter table, by name. */
export async function foodsByName(request: APIRequestContext, names: string[]): Promise<Food[]> {
  const res = await request.get('/api/alimentos/todos', { headers: await adminHeaders(request) });
  expect(res.status()).toBe(200);
  const all = ((await res.json()) as { alimentos: Food[] }).alimentos;
  return names.map((n) => {
    const food = all.find((f) => f.name === n);
    expect(food, `starter food '${n}'`).toBeTruthy();
    return food!;
  });
}

/** One day with breakfast (milk and oats) and lunch (chicken and rice), every day. */
export async function oneDayContent(request: APIRequestContext) {
  const [milk, oats, chicken, rice] = await foodsByName(request, [
    'Leche descremada',
    'Avena arrollada',
    'Pechuga de pollo sin piel cocida (a la plancha)',
    'Arroz blanco cocido',
  ]);
  const item = (f: Food, amount: number) => ({
    foodId: f._id,
    amount,
    unit: f.measures[0]!.name,
    substitutes: [],
    note: '',
  });
  return {
    notes: 'Tomá dos litros de agua por día.',
    days: [
      {
        name: 'Día tipo',
        timesPerWeek: 7,
        meals: [
          { slot: 'desayuno', time: '8:00', notes: '', items: [item(milk!, 1), item(oats!, 3)] },
          {
            slot: 'almuerzo',
            time: '13:00',
            notes: '',
            items: [item(chicken!, 1), item(rice!, 1)],
          },
        ],
      },
    ],
  };
}

/**
 * A plan with the one-day content: a template, or a client's plan, published when asked
 * (which mails the client 'Ver mi plan'). Answers its id.
 */
export async function apiMealPlan(
  request: APIRequestContext,
  plan: { title: string } & ({ template: true } | { userId: string; publish?: boolean }),
): Promise<string> {
  const admin = await adminHeaders(request);
  const created = await request.post('/api/planes-alimentarios', {
    headers: admin,
    data: 'template' in plan ? { template: true, title: plan.title } : plan,
  });
  expect(created.status(), await created.text()).toBe(200);
  const { _id: id } = ((await created.json()) as { plan: { _id: string } }).plan;
  const saved = await request.put(`/api/planes-alimentarios/${id}`, {
    headers: admin,
    data: { title: plan.title, target: null, content: await oneDayContent(request) },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  if ('publish' in plan && plan.publish) {
    const published = await request.post(`/api/planes-alimentarios/${id}/publicar`, {
      headers: admin,
    });
    expect(published.status(), await published.text()).toBe(200);
  }
  return id;
}

/** A client registered through the API with a plan published for them ('Ver mi plan' mailed). */
export async function apiClientWithPlan(request: APIRequestContext, name: string, title: string) {
  const client = await apiRegister(request, name);
  const planId = await apiMealPlan(request, { title, userId: client.id, publish: true });
  return { client, planId };
}
