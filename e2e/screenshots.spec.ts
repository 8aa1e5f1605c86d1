import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import sharp from 'sharp';
import { adminHeaders, apiRegister, E2E_ADMIN, fitsAPhone, shot, signIn } from './support';
import { expectAccessible } from './a11y';

/** A picture with a soft diagonal gradient, so cards and banners look like photos. */
const picture = (width: number, height: number, hue: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${hue}"/><stop offset="1" stop-color="#f4f1e8"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#ffffff" opacity="0.55"/></svg>`,
    ),
  )
    .png()
    .toBuffer();

/** The catalog a visitor browses: plans, an ebook, recipes, tips and both sliders. */
async function fillCatalog(request: APIRequestContext): Promise<{ plan: string; recipe: string }> {
  const headers = await adminHeaders(request);
  const create = async (url: string, fields: Record<string, string>, image: Buffer) => {
    const res = await request.post(url, {
      headers,
      multipart: {
        ...fields,
        galleryImage: { name: 'foto.png', mimeType: 'image/png', buffer: image },
      },
    });
    expect(res.status(), url).toBe(200);
    return (await res.json()) as Record<string, { _id: string }>;
  };
  const editor =
    '<p>Un plan a tu medida con <strong>controles online</strong> cada 15 días.</p><ul><li>Anamnesis completa</li><li>Plan de alimentación</li></ul>';
  const plan = await create(
    '/api/new-plan',
    {
      title: 'Plan Rendimiento Deportivo',
      description: 'Para entrenar y competir con energía, con controles online.',
      editorState: editor,
      type: 'Online',
      costPesos: '3900',
      time: '3',
      queries: '6',
    },
    await picture(800, 900, '#74b816'),
  );
  await create(
    '/api/new-plan',
    {
      title: 'Plan Hábitos Saludables',
      description: 'Ordená tus comidas sin dietas extremas.',
      type: 'Online',
      costPesos: '2900',
    },
    await picture(800, 900, '#12b886'),
  );
  await create(
    '/api/new-plan',
    {
      title: 'Ebook Meal Prep',
      description: 'Cocinar una vez, comer bien toda la semana.',
      type: 'ebooks',
      costPesos: '690',
    },
    await picture(800, 900, '#f59f00'),
  );
  const recipe = await create(
    '/api/new-receta',
    {
      title: 'Bowl de quinoa y garbanzos',
      description: 'Almuerzo completo en 20 minutos.',
      costPesos: '250',
      editorState: editor,
    },
    await picture(900, 800, '#fab005'),
  );
  await create(
    '/api/new-receta',
    {
      title: 'Panqueques de avena',
      description: 'Desayuno rápido antes de entrenar.',
      costPesos: '0',
    },
    await picture(900, 800, '#e8590c'),
  );
  for (const title of ['Hidratación en verano', 'Qué comer antes de correr'])
    await create(
      '/api/new-tip',
      { title, description: 'Consejos simples para tu día a día.' },
      await picture(800, 900, '#4dabf7'),
    );
  await create(
    '/api/new-home-slider',
    { title: 'Portada', links: '/auth/planes-a-distancia' },
    await picture(1280, 360, '#2b8a3e'),
  );
  await create(
    '/api/new-home-mobile-slider',
    { title: 'Portada', links: '/auth/planes-a-distancia' },
    await picture(600, 700, '#2b8a3e'),
  );
  return { plan: plan.plan!._id, recipe: recipe.receta!._id };
}

/** The catalog and two clients on this worker's server, made once whichever test asks first. */
const made = new Map<string, Promise<{ plan: string; recipe: string }>>();
function catalogOn(baseURL: string, request: APIRequestContext) {
  let ids = made.get(baseURL);
  if (!ids) {
    ids = (async () => {
      await apiRegister(request, 'José Pérez');
      await apiRegister(request, 'María Núñez');
      return fillCatalog(request);
    })();
    made.set(baseURL, ids);
  }
  return ids;
}

/*
 * Screenshots at 360 px and 1280 px for a person to look at (test-results/screenshots).
 * Each page is also checked for horizontal overflow on a phone (fitsAPhone).
 */

