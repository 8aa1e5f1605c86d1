import { describe, expect, it } from 'vitest';
import { useCatalogSuite } from '../../../test/catalog-suite';

const { t, admin } = useCatalogSuite();

describe('tips', () => {
  it('creates, edits and deletes a tip', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/new-tip',
      headers: admin,
      payload: { title: 'Hidratación', type: 'Salud', video: 'dQw4w9WgXcQ' },
    });
    const tip = res.json().tip;
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/tip/${tip._id}`,
      headers: admin,
      payload: { description: 'Tomá agua' },
    });
    expect(edit.json().tip).toMatchObject({ title: 'Hidratación', description: 'Tomá agua' });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/tip/${tip._id}`,
      headers: admin,
    });
    expect(del.json().message).toBe('Tip eliminado');
    expect(Array.isArray(del.json().tips)).toBe(true);
  });
});
