import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ANAMNESIS_ANSWERS } from '../contract/testing/anamnesis';
import {
  adminHeaders,
  apiAnamnesis,
  apiRegister,
  bearer,
  E2E_ADMIN,
  fitsAPhone,
  shot,
  SHOTS_DIR,
  toast,
  uiLoginHome,
} from './support';

/** Issue 8, acceptance 1: the anamnesis forms in the browser, checked through the API. */

const REQUIRED = 'Por favor, completá todos los campos';
const SAVED = 'Se guardó correctamente la anamnesis';

type Anamnesis = Record<string, unknown> & { _id: string; kind: string };

async function storedAnamnesis(
  request: APIRequestContext,
  userId: string,
  headers: Record<string, string>,
): Promise<Anamnesis | null> {
  const res = await request.get(`/api/anamnesis-by-user-id/${userId}`, { headers });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { anamnesis: Anamnesis | null }).anamnesis;
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const next = (page: Page) => page.getByRole('button', { name: 'Siguiente' }).click();
const save = (page: Page) => page.getByRole('button', { name: 'Guardar anamnesis' }).click();

/** What is typed: the shared complete anamnesis, with answers of its own where a check reads them. */
const typed = {
  ...ANAMNESIS_ANSWERS,
  workHours: '8 horas, de 9 a 17',
  phisicsProblems: 'Dolor de rodilla al correr',
  intolerancias: 'Lactosa',
  sportsHours: '1 hora por sesión',
};

/** Asked first and kept on the user (issue 31): '17/05/1990' as typed, a Montevideo day. */
const PERSON = { typed: '17/05/1990', birthDate: '1990-05-17', gender: 'Prefiero no decir' };

async function fillWork(page: Page) {
  const birth = page.getByLabel('Fecha de nacimiento');
  await birth.fill(PERSON.typed);
  await birth.press('Tab');
  await choose(page, 'Sexo', PERSON.gender);
  await page.getByLabel('Horas de trabajo por día').fill(typed.workHours);
  await page.getByLabel('Días de trabajo').fill(typed.daysWorks);
  await choose(page, 'Tipo de alimentación', typed.typeFeedin);
  await choose(page, 'Objetivo', typed.objectives);
}

async function fillHealth(page: Page) {
  await page.getByLabel('Problemas físicos').fill(typed.phisicsProblems);
  await page.getByLabel('Operaciones').fill(typed.operations);
  await page.getByLabel('Enfermedades').fill(typed.diseases);
  await page.getByLabel('Embarazos').fill(typed.pregnancies);
  await page.getByLabel('Medicamentos').fill(typed.medicines);
  await page.getByLabel('Intolerancias').fill(typed.intolerancias);
  await page.getByLabel('Notas médicas').fill(typed.medicalNotes);
}

async function fillActivity(page: Page) {
  await page.getByRole('textbox', { name: /^Actividad física/ }).fill(typed.physicalActivity);
  await page.getByLabel('Deportes').fill(typed.sports);
  await page.getByLabel('Horas de deporte').fill(typed.sportsHours);
  await page.getByLabel('Días de deporte por semana').fill(String(typed.sportsDays));
}

