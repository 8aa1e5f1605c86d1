import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import sharp from 'sharp';
import { addDaysInMontevideo, montevideoDay, montevideoTime } from '../contract/time';
import {
  apiPlan,
  apiRegister,
  E2E_ADMIN,
  type E2EClient,
  toast,
  typedDay,
  uniqueEmail,
} from './support';

/*
 * The suite's flows once more with the keyboard alone: no click, no fill. Every stop of
 * the Tab key must show where the focus is; dialogs keep the focus inside and give it
 * back to what opened them.
 */

/**
 * Where the focus is, if it cannot be seen; '' when it can: an outline, a shadow, or (Mantine's
 * inputs) a border in the primary colour (green 8) on the field or on the box around it.
 */
function unseenFocus(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const el = document.activeElement as HTMLElement | null;
    // Past the page's last control the focus is in the browser's own bar: the next Tab
    // comes back to the skip link.
    if (!el || el === document.body) return '';
    const boxes = [el, el.parentElement].filter((b): b is HTMLElement => b !== null);
    // A border still fading to its focus colour reads as neither.
    await Promise.all(
      boxes.flatMap((b) => b.getAnimations()).map((a) => a.finished.catch(() => undefined)),
    );
    let seen = boxes.some((b) => {
      const s = getComputedStyle(b);
      return (
        (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) ||
        s.boxShadow !== 'none' ||
        s.borderColor === 'rgb(35, 122, 54)'
      );
    });
    // A card whose title is the link draws the ring around the whole card (:has).
    let up = el.parentElement?.parentElement ?? null;
    for (let i = 0; i < 5 && up && !seen; i++, up = up.parentElement) {
      const s = getComputedStyle(up);
      seen = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
    }
    if (seen) return '';
    const s = getComputedStyle(el);
    return `${el.tagName.toLowerCase()}.${el.className} role=${el.getAttribute('role')} '${el.getAttribute('aria-label') ?? el.id ?? ''} ${el.textContent?.trim().slice(0, 40) ?? ''}' (border ${s.borderColor}, outline ${s.outlineStyle} ${s.outlineWidth})`;
  });
}

/** Presses Tab (Shift+Tab with back) until `target` has the focus, each stop visibly focused. */
async function tabTo(page: Page, target: Locator, back = false) {
  for (let i = 0; i < 120; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    expect(await unseenFocus(page), 'a focused element with no visible focus').toBe('');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Types into a field reached with Tab. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

const focused = (page: Page) => page.locator(':focus');

/** Tab and Shift+Tab many times inside an open dialog: the focus never leaves it. */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
  }
}

async function keyboardLogin(page: Page, email: string, password: string) {
  await page.goto('/auth/entrar');
  await expect(page.getByLabel('Email')).toBeEnabled();
  await typeInto(page, page.getByLabel('Email'), email);
  await typeInto(page, page.getByRole('textbox', { name: 'Contraseña', exact: true }), password);
  await page.keyboard.press('Enter');
  // Where a sign-in without a page to return to lands: 'Hoy' for her, the home for a client.
  await expect(page).toHaveURL(
    email === E2E_ADMIN.email ? /\/auth\/administracion\?tab=hoy$/ : /\/auth\/home$/,
  );
}

