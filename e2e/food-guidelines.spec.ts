import { expect, test } from './fixtures';
import { apiMealPlan, foodsByName } from './meal-plan-setup';
import {
  adminHeaders,
  apiRegister,
  E2E_ADMIN,
  fitsAPhone,
  isHydrated,
  shot,
  signIn,
  toast,
} from './support';

/**
 * Issue 35 in the browser: her recipe weighed once cooked shows its values and its
 * octagons, and its public page shows them once she says so; in the builder, a day's
 * micronutrients in words and 'Cambiar por…' on the rice; the client, arriving from the
 * plan's link signed out on a phone, reads each day against the guidelines.
 */

test('a recipe weighed once cooked carries its octagons, on her page and, when she says, on the public one', async ({
  page,
  browser,
  request,
}) => {
  const admin = await adminHeaders(request);
  const created = await request.post('/api/new-receta', {
    headers: admin,
    data: { title: 'Gratín de papas E2E', description: 'Papas con parmesano y crema.' },
  });
  expect(created.status(), await created.text()).toBe(200);
  const recipeId = ((await created.json()) as { receta: { _id: string } }).receta._id;
  const [potato, parmesan, cream] = await foodsByName(request, [
    'Papa hervida',
    'Queso parmesano rallado',
    'Crema de leche',
  ]);
  const composed = await request.put(`/api/planes-alimentarios/recetas/${recipeId}`, {
    headers: admin,
    data: {
      servings: 6,
      ingredients: [
        { foodId: potato!._id, amount: 800, unit: 'g' },
        { foodId: parmesan!._id, amount: 250, unit: 'g' },
        { foodId: cream!._id, amount: 100, unit: 'g' },
      ],
    },
  });
  expect(composed.status(), await composed.text()).toBe(200);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto(`/auth/receta/${recipeId}/`);
  const values = page.getByRole('table', { name: 'Valores nutricionales de la receta' });
  await expect(values).toBeVisible();
  // Raw, 1.150 g: 3.822 mg of the parmesan's sodium is 332 mg per 100 g, under 500.
  await expect(page.getByText(/^Sin el peso cocido, los valores son por 100 g/)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Exceso de sodio' })).toHaveCount(0);

  // Weighed once cooked, 750 g: 510 mg of sodium, 14 g of fat, 8,8 g saturated per 100 g.
  await page.getByRole('textbox', { name: 'Peso de la receta cocida' }).fill('750');
  for (const name of ['Exceso de sodio', 'Exceso de grasas', 'Exceso de grasas saturadas'])
    await expect(page.getByRole('img', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Exceso de azúcares' })).toHaveCount(0);
  await expect(page.getByText(/^Orientativo: calculado con la tabla de alimentos/)).toBeVisible();
  await page.getByRole('switch', { name: /Mostrar los octógonos en la página pública/ }).check();
  await page.getByRole('button', { name: 'Guardar ingredientes' }).click();
  await expect(toast(page, 'Ingredientes de la receta guardados')).toBeVisible();
  await page
    .getByRole('table', { name: 'Valores nutricionales de la receta' })
    .scrollIntoViewIfNeeded();
  await shot(page, 'recipe-octagons-admin');

  // A visitor on the recipe's public page sees them, labelled indicative.
  const visitor = await browser.newPage({ viewport: { width: 360, height: 780 } });
  await visitor.goto(`/auth/recetas/${recipeId}`);
  const octagons = visitor.getByRole('group', { name: 'Octógonos (orientativo)' });
  await expect(octagons.getByRole('img', { name: 'Exceso de sodio' })).toBeVisible();
  await expect(visitor.getByText(/Decreto 272\/018/)).toBeVisible();
  await fitsAPhone(visitor);
  await shot(visitor, 'recipe-octagons-public');
  await visitor.close();

  // She turns them off: the public page says nothing about them.
  await page.getByRole('switch', { name: /Mostrar los octógonos en la página pública/ }).uncheck();
  // The first save's notice may still be up: this save is done when its answer is.
  const saving = page.waitForResponse(
    (r) => r.url().endsWith(`/recetas/${recipeId}`) && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Guardar ingredientes' }).click();
  expect((await saving).status()).toBe(200);
  const shown = await request.get(`/api/receta/${recipeId}/octogonos`);
  expect(await shown.json()).toEqual({ mostrar: false, octogonos: [], indecisos: [] });
});

test("in the builder: the day's micronutrients in words, and 'Cambiar por…' on the rice keeps the day's energy", async ({
  page,
  request,
}) => {
  const admin = await adminHeaders(request);
  const planId = await apiMealPlan(request, { template: true, title: 'Plantilla guías E2E' });
  const energy = async () => {
    const res = await request.get(`/api/planes-alimentarios/${planId}`, { headers: admin });
    return ((await res.json()) as { plan: { totals: { total: { kcal: number } }[] } }).plan
      .totals[0]!.total.kcal;
  };
  const before = await energy();

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto(`/auth/plan-alimentario/${planId}/editar`);
  const micros = page.getByRole('region', { name: 'Micronutrientes de Día tipo' });
  await expect(
    micros.getByText(/^Sodio: [\d.]+ mg, dentro del máximo de 2\.000 mg por día\./),
  ).toBeVisible();
  await expect(micros.getByText(/^Calcio: /)).toBeVisible();
  await expect(page.getByTestId('plan-ultraprocessed')).toContainText('Guía Alimentaria');
  await micros.scrollIntoViewIfNeeded();
  await shot(page, 'builder-micronutrients');

  // 'Cambiar por…' on the cup of rice: foods of its group, each within ±10 % of its energy.
  await page.getByRole('button', { name: 'Cambiar Arroz blanco cocido por…' }).click();
  const dialog = page.getByRole('dialog', { name: /^Cambiar «Arroz blanco cocido»/ });
  await expect(dialog.getByText(/Alimentos del mismo grupo con energía parecida/)).toBeVisible();
  const replace = dialog.getByRole('button', { name: /^Reemplazar por / });
  expect(await replace.count()).toBeGreaterThan(2);
  await shot(page, 'swap-list');
  const first = (await replace.first().getAttribute('aria-label'))!.replace('Reemplazar por ', '');
  await replace.first().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Cambios sin guardar')).toBeVisible();
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(toast(page, 'Plantilla guardada')).toBeVisible();
  const after = await energy();
  expect(
    Math.abs(after - before) / before,
    `${first}: ${before} → ${after} kcal`,
  ).toBeLessThanOrEqual(0.1);
  const saved = await request.get(`/api/planes-alimentarios/${planId}`, { headers: admin });
  expect(JSON.stringify(await saved.json())).toContain(first);
});

test("the client, signed out, follows the plan's link on a phone and reads each day against the guidelines", async ({
  page,
  request,
}) => {
  const admin = await adminHeaders(request);
  const client = await apiRegister(request, 'Lucía Guías');
  const planId = await apiMealPlan(request, { title: 'Plan de Lucía', userId: client.id });
  const url = `/api/planes-alimentarios/${planId}`;
  const draft = (await (await request.get(url, { headers: admin })).json()) as {
    plan: { title: string; content: unknown };
  };
  // She shows her the numbers (issue 31's switch), then publishes.
  const saved = await request.put(url, {
    headers: admin,
    data: { title: draft.plan.title, target: null, content: draft.plan.content, showNumbers: true },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const published = await request.post(`${url}/publicar`, { headers: admin });
  expect(published.status(), await published.text()).toBe(200);

  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/auth/plan-alimentario/${planId}`);
  await expect(page).toHaveURL(/\/auth\/entrar\?next=/);
  // Typed once React has the form, as return-to.spec does.
  await expect.poll(() => isHydrated(page.getByLabel('Email'))).toBe(true);
  await page.getByLabel('Email').fill(client.email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(client.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/auth/plan-alimentario/${planId}$`));
  const guidelines = page.getByRole('region', { name: 'Tu plan y las guías alimentarias' });
  await expect(guidelines.getByText(/^Sodio: [\d.]+ mg, /)).toBeVisible();
  await expect(guidelines.getByText(/^Calcio: /)).toBeVisible();
  await expect(guidelines.getByText(/Guía Alimentaria para la Población Uruguaya/)).toBeVisible();
  await guidelines.scrollIntoViewIfNeeded();
  await fitsAPhone(page);
  await shot(page, 'plan-guidelines-client');
});
