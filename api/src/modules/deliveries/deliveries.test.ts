import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  type Account as Guest,
  registerGuest,
  sendForm,
  useTestApp,
} from '../../../test/harness';
import { MSG } from '@contract/common-text';
import { pdfBytes, pngImage } from '../../../test/fixtures';
import { anamnesisCreate } from '@contract/testing/anamnesis';
import { buyApproved, createPlan } from '../../../test/shop';
import { sendDeliveryWarnings } from './deliveries.service';

const { t, admin } = useTestApp();

type Delivery = {
  _id: string;
  userId: string;
  dueDate: string | null;
  state: string;
  daysLeft: number | null;
  missing: string | null;
  files: { name: string; url: string }[];
};

/** Moves the test clock to an instant (it only knows how to advance). */
const setClock = (iso: string) => t.clock.advance(Date.parse(iso) - t.clock.now().getTime());

/** A client who bought a plan through the test checkout. */
async function buyer(plan = { _id: '' }): Promise<{ client: Guest; planId: string }> {
  const planId = plan._id || (await createPlan(t.app, admin))._id;
  const client = await registerGuest(t.app);
  await buyApproved(t.app, client.headers, { productSelected: planId, typeProduct: 'plan' });
  return { client, planId };
}

const fillAnamnesis = (client: Guest) =>
  t.app.inject({
    method: 'POST',
    url: '/api/new-anamnesis',
    headers: client.headers,
    payload: anamnesisCreate(client.id),
  });

