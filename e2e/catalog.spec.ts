import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import sharp from 'sharp';
import { apiRegister, E2E_ADMIN, isHydrated, signIn, uiLoginHome } from './support';
import { expectAccessible } from './a11y';

const png = (width: number, height: number, r: number) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 140, b: 80 } } })
    .png()
    .toBuffer();

async function adminToken(page: Page): Promise<string> {
  return page.evaluate(
    () => localStorage.getItem('token') ?? sessionStorage.getItem('token') ?? '',
  );
}

test.describe('catalog back office and public pages', () => {
  test('the admin creates a plan with rich text, promo video and image; it shows in the tab, on the home carousel and its page; edit; delete removes its image', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await uiLoginHome(page, E2E_ADMIN.email, E2E_ADMIN.password);

    await page.goto('/auth/nuevo-plan');
    await expect(page.getByRole('heading', { name: 'Crear nuevo plan' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Título' }).fill('Plan Maratón E2E');
    await page.getByRole('combobox', { name: 'Tipo', exact: true }).click();
    await page.getByRole('option', { name: 'A distancia', exact: true }).click();
    await page.locator('.ProseMirror').click();
    await page.keyboard.type('Entrenamientos largos y ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('carga de hidratos');
    await page.getByRole('textbox', { name: 'Costo en Pesos UY' }).fill('4200');
    await expectAccessible(page, 'admin-plan-nuevo');
    await page
      .getByRole('textbox', { name: 'Video de promoción' })
      .fill('https://youtu.be/dQw4w9WgXcQ');
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'plan.png', mimeType: 'image/png', buffer: await png(800, 600, 30) });
    await page.getByRole('button', { name: 'Guardar Plan / Ebook' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: /Plan creado|guardado/i }),
    ).toBeVisible();

    const plans = (await (await request.get('/api/plans')).json()) as {
      planes: { _id: string; title: string; avatar: string; editorState: string }[];
    };
    const plan = plans.planes.find((p) => p.title === 'Plan Maratón E2E')!;
    expect(plan).toBeDefined();
    expect(plan.editorState).toContain('<strong>carga de hidratos</strong>');
    expect(plan.avatar).toMatch(/\.png$/);

    await page.goto('/auth/administracion?tab=planes');
    await expect(page.getByRole('row').filter({ hasText: 'Plan Maratón E2E' })).toBeVisible();
    await expectAccessible(page, 'admin-planes-tab');

    await page.goto('/auth/home');
    await expect(page.getByRole('link', { name: /Plan Maratón E2E/ }).first()).toBeAttached();

    await page.goto(`/auth/planes/${plan._id}/`);
    await expect(page.getByRole('heading', { name: 'Plan Maratón E2E' })).toBeVisible();
    await expect(page.getByText('Detalles Plan a distancia')).toBeVisible();
    await expect(page.locator('iframe[src*="dQw4w9WgXcQ"]')).toBeAttached();
    await expect(page.locator('strong', { hasText: 'carga de hidratos' })).toBeVisible();
    expect(await page.title()).toContain('Plan Maratón E2E');

    await page.goto(`/auth/plan/${plan._id}/`);
    await expect(page.getByRole('heading', { name: 'Editar plan' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Título' })).toHaveValue('Plan Maratón E2E');
    await page.getByRole('textbox', { name: 'Título' }).fill('Plan Maratón E2E editado');
    await page.getByRole('button', { name: 'Guardar Plan / Ebook' }).click();
    await expect
      .poll(
        async () =>
          (
            (await (await request.get(`/api/plans/${plan._id}`)).json()) as {
              plan: { title: string };
            }
          ).plan.title,
      )
      .toBe('Plan Maratón E2E editado');

    const image = `/api/media/fit-in/250x280/${plan.avatar}`;
    expect((await request.get(image)).status()).toBe(200);
    await page.goto('/auth/administracion?tab=planes');
    const row = page.getByRole('row').filter({ hasText: 'Plan Maratón E2E editado' });
    await row.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(row).toHaveCount(0);
    expect((await request.get(`/api/plans/${plan._id}`)).status()).toBe(404);
    expect((await request.get(image)).status()).toBe(404);
    expect(await adminToken(page)).not.toBe('');
  });

  test.describe('the home slider', () => {
    test('Editar Web: slider images and links reach the home page; a phone gets the mobile slider', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
      await page.goto('/auth/administracion?tab=web');
      const desktop = page.locator('section[aria-labelledby="slider-desktop"]');
      const mobile = page.locator('section[aria-labelledby="slider-mobile"]');
      // The drop zones take files once the sliders are loaded (disabled until then).
      await expect(desktop.getByText('Todavía no hay imágenes.')).toBeVisible();
      await expect(mobile.getByText('Todavía no hay imágenes.')).toBeVisible();
      await desktop
        .locator('input[type=file]')
        .setInputFiles({ name: 'd.png', mimeType: 'image/png', buffer: await png(1280, 360, 200) });
      // Stored, not only shown while it uploads ('Subiendo', named by the file): the links
      // below belong to the slider the upload creates.
      await expect(desktop.getByRole('img', { name: 'Imagen 1' })).toBeVisible();
      await expect(desktop.getByRole('img')).toHaveCount(1);
      await mobile
        .locator('input[type=file]')
        .setInputFiles({ name: 'm.png', mimeType: 'image/png', buffer: await png(600, 700, 120) });
      await expect(mobile.getByRole('img', { name: 'Imagen 1' })).toBeVisible();
      await expect(mobile.getByRole('img')).toHaveCount(1);
      await page.getByRole('textbox', { name: 'Link de la imagen 1' }).fill('/auth/ebooks');
      await page.getByRole('button', { name: 'Guardar links' }).click();
      await expect(page.getByRole('alert').filter({ hasText: /links/i })).toBeVisible();

      await page.goto('/auth/home');
      const slide = page
        .locator('a[href="/auth/ebooks"]')
        .filter({ has: page.locator('img[src*="1280x360"]') });
      await expect(slide).toBeVisible();
      // Both sets are in the page (server-rendered for any width); CSS shows one.
      const mobileSlide = page.locator('a[href="/auth/ebooks"] img[src*="600x700"]');
      await expect(mobileSlide).toHaveCount(1);
      await expect(mobileSlide).toBeHidden();
      // Clicked once React has it (a tap on the server's HTML before that is ssr.spec's), and
      // once the moving carousel has replaced the still one (components/Carousel.tsx): a click
      // while that loads under load landed on a link that was then taken out of the page (the
      // page left scrolled to its foot, the URL unchanged: issue 29's note).
      await expect.poll(() => isHydrated(slide)).toBe(true);
      await expect(
        page.getByRole('region', { name: 'Portada' }).and(page.locator('[data-embla]')),
      ).toHaveCount(1);
      await slide.click();
      await expect(page).toHaveURL(/\/auth\/ebooks$/);

      await page.setViewportSize({ width: 360, height: 780 });
      await page.goto('/auth/home');
      await expect(page.locator('a[href="/auth/ebooks"] img[src*="600x700"]')).toBeVisible();
      const desktopSlide = page.locator('a[href="/auth/ebooks"] img[src*="1280x360"]');
      await expect(desktopSlide).toHaveCount(1);
      await expect(desktopSlide).toBeHidden();
    });
  });

  test('visitors and guests cannot open the admin forms', async ({ page, request }) => {
    for (const path of ['/auth/nuevo-plan', '/auth/nueva-receta', '/auth/nuevo-tip']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth\/entrar/);
    }
    const g = await apiRegister(request, 'Clienta Curiosa');
    await uiLoginHome(page, g.email, g.password);
    for (const path of [
      '/auth/nuevo-plan',
      '/auth/nueva-receta',
      '/auth/nuevo-tip',
      '/auth/producto/00000000-0000-4000-8000-000000000000',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: /Guardar/ })).toHaveCount(0);
    }
  });

  test('each public page has its own title', async ({ page }) => {
    const titles = new Set<string>();
    for (const path of [
      '/auth/home',
      '/auth/quien-soy',
      '/auth/planes-a-distancia',
      '/auth/ebooks',
      '/auth/turnos-presenciales',
      '/auth/contacto',
      '/auth/terminos-y-condiciones',
      '/auth/politicas-de-privacidad',
    ]) {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      titles.add(await page.title());
    }
    expect(titles.size).toBe(8);
  });
});