test.describe('anamnesis', () => {
  test('a client: missing fields warn and store nothing, a reload keeps the draft, saving and editing work', async ({
    page,
    request,
  }) => {
    const client = await apiRegister(request, 'Lucía Fernández');
    await uiLoginHome(page, client.email, client.password);

    // Someone else's form does not open.
    const other = await apiRegister(request, 'Otra Clienta');
    await page.goto(`/auth/nueva-ficha-anamnesis-online/${other.id}`);
    await expect(page.getByText('No pudimos abrir la anamnesis')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Guardar anamnesis' })).toHaveCount(0);

    await page.goto(`/auth/nueva-ficha-anamnesis-online/${client.id}`);
    await expect(
      page.getByRole('heading', { name: 'Nueva ficha Anamnesis a distancia' }),
    ).toBeVisible();
    await save(page);
    await expect(toast(page, REQUIRED)).toBeVisible();
    await expect(page.getByLabel('Horas de trabajo por día')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(await storedAnamnesis(request, client.id, bearer(client.token))).toBeNull();
    await fitsAPhone(page);
    await shot(page, 'anamnesis-online-aviso');

    // Half-way, the page reloads: what was typed is still there.
    await page.setViewportSize({ width: 1280, height: 900 });
    await fillWork(page);
    await next(page);
    await page.getByLabel('Problemas físicos').fill('Dolor de rodilla al correr');
    await page.waitForTimeout(600); // the draft is kept 400 ms after the last key
    await page.reload();
    await expect(page.getByText('Recuperamos lo que habías escrito')).toBeVisible();
    await expect(page.getByLabel('Horas de trabajo por día')).toHaveValue('8 horas, de 9 a 17');
    await expect(page.getByRole('combobox', { name: 'Objetivo' })).toHaveValue(
      'Bajar grasa corporal',
    );

    await next(page);
    await fillHealth(page);
    await next(page);
    await fillActivity(page);
    await next(page);
    await expect(page.getByRole('heading', { name: 'Consentimiento', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute(
      'href',
      '/auth/politicas-de-privacidad#datos-de-salud',
    );
    // Without the consent nothing is sent either.
    await save(page);
    await expect(
      toast(page, 'Para guardar tu anamnesis necesitamos tu consentimiento'),
    ).toBeVisible();
    expect(await storedAnamnesis(request, client.id, bearer(client.token))).toBeNull();
    await page
      .getByRole('checkbox', { name: /doy mi consentimiento para que traten mis datos de salud/ })
      .check();
    await save(page);
    await expect(toast(page, SAVED)).toBeVisible();
    // Opened directly, there is no screen to go back to: the profile.
    await expect(page).toHaveURL(new RegExp(`/auth/usuario/${client.id}$`));

    const stored = await storedAnamnesis(request, client.id, bearer(client.token));
    expect(stored).toMatchObject({
      kind: 'Simple',
      workHours: '8 horas, de 9 a 17',
      typeFeedin: 'Omnívoro',
      objectives: 'Bajar grasa corporal',
      phisicsProblems: 'Dolor de rodilla al correr',
      intolerancias: 'Lactosa',
      sportsDays: 3,
      consentRecordedBy: 'client',
      desayuno_lugar: null,
    });
    const me = await request.get('/api/userData', { headers: bearer(client.token) });
    expect(((await me.json()) as { user: { anamnesisCompleted: boolean } }).user).toMatchObject({
      anamnesisCompleted: true,
      // Birth date and sex were saved where they live: on the user.
      birthDate: PERSON.birthDate,
      gender: PERSON.gender,
    });
    // Saved, the draft is gone from the browser.
    expect(
      await page.evaluate(() =>
        [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((k) =>
          k.startsWith('anamnesis-draft'),
        ),
      ),
    ).toEqual([]);

    // The new-record address now opens it to edit (a second create would answer 409).
    await page.goto(`/auth/nueva-ficha-anamnesis-online/${client.id}`);
    await expect(
      page.getByRole('heading', { name: 'Formulario Anamnesis a distancia' }),
    ).toBeVisible();
    await expect(page.getByLabel('Días de trabajo')).toHaveValue('Lunes a viernes');
    await expect(page.getByLabel('Fecha de nacimiento')).toHaveValue(PERSON.typed);

    await page.goto(`/auth/anamnesis/${stored!._id}`);
    await expect(
      page.getByRole('heading', { name: 'Formulario Anamnesis a distancia' }),
    ).toBeVisible();
    await expect(page.getByText(/Consentimiento dado el \d+ de \w+ de \d{4}/)).toBeVisible();
    await fitsAPhone(page);
    await shot(page, 'anamnesis-online-completa');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: /Paso 3: Actividad física/ }).click();
    await expect(page.getByLabel('Deportes')).toHaveValue('Running');
    await page.getByLabel('Deportes').fill('Running y natación');
    await page.getByLabel('Días de deporte por semana').fill('4');
    await save(page);
    await expect(toast(page, SAVED)).toBeVisible();
    expect(await storedAnamnesis(request, client.id, bearer(client.token))).toMatchObject({
      _id: stored!._id,
      sports: 'Running y natación',
      sportsDays: 4,
      workHours: '8 horas, de 9 a 17',
    });
  });

  test('the admin fills the extended anamnesis of a client, meals and food groups included', async ({
    page,
    request,
  }) => {
    const client = await apiRegister(request, 'Martín Suárez');
    await uiLoginHome(page, E2E_ADMIN.email, E2E_ADMIN.password);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/auth/nueva-ficha-anamnesis/${client.id}`);
    await expect(
      page.getByRole('heading', { name: 'Nueva ficha Anamnesis presencial' }),
    ).toBeVisible();
    await expect(page.getByText('Ficha de Martín Suárez')).toBeVisible();
    await save(page);
    await expect(toast(page, REQUIRED)).toBeVisible();
    await fitsAPhone(page);
    await shot(page, 'anamnesis-offline-aviso');
    await page.setViewportSize({ width: 1280, height: 900 });

    await fillWork(page);
    await next(page);
    await fillHealth(page);
    await next(page);
    await fillActivity(page);
    await next(page);

    await expect(page.getByRole('heading', { name: 'Comidas', exact: true })).toBeVisible();
    const breakfast = page.getByRole('group', { name: 'Desayuno' });
    await breakfast.getByLabel('Lugar').fill('Casa');
    await breakfast.getByLabel('Hora').fill('7:30');
    await breakfast.getByLabel('Preparaciones').fill('Café con leche y tostadas');
    await page.getByRole('group', { name: 'Cena' }).getByLabel('Lugar').fill('Casa');
    await fitsAPhone(page);
    await shot(page, 'anamnesis-offline-comidas');
    await page.setViewportSize({ width: 1280, height: 900 });
    await next(page);

    await expect(
      page.getByRole('heading', { name: 'Grupos de alimentos', exact: true }),
    ).toBeVisible();
    const chicken = page.getByRole('group', { name: 'Pollo' });
    await chicken.getByRole('combobox', { name: 'Frecuencia' }).click();
    await page.getByRole('option', { name: 'Determinadas veces por semana' }).click();
    await chicken.getByLabel('Cantidad (g)').fill('150');
    const broth = page.getByRole('group', { name: 'Caldo' });
    await broth.getByLabel('Cantidad').fill('250 cc');
    await broth.getByLabel('Detalle').fill('De verduras');
    await fitsAPhone(page);
    await shot(page, 'anamnesis-offline-grupos');
    await page.setViewportSize({ width: 1280, height: 900 });
    await next(page);

    await page
      .getByRole('checkbox', { name: /Martín Suárez me dio en persona su consentimiento/ })
      .check();
    await fitsAPhone(page);
    await shot(page, 'anamnesis-offline-consentimiento');
    await save(page);
    await expect(toast(page, SAVED)).toBeVisible();

    expect(await storedAnamnesis(request, client.id, await adminHeaders(request))).toMatchObject({
      kind: 'Extendido',
      userId: client.id,
      workHours: '8 horas, de 9 a 17',
      desayuno_lugar: 'Casa',
      desayuno_hora: '7:30',
      desayuno_preparaciones: 'Café con leche y tostadas',
      cena_lugar: 'Casa',
      almuerzo_lugar: null,
      pollo_frecuencia: 'Determinadas veces por semana',
      pollo_cantidad: 150,
      caldo_cantidad: '250 cc',
      caldo_detalle: 'De verduras',
      carne_vacuna_cantidad: null,
      consentRecordedBy: 'admin',
    });
    const user = await request.get(`/api/user/${client.id}`, {
      headers: await adminHeaders(request),
    });
    expect(((await user.json()) as { user: object }).user).toMatchObject({
      birthDate: PERSON.birthDate,
      gender: PERSON.gender,
    });
  });

  test('the privacy page says what health data is kept, why, who sees it, for how long and how to ask', async ({
    page,
  }) => {
    await page.goto('/auth/politicas-de-privacidad#datos-de-salud');
    const heading = page.getByRole('heading', { name: 'Tus datos de salud' });
    await expect(heading).toBeVisible();
    for (const text of [
      'Qué guardamos:',
      'Para qué:',
      'Quién los ve:',
      'Por cuánto tiempo:',
      'Tus derechos:',
      'hasta 5 años',
      'queda registrado',
    ])
      await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
    await fitsAPhone(page);
    await heading.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS_DIR}/privacidad-datos-de-salud-360.png` });
  });
});

test("the admin reads a client's anamnesis as a one-page summary, prints it, and edits from it", async ({
  page,
  request,
}) => {
  const client = await apiRegister(request, 'Paula Resumen');
  const anamnesisId = await apiAnamnesis(request, client);
  await page.setViewportSize({ width: 1280, height: 900 });
  await uiLoginHome(page, E2E_ADMIN.email, E2E_ADMIN.password);

  // From the client's profile, 'Ver anamnesis' opens the summary first.
  await page.goto(`/auth/usuario/${client.id}`);
  const panel = page.getByRole('region', { name: 'Historia clínica', exact: true });
  const view = panel.getByRole('link', { name: 'Ver anamnesis' });
  await expect(view).toHaveAttribute('href', `/auth/anamnesis/${anamnesisId}/resumen`);
  await view.click();
  await expect(page).toHaveURL(new RegExp(`/auth/anamnesis/${anamnesisId}/resumen$`));
  await expect(
    page.getByRole('heading', { name: 'Anamnesis a distancia de Paula Resumen', level: 1 }),
  ).toBeVisible();
  // Read-only: the answers as text.
  for (const section of ['Trabajo y objetivos', 'Salud', 'Actividad física'])
    await expect(page.getByRole('heading', { name: section, level: 2 })).toBeVisible();
  await expect(page.getByText(ANAMNESIS_ANSWERS.objectives)).toBeVisible();
  await expect(page.getByText(ANAMNESIS_ANSWERS.physicalActivity)).toBeVisible();
  await fitsAPhone(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  // 'Imprimir' asks the browser to print; on paper only the record is left.
  await page.evaluate(() => {
    window.print = () => {
      document.body.dataset.printed = 'yes';
    };
  });
  await page.getByRole('button', { name: 'Imprimir' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Editar', exact: true })).toBeHidden();
  await expect(page.locator('header').first()).toBeHidden();
  await expect(page.getByText(ANAMNESIS_ANSWERS.objectives)).toBeVisible();
  await shot(page, 'anamnesis-resumen-impresion');
  await page.emulateMedia({ media: 'screen' });

  // 'Editar' opens the form, which still lives at its own address.
  await page.getByRole('link', { name: 'Editar', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/auth/anamnesis/${anamnesisId}$`));
  await expect(
    page.getByRole('heading', { name: 'Formulario Anamnesis a distancia' }),
  ).toBeVisible();

  // One visit is one entry in the log of reads, however many requests it made.
  const log = await request.get(`/api/clinical-access-log/${client.id}`, {
    headers: await adminHeaders(request),
  });
  const entries = ((await log.json()) as { entries: { what: string }[] }).entries;
  expect(entries.filter((e) => e.what === 'anamnesis')).toHaveLength(1);
});