async function deliveriesOf(headers: Record<string, string>, query = ''): Promise<Delivery[]> {
  const res = await t.app.inject({ url: `/api/entregas${query}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json().entregas;
}
const adminsViewOf = async (userId: string) =>
  (await deliveriesOf(admin)).find((d) => d.userId === userId)!;

async function upload(id: string, files: { name: string; type: string; data: Buffer }[]) {
  return sendForm(
    t.app,
    { method: 'POST', url: `/api/entregas/${id}/archivos`, headers: admin },
    { notes: 'Tomá 2 litros de agua por día' },
    files,
  );
}

describe('the 10-business-day promise', () => {
  it('no anamnesis, no clock; then due 10 business days after it (over a weekend)', async () => {
    setClock('2026-03-02T12:00:00Z'); // Monday
    const { client } = await buyer();
    const before = await adminsViewOf(client.id);
    expect(before).toMatchObject({
      state: 'Pendiente',
      dueDate: null,
      daysLeft: null,
      missing: 'anamnesis',
    });
    setClock('2026-03-04T15:00:00Z'); // Wednesday
    expect((await fillAnamnesis(client)).statusCode).toBe(200);
    expect(await adminsViewOf(client.id)).toMatchObject({
      dueDate: '2026-03-18',
      daysLeft: 10,
      missing: null,
    });
    // The client sees their own, and only their own.
    const own = await deliveriesOf(client.headers);
    expect(own.map((d) => d.userId)).toEqual([client.id]);
  });

  it('over 18 July the clock skips the holiday; the payment counts when it is later', async () => {
    setClock('2025-07-09T15:00:00Z'); // Wednesday
    const client = await registerGuest(t.app);
    await fillAnamnesis(client);
    setClock('2025-07-11T15:00:00Z'); // Friday: paid after the anamnesis
    const { client: same } = await buyerFor(client);
    expect((await adminsViewOf(same.id)).dueDate).toBe('2025-07-28');
  });

  it('an ebook owes no delivery; a refunded plan owes nothing any more', async () => {
    setClock('2026-03-02T12:00:00Z');
    const ebook = await createPlan(t.app, admin, { type: 'ebooks', title: 'Ebook de recetas' });
    // An ebook is sold for its file (DECISIONS §9).
    await sendForm(
      t.app,
      { method: 'POST', url: '/api/new-file', headers: admin },
      { idProduct: ebook._id },
      [{ name: 'ebook.pdf', type: 'application/pdf', data: pdfBytes }],
    );
    const { client } = await buyer(ebook);
    expect(await deliveriesOf(client.headers)).toEqual([]);

    const { client: refunded } = await buyer();
    const sales = (await t.app.inject({ url: '/api/ventas', headers: admin })).json().data;
    const sale = sales.find((s: { userId: string }) => s.userId === refunded.id);
    await t.app.inject({
      method: 'POST',
      url: `/api/ventas/${sale._id}/reembolso`,
      headers: admin,
    });
    expect(await deliveriesOf(refunded.headers)).toEqual([]);
  });
});

/** `buyer` for a client who already exists. */
async function buyerFor(client: Guest) {
  const plan = await createPlan(t.app, admin);
  await buyApproved(t.app, client.headers, { productSelected: plan._id, typeProduct: 'plan' });
  return { client, planId: plan._id };
}

describe('handing over the personalized plan', () => {
  it('the admin uploads a PDF: delivered, the client is mailed and downloads it; nobody else', async () => {
    setClock('2026-03-02T12:00:00Z');
    const { client, planId } = await buyer();
    await fillAnamnesis(client);
    const { _id } = await adminsViewOf(client.id);

    const empty = await upload(_id, []);
    expect([empty.statusCode, empty.json().message]).toEqual([
      400,
      'Subí al menos un archivo con el plan',
    ]);
    const before = t.mails.length;
    const res = await upload(_id, [
      { name: 'plan.pdf', type: 'application/pdf', data: pdfBytes },
      { name: 'lista.png', type: 'image/png', data: await pngImage(200, 200) },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Plan entregado: el cliente recibe un e-mail para descargarlo');
    const entrega: Delivery = res.json().entrega;
    expect(entrega.state).toBe('Entregado');
    expect(entrega.files).toHaveLength(2);
    const mail = await t.waitForMail(client.email, /Tu plan personalizado/, before);
    expect(mail.text).toContain(`/auth/compra-plan/${planId}/${client.id}`);

    // The client's own list carries fresh signed links; the file downloads.
    const [own] = await deliveriesOf(client.headers);
    const pdf = own!.files.find((f) => f.name.endsWith('.pdf'))!;
    const got = await t.app.inject({ url: pdf.url });
    expect([got.statusCode, got.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(got.rawPayload.equals(pdfBytes)).toBe(true);

    // Another client and a visitor reach nothing of it.
    const stranger = await registerGuest(t.app);
    expect(await deliveriesOf(stranger.headers)).toEqual([]);
    expect(
      (await t.app.inject({ url: `/api/entregas/${_id}`, headers: stranger.headers })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: `/api/entregas/${_id}` })).statusCode).toBe(401);
    const unsigned = pdf.url.split('?')[0]!;
    expect((await t.app.inject({ url: unsigned, headers: stranger.headers })).statusCode).toBe(403);
    // Public file routes know nothing of it.
    expect(
      (await t.app.inject({ url: `/api/product-file/${pdf.name}`, headers: stranger.headers }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: `/api/media/fit-in/200x200/${pdf.name}` })).statusCode).toBe(
      404,
    );
  });

  it('a file that lies about its type is refused: nothing stored, the delivery still owed', async () => {
    const { client } = await buyer();
    await fillAnamnesis(client);
    const { _id } = await adminsViewOf(client.id);
    const stored = async () =>
      (await fs.readdir(path.join(t.storageDir, 'deliveries')).catch(() => [])).length;
    const before = await stored();
    const res = await upload(_id, [
      { name: 'plan.pdf', type: 'application/pdf', data: pdfBytes },
      { name: 'virus.pdf', type: 'application/pdf', data: Buffer.from('MZ not a pdf at all') },
    ]);
    expect([res.statusCode, res.json().message]).toEqual([400, MSG.fileFormat]);
    expect(await stored()).toBe(before);
    const after = await adminsViewOf(client.id);
    expect([after.state, after.files]).toEqual(['Pendiente', []]);
  });

  it('deleting the client removes their plan files', async () => {
    setClock('2026-03-02T12:00:00Z');
    const { client } = await buyer();
    const { _id } = await adminsViewOf(client.id);
    const res = await upload(_id, [{ name: 'plan.pdf', type: 'application/pdf', data: pdfBytes }]);
    const name = res.json().entrega.files[0].name;
    expect(await t.storage.exists('deliveries', name)).toBe(true);
    await t.app.inject({ method: 'DELETE', url: `/api/user/${client.id}`, headers: admin });
    expect(await t.storage.exists('deliveries', name)).toBe(false);
  });
});

describe("the nutritionist's warnings", () => {
  it('two business days before and once overdue, each once, also across a restart', async () => {
    setClock('2026-03-02T12:00:00Z');
    const { client } = await buyer();
    setClock('2026-03-04T15:00:00Z');
    await fillAnamnesis(client); // due Wednesday 18 March
    const deps = {
      db: t.database.db,
      clock: t.clock,
      config: t.config,
      mailer: t.newMailer(),
      storage: t.storage,
      links: t.links,
    };
    const warnings = (pattern: RegExp) =>
      t.mails.filter(
        (m) => m.to.includes(ADMIN.email) && pattern.test(m.text) && m.text.includes(client.email),
      );
    /** Her warning about this client (a restart's sweep warns about the earlier ones too). */
    const warned = (pattern: RegExp) =>
      t.waitForMail(
        ADMIN.email,
        new RegExp(
          `^(?=[\\s\\S]*${pattern.source})(?=[\\s\\S]*${client.email.replace(/[.+]/g, '\\$&')})`,
        ),
      );

    // Each sweep has sent what it sends when it resolves: no wait before counting.
    setClock('2026-03-13T15:00:00Z'); // Friday: 3 business days left
    await sendDeliveryWarnings(deps);
    expect(warnings(/vence el/)).toHaveLength(0);

    setClock('2026-03-16T15:00:00Z'); // Monday: 2 business days left
    await sendDeliveryWarnings(deps);
    await sendDeliveryWarnings(deps);
    await warned(/vence el .*18 de marzo/);
    setClock('2026-03-19T15:00:00Z'); // Thursday: one day late
    // 'Restart': a second server on the same database; its start-up sweep sends it.
    const restarted = await t.startAnotherServer();
    await warned(/sigue pendiente/);
    await restarted.close();
    await sendDeliveryWarnings(deps);
    setClock('2026-03-20T15:00:00Z');
    await sendDeliveryWarnings(deps);
    expect(warnings(/vence el/)).toHaveLength(1);
    expect(warnings(/sigue pendiente/)).toHaveLength(1);
    // Each links to that delivery's own page, where the plan is uploaded.
    const [delivery] = await deliveriesOf(
      admin,
      `?estado=Pendiente&q=${encodeURIComponent(client.email)}`,
    );
    expect(warnings(/sigue pendiente/)[0]!.text).toContain(`/auth/entrega/${delivery!._id}`);
  });
});
