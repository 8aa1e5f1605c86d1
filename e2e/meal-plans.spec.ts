import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { formatKcal } from '../contract/numbers';
import { addDaysInMontevideo, montevideoTime } from '../contract/time';
import {
  adminHeaders,
  apiAnamnesis,
  apiPlan,
  apiRegister,
  bearer,
  E2E_ADMIN,
  type E2EClient,
  fitsAPhone,
  shot,
  toast,
  signIn,
  waitForMail,
} from './support';
import { apiMealPlan } from './meal-plan-setup';

/**
 * Issue 23: a sold plan built in the product. The nutritionist starts the client's plan
 * from a template on the delivery, sees the proposed target and the day's totals move as
 * she adds a food, publishes; the client opens it on a phone and ticks a meal; she sees
 * the adherence next to the controls.
 */

/** A one-day template with breakfast and lunch, made through the API (setup). */
const apiTemplate = (request: APIRequestContext, title: string) =>
  apiMealPlan(request, { template: true, title });

test.describe.serial('meal plans', () => {
  const TEMPLATE = 'Plantilla Descenso E2E';
  let client: E2EClient;
  let deliveryId = '';
  let planId = '';

  test.beforeAll(async ({ request }) => {
    const admin = await adminHeaders(request);
    client = await apiRegister(request, 'Valentina Plan Alimentario');
    // 30 years, female, 170 cm, 70 kg: the worked example (Mifflin-St Jeor 1451,5 kcal).
    const profile = await request.post(`/api/user/${client.id}`, {
      headers: admin,
      data: { name: 'Valentina Plan Alimentario', age: 30, gender: 'Femenino' },
    });
    expect(profile.status(), await profile.text()).toBe(200);
    await apiAnamnesis(request, client);
    const control = await request.post('/api/new-control', {
      headers: bearer(client.token),
      data: { userId: client.id, typo: 'Online', peso: 70, talla: 170 },
    });
    expect(control.status(), await control.text()).toBe(200);
    const product = await apiPlan(request, {
      title: 'Plan Alimentario E2E',
      description: 'Un plan personalizado armado con la tabla de alimentos.',
      editorState: '<p>Tu plan, hecho para vos.</p>',
      type: 'Online',
      anamnesis: 'Simple',
      time: 1,
      queries: 1,
      typeQueries: 'Controles Online',
      costPesos: '1800',
    });
    const sale = await request.post('/api/manualsuccess', {
      headers: admin,
      data: { productoId: product._id, userId: client.id, monto: '1800' },
    });
    expect(sale.status(), await sale.text()).toBe(200);
    const entregas = await request.get(`/api/entregas?q=${encodeURIComponent(client.email)}`, {
      headers: admin,
    });
    deliveryId = ((await entregas.json()) as { entregas: { _id: string }[] }).entregas[0]!._id;
    await apiTemplate(request, TEMPLATE);
  });

  test('the food table is there on day one, with its sources, a page at a time', async ({
    page,
  }) => {
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto('/auth/alimentos');
    // The starter table, a page of 50 at a time: the page is in the URL, back returns to it.
    await expect(page.getByText(/^\d[\d.]* alimentos$/)).toBeVisible();
    await page.getByRole('button', { name: 'Página 2', exact: true }).click();
    await expect(page).toHaveURL(/[?&]page=2$/);
    await page.getByRole('button', { name: 'Página 3', exact: true }).click();
    await expect(page).toHaveURL(/[?&]page=3$/);
    await page.goBack();
    await expect(page).toHaveURL(/[?&]page=2$/);
    await expect(page.getByRole('button', { name: 'Página 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // A page of cards and its pagination fit a phone.
    await fitsAPhone(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('textbox', { name: /Buscar/ }).fill('dulce de leche');
    await expect(page).toHaveURL(/[?&]q=dulce\+de\+leche$/);
    await expect(page.getByText('Dulce de leche', { exact: true }).first()).toBeVisible();
    await shot(page, 'foods-table');
  });

  test('she builds the plan from a template, watches the totals move and publishes', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto(`/auth/entrega/${deliveryId}`);
    await page.getByRole('link', { name: 'Armar plan alimentario' }).click();
    await expect(page).toHaveURL(/\/auth\/nuevo-plan-alimentario\//);
    await page.getByRole('radio', { name: TEMPLATE }).check();
    await page.getByRole('button', { name: 'Crear plan' }).click();
    await expect(page).toHaveURL(/\/auth\/plan-alimentario\/[0-9a-f-]+\/editar$/);
    planId = /plan-alimentario\/([0-9a-f-]+)\/editar/.exec(page.url())![1]!;

    // The proposal shows how it was computed: Mifflin-St Jeor for her is 1.451,5 kcal.
    await expect(page.getByText('1.451,5', { exact: false }).first()).toBeVisible();

    await page.getByRole('button', { name: 'Usar este objetivo' }).click();
    const totals = page.getByRole('region', { name: 'Totales del día' });
    // The template's day against her target: 1451,5 × 1,55 − 20 % = 1.800 kcal.
    await expect(totals).toContainText('/ 1.800 kcal');
    await expect(totals).toContainText(/Faltan [\d.]+ kcal/);
    const before = await totals.innerText();
    await page.getByRole('button', { name: 'Agregar alimento: Almuerzo' }).click();
    const picker = page.getByRole('combobox', { name: 'Alimento 3 de Almuerzo' });
    await picker.fill('Banana');
    await page
      .getByRole('option', { name: /^Banana/ })
      .first()
      .click();
    // A food picked on an empty row comes in one of its household measures.
    await expect(page.getByRole('textbox', { name: /^Cantidad de Banana/ })).toHaveValue('1');
    await page.getByRole('textbox', { name: /^Cantidad de Banana/ }).fill('2');
    await expect(totals).not.toHaveText(before);

    // Days are the days they eat (issue 31): a copy of the day for the weekend, its chips
    // S and D, which leave the first day Monday to Friday.
    await page.getByRole('button', { name: 'Copiar día' }).click();
    const weekend = page.getByRole('tabpanel');
    await weekend.getByLabel('Nombre del día').fill('Fin de semana');
    // A chip's input is hidden under its letter: a person taps the letter.
    for (const day of ['sábado', 'domingo'])
      await weekend
        .getByRole('checkbox', { name: day, exact: true })
        .locator('xpath=following-sibling::label')
        .click();
    await expect(page.getByText(/^Falta decir qué día/)).toHaveCount(0);
    await page.getByRole('tab', { name: 'Día tipo' }).click();
    await expect(
      page.getByRole('tabpanel').getByRole('checkbox', { name: 'sábado', exact: true }),
    ).not.toBeChecked();
    // On a phone, no sideways scroll (issue 31).
    await fitsAPhone(page);
    await shot(page, 'meal-plan-builder');

    // Numbers reach the client only when she switches them on (issue 31): this client gets them.
    const numbers = page.getByRole('switch', { name: 'Mostrar calorías y macros al cliente' });
    await expect(numbers).not.toBeChecked();
    // From the keyboard: the builder's sticky save bar may lie over the switch's words.
    await numbers.focus();
    await page.keyboard.press('Space');
    await expect(numbers).toBeChecked();
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(toast(page, 'Plan alimentario guardado')).toBeVisible();
    await expect(page.getByText('Borrador', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Publicar', exact: true }).click();
    await expect(page.getByText('Se publica la versión 1.')).toBeVisible();
    await page.getByRole('button', { name: 'Sí, publicar' }).click();
    await expect(toast(page, 'Plan publicado')).toBeVisible();
    // She sees what the client has: version 1 of today, and the client's own view.
    await expect(page.getByText(/^Publicado v1 · \d{2}\/\d{2}$/)).toBeVisible();
    await page.getByRole('link', { name: 'Ver como el cliente' }).click();
    await expect(page).toHaveURL(new RegExp(`/auth/plan-alimentario/${planId}\\?vista=cliente$`));
    await expect(page.getByText('Vista del cliente')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Tu objetivo diario' })).toContainText(
      '1.800 kcal',
    );
    await expect(page.getByRole('checkbox')).toHaveCount(0);

    const mail = await waitForMail(client.email, /plan alimentario/i);
    expect(mail).toContain(`/auth/plan-alimentario/${planId}`);
  });

  test('the client opens it on a phone, today first, and ticks a meal', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await signIn(page, client.email, client.password);
    await page.goto(`/auth/mis-planes-alimentarios/${client.id}`);
    await expect(page).toHaveURL(new RegExp(`/auth/plan-alimentario/${planId}$`));
    await expect(page.getByText(/^Hoy, /).first()).toBeVisible();
    await expect(page.getByText('Banana').first()).toBeVisible();
    await expect(page.getByText(/^2 unidades medianas/).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Tu objetivo diario' })).toContainText(
      '1.800 kcal',
    );
    const tick = page.getByRole('checkbox', { name: 'Marcar Desayuno como hecha' });
    await tick.click();
    await expect(tick).toBeChecked();
    // The shopping list: raw rice for cooked, and an item ticked at the shop.
    const shopping = page.getByRole('checkbox', { name: /^Comprado: Arroz blanco/ });
    await expect(shopping).toHaveAccessibleName(/crudo/);
    await shopping.click();
    await expect(shopping).toBeChecked();
    await fitsAPhone(page);
    await shot(page, 'meal-plan-client');
    // Both stay ticked: the meal on the server, the list on this phone for the week.
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Marcar Desayuno como hecha' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /^Comprado: Arroz blanco/ })).toBeChecked();

    // On a Saturday (the phone's clock on this week's), 'Hoy' is the weekend day.
    const now = new Date();
    const saturday = addDaysInMontevideo(now, 6 - montevideoTime(now).weekday);
    await page.clock.setFixedTime(saturday);
    await page.reload();
    await expect(page.getByText(/^Hoy, sábado/).first()).toBeVisible();
    await expect(page.getByText('Fin de semana').first()).toBeVisible();
    await shot(page, 'meal-plan-client-sabado');
  });

  test('she sees the adherence next to the controls', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto(`/auth/controles/${client.id}`);
    const adherence = page.getByRole('region', { name: 'Adherencia al plan' });
    // Today's plan day has two meals; one is ticked.
    await expect(adherence).toContainText('50 %');
    await expect(adherence).toContainText('1 de 2');
    await shot(page, 'meal-plan-adherence');
  });

  test("her recipe in a 'Pre-entreno' at 18:00: its ingredients counted, the client reads what it takes", async ({
    page,
    request,
  }) => {
    const admin = await adminHeaders(request);
    const created = await request.post('/api/new-receta', {
      headers: admin,
      data: { title: 'Tarta de avena E2E' },
    });
    expect(created.status(), await created.text()).toBe(200);
    const recipeId = ((await created.json()) as { receta: { _id: string } }).receta._id;

    // On the recipe, she says what it makes and takes.
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto(`/auth/receta/${recipeId}/`);
    await page.getByRole('textbox', { name: 'Rinde (porciones)' }).fill('4');
    for (const [i, food, amount] of [
      [1, 'Avena arrollada', '200'],
      [2, 'Leche descremada', '4'],
    ] as const) {
      await page.getByRole('button', { name: 'Agregar ingrediente' }).click();
      await page.getByRole('combobox', { name: `Alimento ${i} de la receta` }).fill(food);
      await page
        .getByRole('option', { name: new RegExp(`^${food}`) })
        .first()
        .click();
      await page.getByRole('textbox', { name: `Cantidad de ${food}` }).fill(amount);
    }
    await page.getByLabel('Unidad de Avena arrollada').click();
    await page.getByRole('option', { name: 'gramos', exact: true }).click();
    await page.getByRole('button', { name: 'Guardar ingredientes' }).click();
    await expect(toast(page, 'Ingredientes de la receta guardados')).toBeVisible();
    await expect(page.getByText(/^Cada porción: /)).toBeVisible();
    await page.setViewportSize({ width: 360, height: 780 });
    await fitsAPhone(page);
    await shot(page, 'recipe-ingredients');

    // In the builder: a 'Pre-entreno' at 18:00 with 2 servings, on every day of the plan.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/auth/plan-alimentario/${planId}/editar`);
    await page.getByRole('button', { name: 'Agregar comida' }).click();
    await page.getByRole('menuitem', { name: 'Pre-entreno' }).click();
    await page.getByRole('textbox', { name: 'Hora de Pre-entreno' }).fill('18:00');
    await page.getByRole('button', { name: 'Agregar receta: Pre-entreno' }).click();
    await page
      .getByRole('combobox', { name: 'Receta para agregar a Pre-entreno' })
      .fill('tarta de avena');
    await page.getByRole('option', { name: /^Tarta de avena E2E/ }).click();
    await page
      .getByRole('textbox', { name: 'Porciones de Tarta de avena E2E en Pre-entreno' })
      .fill('2');
    // Half the recipe: 100 g of oats and 2 of the 4 glasses of milk.
    await expect(page.getByText(/^Lleva: 100 g de avena arrollada; 2 /)).toBeVisible();
    await page.getByRole('button', { name: 'Copiar Pre-entreno a otro día' }).click();
    await page.getByRole('menuitem', { name: 'Todos los otros días' }).click();
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(toast(page, 'Plan alimentario guardado')).toBeVisible();
    await expect(page.getByText('Cambios sin publicar')).toBeVisible();

    // The builder's meal total is the server's: the sum of the ingredients for 2 servings.
    const draft = await request.get(`/api/planes-alimentarios/${planId}`, { headers: admin });
    const plan = (await draft.json()) as {
      plan: {
        content: { days: { meals: { name: string }[] }[] };
        totals: { meals: { kcal: number }[] }[];
      };
    };
    const at = plan.plan.content.days[0]!.meals.findIndex((m) => m.name === 'Pre-entreno');
    const kcal = plan.plan.totals[0]!.meals[at]!.kcal;
    expect(kcal).toBeGreaterThan(389);
    await expect(
      page.getByRole('region', { name: 'Pre-entreno' }).getByTestId('meal-totals').first(),
    ).toContainText(formatKcal(kcal));

    await page.getByRole('button', { name: 'Publicar', exact: true }).click();
    await expect(page.getByText('Se publica la versión 2.')).toBeVisible();
    await page.getByRole('button', { name: 'Sí, publicar' }).click();
    await expect(page.getByText(/^Publicado v2 · \d{2}\/\d{2}$/)).toBeVisible();
    await page.setViewportSize({ width: 360, height: 780 });
    await fitsAPhone(page);
    await shot(page, 'meal-plan-builder-published');

    // The client reads the recipe, its servings and what they take, on the phone.
    await signIn(page, client.email, client.password);
    await page.goto(`/auth/plan-alimentario/${planId}`);
    await expect(page.getByText('Tarta de avena E2E · 2 porciones').first()).toBeVisible();
    await expect(page.getByText(/^Lleva: 100 g de avena arrollada/).first()).toBeVisible();
    await expect(page.getByText('18:00').first()).toBeVisible();
    await fitsAPhone(page);
    await shot(page, 'meal-plan-client-recipe');
  });
});
