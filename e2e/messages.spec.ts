import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  adminHeaders,
  apiRegister,
  E2E_ADMIN,
  type E2EClient,
  shot,
  toast,
  signIn,
  uiLoginHome,
} from './support';
import { expectAccessible } from './a11y';

/** A toast (Mantine notifications are alerts). */
/** The top bar's link to Mensajes (the visible one of the desktop and phone rows). */
const mailLink = (page: Page) =>
  page
    .locator('header')
    .getByRole('link', { name: /^Mensajes/ })
    .filter({ visible: true });

const SCRIPT = '<script>alert(1)</script>';
const IMG = '<img src=x onerror=alert(2)>';
const TEXT = `Hola! Desde que empecé el plan tengo reflujo a la noche. ${SCRIPT}\n${IMG} ¿Ceno más temprano?`;
const ANSWER = 'Sí: cená dos horas antes de acostarte.\nY contame en una semana cómo vas.';

test.describe.serial('messages between clients and the nutritionist', () => {
  let client: E2EClient;
  let other: E2EClient;
  /** Alerts a script in a message would raise: none may fire. */
  const dialogs: string[] = [];
  const watchDialogs = (page: Page) =>
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });

  test.beforeAll(async ({ request }) => {
    client = await apiRegister(request, 'Carla Mensajes');
    other = await apiRegister(request, 'Otra Clienta Mensajes');
  });

  test('a client writes to the nutritionist; markup in the text stays text', async ({ page }) => {
    watchDialogs(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await uiLoginHome(page, client.email, client.password);
    await mailLink(page).click();
    await expect(page).toHaveURL(/\/auth\/mensajes$/);
    await expect(page.getByRole('heading', { name: 'Mensajes', level: 1 })).toBeVisible();
    await expect(page.getByText('Todavía no hay mensajes')).toBeVisible();

    await page.getByRole('button', { name: 'Nuevo Mensaje' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo Mensaje' });
    // A client writes to her: there is no recipient to choose.
    await expect(dialog.getByLabel('Cliente')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(dialog.getByText('Escribí un título')).toBeVisible();
    await expect(dialog.getByText('Escribí tu mensaje')).toBeVisible();
    await expectAccessible(page, 'mensaje-nuevo-errores');

    await dialog.getByLabel('Título').fill('Duda con la cena');
    await dialog.getByLabel('Mensaje').fill(TEXT);
    await expect(dialog.getByText(`${TEXT.length} de 5.000 caracteres`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(toast(page, 'Mensaje enviado')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    const row = page.getByRole('row', { name: /Duda con la cena/ });
    await expect(row.getByText('Carla Mensajes')).toBeVisible();
    // The list shows the first 30 characters.
    await expect(row.getByText('Hola! Desde que empecé el plan…')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Eliminar: Duda con la cena' })).toBeVisible();
    await shot(page, 'messages-client-list');

    await page.setViewportSize({ width: 1280, height: 900 });
    await row.getByRole('link', { name: 'Ver: Duda con la cena' }).click();
    await expect(page).toHaveURL(new RegExp(`/auth/mensajes/${client.id}#mensaje-`));
    await expect(
      page.getByRole('heading', { name: 'Conversación con tu nutricionista' }),
    ).toBeVisible();
    const bubble = page.getByRole('article', { name: /Duda con la cena, de vos/ });
    await expect(bubble).toContainText(SCRIPT);
    await expect(bubble).toContainText(IMG);
    await expect(bubble.getByText('Nuevo', { exact: true })).toBeVisible();
    await expect(page.locator('main script, main img[src="x"]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test('the admin sees the unread badge, reads the conversation, answers, and writes to another client', async ({
    page,
    request,
  }) => {
    watchDialogs(page);
    const waiting = (
      await (
        await request.get('/api/mensajes/no-leidos', { headers: await adminHeaders(request) })
      ).json()
    ).count as number;
    expect(waiting).toBeGreaterThan(0);
    const unread = (n: number) => (n === 1 ? '1 mensaje sin leer' : `${n} mensajes sin leer`);

    await page.setViewportSize({ width: 1280, height: 900 });
    await uiLoginHome(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(mailLink(page)).toHaveAccessibleName(`Mensajes: ${unread(waiting)}`);
    await mailLink(page).click();

    const row = page.getByRole('row', { name: /Carla Mensajes/ });
    await expect(row.getByText('Duda con la cena')).toBeVisible();
    await expect(row.getByLabel('1 mensaje sin leer')).toBeVisible();
    await shot(page, 'messages-admin-inbox');

    await page.setViewportSize({ width: 1280, height: 900 });
    await row.getByRole('link', { name: 'Ver: conversación con Carla Mensajes' }).click();
    await expect(page).toHaveURL(new RegExp(`/auth/mensajes/${client.id}$`));
    await expect(
      page.getByRole('heading', { name: 'Conversación con Carla Mensajes' }),
    ).toBeVisible();
    const incoming = page.getByRole('article', { name: /Duda con la cena, de Carla Mensajes/ });
    await expect(incoming).toContainText(SCRIPT);
    // Opening it read it: the badge counts one less.
    await expect(mailLink(page)).toHaveAccessibleName(
      waiting === 1 ? 'Mensajes' : `Mensajes: ${unread(waiting - 1)}`,
    );

    const reply = page.getByRole('region', { name: 'Responder' });
    await expect(reply.getByLabel('Título')).toHaveValue('Re: Duda con la cena');
    await reply.getByLabel('Mensaje').fill(ANSWER);
    await reply.getByRole('button', { name: 'Enviar' }).click();
    await expect(toast(page, 'Mensaje enviado')).toBeVisible();
    const answer = page.getByRole('article', { name: /Re: Duda con la cena, de vos/ });
    await expect(answer).toContainText('cená dos horas antes');
    await expect(answer.getByText('Nuevo', { exact: true })).toBeVisible();
    await expect(reply.getByLabel('Mensaje')).toHaveValue('');
    await shot(page, 'messages-conversation');

    // A new message to a client who has not written: she picks them by name.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/auth/mensajes');
    await page.getByRole('button', { name: 'Nuevo Mensaje' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo Mensaje' });
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(dialog.getByText('Elegí a qué cliente le escribís')).toBeVisible();
    await expectAccessible(page, 'mensaje-nuevo-admin');
    await dialog.getByLabel('Cliente').fill('Otra Clienta M');
    await page.getByRole('option', { name: /Otra Clienta Mensajes/ }).click();
    await dialog.getByLabel('Título').fill('Tu próximo control');
    await dialog.getByLabel('Mensaje').fill('Acordate de traer tus registros de comidas.');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(toast(page, 'Mensaje enviado')).toBeVisible();
    await expect(page.getByRole('row', { name: /Otra Clienta Mensajes/ })).toContainText(
      'Tu próximo control',
    );
    expect(dialogs).toEqual([]);
  });

  test('the client sees the badge and the answer; another client is refused the conversation', async ({
    page,
    browser,
  }) => {
    watchDialogs(page);
    await page.setViewportSize({ width: 360, height: 780 });
    await uiLoginHome(page, client.email, client.password);
    await expect(mailLink(page)).toHaveAccessibleName('Mensajes: 1 mensaje sin leer');
    await mailLink(page).click();

    const card = page.getByRole('article', { name: /Re: Duda con la cena/ });
    await expect(card.getByText('Nuevo', { exact: true })).toBeVisible();
    // Hers cannot be deleted by the client: no button.
    await expect(card.getByRole('button', { name: /^Eliminar/ })).toHaveCount(0);
    await shot(page, 'messages-client-answered');

    await page.setViewportSize({ width: 360, height: 780 });
    await card.getByRole('link', { name: 'Ver: Re: Duda con la cena' }).click();
    const answer = page.getByRole('article', { name: /Re: Duda con la cena, de / });
    await expect(answer).toContainText('cená dos horas antes de acostarte.');
    await expect(mailLink(page)).toHaveAccessibleName('Mensajes');
    // The admin read hers when she opened it.
    await expect(
      page.getByRole('article', { name: /^Duda con la cena, de vos/ }).getByText('Leído'),
    ).toBeVisible();
    await shot(page, 'messages-conversation-client');
    expect(dialogs).toEqual([]);

    const stranger = await browser.newContext();
    const strangerPage = await stranger.newPage();
    await signIn(strangerPage, other.email, other.password);
    await strangerPage.goto(`/auth/mensajes/${client.id}`);
    await expect(strangerPage.getByText('No podés ver esta conversación')).toBeVisible();
    await expect(strangerPage.getByText('No tenés permiso para hacer esto')).toBeVisible();
    await expect(strangerPage.getByText('Duda con la cena')).toHaveCount(0);
    await expect(strangerPage.getByText(/reflujo/)).toHaveCount(0);
    // Their own list has the message she wrote them.
    await strangerPage.getByRole('link', { name: 'Ir a mis mensajes' }).click();
    await expect(
      strangerPage.getByText('Tu próximo control').filter({ visible: true }),
    ).toBeVisible();
    await stranger.close();
  });
});