test.describe.serial('with the keyboard alone', () => {
  let client: E2EClient;
  let planId = '';

  test.beforeAll(async ({ request }) => {
    client = await apiRegister(request, 'Teclado Clienta');
    planId = (
      await apiPlan(request, {
        title: 'Plan Teclado E2E',
        description: 'Un plan comprado sin mouse.',
        editorState: '<p>Todo con el teclado.</p>',
        type: 'Online',
        anamnesis: 'Simple',
        time: 1,
        queries: 1,
        typeQueries: 'Controles Online',
        costPesos: '990',
      })
    )._id;
  });

  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('a visitor skips to the content, registers, leaves and logs in again', async ({ page }) => {
    await page.goto('/auth/registrarme');
    await expect(page.getByLabel('Nombre')).toBeEnabled();
    // The first Tab reaches the skip link, shown on the page while it has the focus.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Saltar al contenido' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    expect(await unseenFocus(page)).toBe('');
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();

    await typeInto(page, page.getByLabel('Nombre'), 'Tomás Teclado');
    await typeInto(page, page.getByLabel('Email'), uniqueEmail('teclado'));
    await typeInto(page, page.getByLabel('Teléfono o celular'), '099555111');
    await typeInto(
      page,
      page.getByRole('textbox', { name: 'Contraseña', exact: true }),
      'clave-teclado-1',
    );
    await typeInto(page, page.getByLabel('Repetir contraseña'), 'clave-teclado-1');
    await tabTo(page, page.getByRole('checkbox'));
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox')).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Crear mi cuenta' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/auth\/home$/);

    const reloaded = page.waitForEvent('load');
    await tabTo(page, page.locator('header').getByRole('button', { name: 'Salir' }));
    await page.keyboard.press('Enter');
    await reloaded;
    await expect(page.locator('header').getByRole('link', { name: 'Entrar' })).toBeVisible();
  });

  test('a client buys a plan through the test checkout and opens the next step', async ({
    page,
  }) => {
    await keyboardLogin(page, client.email, client.password);
    await page.goto(`/auth/planes/${planId}/`);
    await page.waitForLoadState('networkidle');
    await tabTo(page, page.getByRole('button', { name: 'Comprar con Mercado Pago' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/auth\/pago-de-prueba\//);
    await tabTo(page, page.getByRole('button', { name: 'Aprobar pago' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('¡Pago aprobado!')).toBeVisible();
    await tabTo(page, page.getByRole('link', { name: 'Completar Anamnesis' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/auth\/nueva-ficha-anamnesis-online\//);

    // The anamnesis' steps: the third, by Tab and Enter on its step button.
    await tabTo(page, page.getByRole('button', { name: /Paso 3:/ }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Paso 3 de 4')).toBeVisible();
  });

  test('a client pays a turno and books it; the dialog holds the focus and gives it back', async ({
    page,
  }) => {
    await keyboardLogin(page, client.email, client.password);
    await page.goto('/auth/turnos-presenciales');
    // A server-rendered page: its buttons answer once the scripts have run.
    await page.waitForLoadState('networkidle');
    await tabTo(page, page.getByRole('button', { name: 'Pagar con Mercado Pago' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/auth\/pago-de-prueba\//);
    await tabTo(page, page.getByRole('button', { name: 'Aprobar pago' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Tenés 1 turno para agendar')).toBeVisible();

    // Next week, whose hours are all ahead.
    await tabTo(page, page.getByRole('button', { name: 'Próximo' }));
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Cargando el calendario')).toHaveCount(0);
    const free = page.locator('.rbc-event').filter({ hasText: /Libre/ }).first();
    await tabTo(page, free);
    const chosen = (await free.textContent()) ?? '';
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Agendar control' });
    await expect(dialog).toBeVisible();
    // The dialog takes the focus as its transition ends, a moment after it shows.
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(focused(page)).toHaveText(chosen);

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await typeInto(page, dialog.getByLabel('Descripción (opcional)'), 'Reservado con el teclado.');
    await tabTo(page, dialog.getByRole('button', { name: 'Agendar' }));
    await page.keyboard.press('Enter');
    await expect(dialog.getByText(/^Control agendado para: /)).toBeVisible();
    await tabTo(page, dialog.getByRole('button', { name: 'Ver en el calendario' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('¿Querés otro turno?')).toBeVisible();
  });

  test('a client writes to the nutritionist; the focus returns to the button', async ({ page }) => {
    await keyboardLogin(page, client.email, client.password);
    await page.goto('/auth/mensajes');
    const open = page.getByRole('button', { name: 'Nuevo Mensaje' });
    await tabTo(page, open);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Nuevo Mensaje' });
    await expect(dialog).toBeVisible();
    await expectFocusTrapped(page, dialog);
    await typeInto(page, dialog.getByLabel('Título'), 'Escrito sin mouse');
    await typeInto(page, dialog.getByLabel('Mensaje'), 'Hola, todo con el teclado.');
    await tabTo(page, dialog.getByRole('button', { name: 'Enviar' }));
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Mensaje enviado')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();
  });

  test('a client records a control with a photo, then cancels her appointment', async ({
    page,
  }) => {
    await keyboardLogin(page, client.email, client.password);
    await page.goto(`/auth/controles/${client.id}`);
    await tabTo(page, page.getByRole('link', { name: 'Crear nuevo control a distancia' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/auth\/nueva-ficha-control\//);
    await typeInto(page, page.getByLabel('Peso (kg)'), '68,4');
    // Listened for before the button is reached: Playwright turns the chooser's interception
    // on asynchronously, and an Enter pressed right after waitForEvent could beat it.
    const chooser = page.waitForEvent('filechooser');
    await tabTo(page, page.getByRole('button', { name: 'Elegir fotos' }));
    await page.keyboard.press('Enter');
    const photo = await sharp({
      create: { width: 60, height: 80, channels: 3, background: '#63e6be' },
    })
      .png()
      .toBuffer();
    await (await chooser).setFiles({ name: 'frente.png', mimeType: 'image/png', buffer: photo });
    await expect(page.getByText('Sin guardar')).toHaveCount(1);
    await tabTo(page, page.getByRole('button', { name: 'Guardar' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Se guardó correctamente el control')).toBeVisible();
    await expect(page.getByText('68,4 kg')).toBeVisible();

    // The appointment booked above, cancelled from its dialog.
    await page.goto(`/auth/agendar-control/${client.id}`);
    await tabTo(page, page.getByRole('button', { name: 'Próximo' }));
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Cargando el calendario')).toHaveCount(0);
    await tabTo(page, page.locator('.rbc-event').filter({ hasText: /Teclado Clienta/ }));
    await page.keyboard.press('Enter');
    const own = page.getByRole('dialog', { name: 'Tu turno' });
    await expect(own).toBeVisible();
    await tabTo(page, own.getByRole('button', { name: 'Cancelar turno' }));
    await page.keyboard.press('Enter');
    await tabTo(page, own.getByRole('button', { name: 'Sí, cancelar el turno' }));
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Turno cancelado: podés elegir otro día y hora')).toBeVisible();
  });

  test('the admin refunds the plan sale from Ventas', async ({ page }) => {
    await keyboardLogin(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto('/auth/administracion?tab=ventas');
    const row = page.getByRole('row').filter({ hasText: 'Plan Teclado E2E' });
    await tabTo(page, row.getByRole('button', { name: /^Reembolsar/ }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Reembolsar venta' });
    // The safe choice has the focus first.
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await expectFocusTrapped(page, dialog);
    await tabTo(page, dialog.getByRole('button', { name: 'Reembolsar' }));
    await page.keyboard.press('Enter');
    await expect(
      toast(page, 'Venta reembolsada: el acceso del cliente quedó revocado'),
    ).toBeVisible();
    await expect(row.getByText(/^Reembolsada /)).toBeVisible();
  });

  test('the admin moves through the tabs, books a meeting in the Agenda and picks an image', async ({
    page,
  }) => {
    await keyboardLogin(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto('/auth/administracion');
    const today = page.getByRole('tab', { name: 'Hoy' });
    await tabTo(page, today);
    // Arrow keys go from tab to tab, as in any tab list, and open each.
    for (const name of ['Usuarios', 'Agenda']) {
      await page.keyboard.press('ArrowRight');
      const tab = page.getByRole('tab', { name });
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(tab).toBeFocused();
    }

    const open = page.getByRole('button', { name: 'Nuevo turno' });
    await tabTo(page, open);
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'Nuevo turno' });
    await expect(form).toBeVisible();
    await expectFocusTrapped(page, form);
    // Her own time, for nobody: the arrow keys move along 'Para quién es'.
    await tabTo(page, form.getByRole('radio', { name: 'Cliente', exact: true }));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(form.getByRole('radio', { name: 'Sin cliente' })).toBeChecked();
    await typeInto(page, form.getByLabel('Título'), 'Reunión por teclado');
    // The Tuesday after next (weekday 0 is Sunday), typed the Uruguayan way.
    const now = new Date();
    const day = addDaysInMontevideo(now, 15 - ((montevideoTime(now).weekday + 6) % 7));
    const dayField = form.getByLabel('Día');
    await tabTo(page, dayField);
    await page.keyboard.press('Control+a');
    await page.keyboard.type(typedDay(montevideoDay(day)));
    for (const [label, time] of [
      ['Desde', '11:00'],
      ['Hasta', '11:45'],
    ] as const) {
      await tabTo(page, form.getByLabel(label));
      await page.keyboard.press('Control+a');
      await page.keyboard.type(time);
    }
    await tabTo(page, form.getByRole('button', { name: 'Guardar' }));
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Control agendado')).toBeVisible();
    await expect(form).toHaveCount(0);
    await expect(open).toBeFocused();

    // The one drop zone: its button opens the file picker from the keyboard.
    await page.goto('/auth/nuevo-plan');
    const choose = page.getByRole('button', { name: 'Elegir imagen' }).first();
    const chooser = page.waitForEvent('filechooser'); // before, as above
    await tabTo(page, choose);
    await page.keyboard.press('Enter');
    expect((await chooser).isMultiple()).toBe(false);
  });
});
