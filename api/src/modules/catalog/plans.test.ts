import { describe, expect, it } from 'vitest';
import { sendForm } from '../../../test/harness';
import { jpegImage, pdfBytes, pngImage } from '../../../test/fixtures';
import { useCatalogSuite } from '../../../test/catalog-suite';

const { t, admin, planBody, createPlan, tableCounts } = useCatalogSuite();

describe('plans', () => {
  it('the admin creates a plan with rich text, promo video and image; anyone reads it; money is exact', async () => {
    const res = await sendForm(
      t.app,
      { method: 'POST', url: '/api/new-plan', headers: admin },
      Object.fromEntries(Object.entries(planBody).map(([k, v]) => [k, String(v)])),
      [{ name: 'plan.jpg', type: 'image/jpeg', data: await jpegImage() }],
    );
    expect(res.statusCode).toBe(200);
    const plan = res.json().plan;
    expect(plan).toMatchObject({
      title: planBody.title,
      type: 'Online',
      time: 3,
      queries: 3,
      costPesos: '2500.50',
      costDolars: '60.00',
      videoPromo: 'dQw4w9WgXcQ',
      premium: true,
    });
    expect(plan.avatar).toMatch(/^[a-f0-9]{32}\.jpg$/);
    expect(await t.storage.exists('images', plan.avatar)).toBe(true);

    const one = await t.app.inject({ url: `/api/plans/${plan._id}` });
    expect(one.statusCode).toBe(200);
    expect(one.json().plan.editorState).toBe('<p>Incluye <strong>menú semanal</strong></p>');
    const list = await t.app.inject({ url: '/api/plans?type=Online' });
    expect(list.json().planes.map((p: { _id: string }) => p._id)).toContain(plan._id);
    const ebooks = await t.app.inject({ url: '/api/plans?type=ebooks' });
    expect(ebooks.json().planes.map((p: { _id: string }) => p._id)).not.toContain(plan._id);
  });

  it('edits a plan; deleting it removes its images and paid files from storage', async () => {
    const plan = await createPlan();
    const edited = await sendForm(
      t.app,
      { method: 'PUT', url: `/api/plans/${plan._id}`, headers: admin },
      { title: 'Plan editado', costPesos: '3000' },
      [{ name: 'x.png', type: 'image/png', data: await pngImage() }],
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().plan).toMatchObject({
      title: 'Plan editado',
      costPesos: '3000.00',
      type: 'Online',
    });
    const image = edited.json().plan.avatar as string;

    const added = await sendForm(
      t.app,
      { method: 'POST', url: '/api/new-file', headers: admin },
      { idProduct: plan._id },
      [{ name: 'plan.pdf', type: 'application/pdf', data: pdfBytes }],
    );
    expect(added.statusCode).toBe(200);
    const pdf = added.json().files[0].avatar as string;
    expect(pdf).toMatch(/\.pdf$/);
    expect(await t.storage.exists('files', pdf)).toBe(true);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/plan/${plan._id}`,
      headers: admin,
    });
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe('Plan eliminado');
    expect(del.json().planes.some((p: { _id: string }) => p._id === plan._id)).toBe(false);
    expect(await t.storage.exists('images', image)).toBe(false);
    expect(await t.storage.exists('files', pdf)).toBe(false);
    expect((await t.app.inject({ url: `/api/plans/${plan._id}` })).statusCode).toBe(404);
  });

  it.each([
    [{ type: 'Gratis' }, 'type'],
    [{ anamnesis: 'Completa' }, 'anamnesis'],
    [{ typeQueries: 'Diarios' }, 'typeQueries'],
    [{ time: -1 }, 'time'],
    [{ queries: 2.5 }, 'queries'],
    [{ costPesos: -10 }, 'costPesos'],
    [{ costPesos: '10.123' }, 'costPesos'],
    [{ costDolars: 'mil' }, 'costDolars'],
    [{ video: 'javascript:alert(1)' }, 'video'],
    [{ title: 'x'.repeat(201) }, 'title'],
  ])('refuses %j with 400 on the field and stores nothing', async (over, field) => {
    const before = await tableCounts();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/new-plan',
      headers: admin,
      payload: { ...planBody, ...over },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty(field);
    expect(await tableCounts()).toEqual(before);
  });
});

describe('rich text is sanitized before it is stored', () => {
  it('drops <script>, event handlers, javascript: links and non-YouTube iframes', async () => {
    const dirty =
      '<p onclick="steal()">Hola<script>alert(1)</script></p><img src="https://x.uy/a.png" onerror="alert(1)">' +
      '<a href="javascript:alert(1)">mal</a><a href="https://nutri.uy" target="_blank">bien</a>' +
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe><iframe src="https://evil.example/x"></iframe>';
    for (const [create, read, key] of [
      ['/api/new-plan', '/api/plans/', 'plan'],
      ['/api/new-receta', '/api/receta/', 'receta'],
      ['/api/new-tip', '/api/tip/', 'tip'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: create,
        headers: admin,
        payload: { title: 'Sucio', editorState: dirty },
      });
      expect(res.statusCode).toBe(200);
      const html = (await t.app.inject({ url: read + res.json()[key]._id })).json()[key]
        .editorState as string;
      expect(html).not.toMatch(/script|onclick|onerror|javascript:|evil\.example/i);
      expect(html).toContain(
        '<a href="https://nutri.uy" target="_blank" rel="noopener noreferrer nofollow">bien</a>',
      );
      expect(html).toContain('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>');
      expect(html).toContain('<p>Hola</p>');
    }
  });
});
