import fs from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import { sendForm, useTestApp } from './harness';
import { plans, productFiles, recipes, tips } from '../src/modules/catalog/catalog.tables';

/**
 * The catalog suites' shared set-up: the app with one guest, a plan as the admin sends it,
 * and the calls and counts they check with.
 */
export function useCatalogSuite() {
  const {
    t,
    admin,
    clients: { guest: guestAccount },
  } = useTestApp({ clients: ['guest'] });
  const guest = guestAccount.headers;

  const planBody = {
    title: 'Plan Descenso 3 meses',
    description: 'Bajá de peso con un plan a tu medida y controles online.',
    editorState: '<p>Incluye <strong>menú semanal</strong></p>',
    type: 'Online',
    anamnesis: 'Simple',
    time: 3,
    queries: 3,
    typeQueries: 'Controles Online',
    costDolars: 60,
    costPesos: '2500.5',
    videoPromo: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    premium: true,
  };

  async function createPlan(over: Record<string, unknown> = {}) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/new-plan/',
      headers: admin,
      payload: { ...planBody, ...over },
    });
    expect(res.statusCode).toBe(200);
    return res.json().plan as { _id: string; avatar: string; costPesos: string };
  }

  /** Every name in a storage area, to prove a refused request stored nothing. */
  const storedNames = async (area: 'images' | 'files') =>
    (await fs.readdir(path.join(t.storageDir, area)).catch(() => [] as string[])).sort();

  const png = (name: string, data: Buffer) => ({ name, type: 'image/png', data });

  /** A recipe with only a title, made through the API; its id. */
  async function newRecipe(title: string): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/new-receta',
      headers: admin,
      payload: { title },
    });
    return res.json().receta._id as string;
  }

  async function putRecipe(id: string, fields: Record<string, string>, files: Buffer[] = []) {
    return sendForm(
      t.app,
      { method: 'PUT', url: `/api/receta/${id}`, headers: admin },
      fields,
      files.map((data, i) => png(`r${i}.png`, data)),
    );
  }

  const tableCounts = async () =>
    Promise.all(
      [plans, recipes, tips, productFiles].map(
        async (tb) => (await t.database.db.select({ n: count() }).from(tb))[0]!.n,
      ),
    );
  return {
    t,
    admin,
    guestAccount,
    guest,
    planBody,
    createPlan,
    storedNames,
    png,
    newRecipe,
    putRecipe,
    tableCounts,
  };
}