// The four tests are the suite's longest file: two workers share them.
test.describe.configure({ mode: 'parallel' });

// Two halves, each a test of its own: eight pages at two widths with axe took most of a
// test's minute on a busy machine (CI's one failure of stop 37), and the halves run in parallel.
const PUBLIC_PAGES = [
  [
    ['home', '/auth/home'],
    ['planes-a-distancia', '/auth/planes-a-distancia'],
    ['ebooks', '/auth/ebooks'],
    ['plan', (ids: { plan: string }) => `/auth/planes/${ids.plan}/`],
  ],
  [
    ['receta', (ids: { recipe: string }) => `/auth/recetas/${ids.recipe}/`],
    ['login', '/auth/entrar'],
    ['registro', '/auth/registrarme'],
    ['olvide', '/auth/olvide-contrasena'],
  ],
] as const;

for (const [half, pages] of PUBLIC_PAGES.entries())
  test(`screenshots of the public pages a visitor browses (${half + 1} of 2)`, async ({
    page,
    request,
    baseURL,
  }) => {
    const ids = await catalogOn(baseURL!, request);
    for (const [name, path] of pages) {
      await page.goto(typeof path === 'string' ? path : path(ids));
      await expect(page.locator('main')).toBeVisible();
      await fitsAPhone(page);
      await shot(page, name);
    }
  });

test('the other public pages and the phone menu are accessible', async ({ page }) => {
  // Pages a person need not look at again, still scanned at both widths.
  for (const path of [
    '/auth/turnos-presenciales',
    '/auth/contacto',
    '/auth/terminos-y-condiciones',
    '/auth/politicas-de-privacidad',
  ]) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await expectAccessible(page, path.split('/').pop()!);
  }
  // The phone's menu, open.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await expect(page.getByRole('navigation', { name: 'Secciones del menú' })).toBeVisible();
  await expectAccessible(page, 'menu-celular');
});

test('screenshots of the back office tabs', async ({ page, request, baseURL }) => {
  await catalogOn(baseURL!, request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/auth/administracion?tab=usuarios');
  await expect(page.getByRole('tab', { name: 'Usuarios' })).toBeVisible();
  // The open tab's panel is named by its tab (AdminTabs: Mantine's ids, a panel of ours).
  await expect(page.getByRole('tabpanel', { name: 'Usuarios' })).toContainText('José Pérez');
  await fitsAPhone(page);
  await shot(page, 'admin-usuarios');
  for (const [tab, name, text] of [
    ['planes', 'admin-planes', 'Plan Rendimiento Deportivo'],
    ['recetas', 'admin-recetas', 'Bowl de quinoa y garbanzos'],
    ['web', 'admin-web', 'Hidratación en verano'],
  ] as const) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/auth/administracion?tab=${tab}`);
    await expect(page.getByText(text).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await fitsAPhone(page);
    await shot(page, name);
  }
});

// Apart from the tabs: each state is two pictures and two scans, and together they ran past
// the test's minute on a busy machine.
test('screenshots of the back office forms and a client profile', async ({
  page,
  request,
  baseURL,
}) => {
  const ids = await catalogOn(baseURL!, request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto(`/auth/plan/${ids.plan}/`);
  await expect(page.getByRole('textbox', { name: 'Título' })).toHaveValue(
    'Plan Rendimiento Deportivo',
  );
  await fitsAPhone(page);
  await shot(page, 'admin-plan-form');
  for (const [path, heading] of [
    ['/auth/nuevo-tip', /tip/i],
    ['/auth/nueva-receta', /receta/i],
    ['/auth/nuevo-usuario', /usuario/i],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectAccessible(page, path.split('/').pop()!);
  }

  const users = (await (
    await request.get('/api/users?q=jose', {
      headers: {
        authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token'))}`,
      },
    })
  ).json()) as {
    users: { _id: string }[];
  };
  await page.goto(`/auth/usuario/${users.users[0]!._id}`);
  await expect(page.getByLabel('Nombre')).toHaveValue('José Pérez');
  await fitsAPhone(page);
  await shot(page, 'perfil');
});
