import { and, eq, isNotNull } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildPath, type Endpoint } from '@contract/endpoint';
import { endpoints } from '@contract/endpoints';
import { useFakeBiller } from '../test/fake-biller';
import { ADMIN, multipart, useTestApp } from '../test/harness';
import { createPlan } from '../test/shop';
import { jpegImage, pdfBytes } from '../test/fixtures';
import {
  deliveryFor,
  insertTestFoods,
  publishedMealPlan,
  type FoodKey,
} from '../test/meal-plan-fixture';
import { anamnesisCreate, ANAMNESIS_FORM } from '@contract/testing/anamnesis';
import { createSignedLinks } from './media/signed-links';
import { LINK_MSG } from '@contract/media';
import { montevideoDay } from '@contract/time';
import { createAccessControl } from './http/access';
import { currentUser } from './modules/auth';
import { anamneses } from './modules/clinical/clinical.tables';
import { sessions } from './modules/auth/auth.tables';
import { pushSubscriptions } from './modules/push/push.tables';
import { dataRequests } from './modules/privacy/privacy.tables';
import { invoices } from './modules/invoicing/invoicing.tables';
import { freedSlots, slotOffers, waitlist } from './modules/agenda/agenda.tables';

/**
 * The authorization matrix of DECISIONS §2, generated from the contract: every
 * endpoint is called as a visitor, a client, another client and the admin, and must
 * refuse or let through exactly as its declared access says. A new endpoint is
 * covered by being added to the contract.
 */
const ALL: Endpoint[] = Object.values(endpoints).flatMap((domain) => Object.values(domain));

// CFEs are issued (issue 34): the PDF of one is the owner's to download.
const fakeBiller = useFakeBiller();
const {
  t,
  admin,
  clients: { owner, other },
} = useTestApp({ clients: ['owner', 'other'], env: fakeBiller.env });

const NOBODY = '00000000-0000-4000-8000-000000000000';

/** The access rules alone, wired as buildApp wires them. */
const accessControl = () =>
  createAccessControl({
    clock: t.clock,
    links: t.links,
    sessionUser: (request) => currentUser({ db: t.database.db, clock: t.clock }, request),
  });

/** A status, with the answer's message when it is not the expected kind of answer. */
const label = (r: { statusCode: number; body: string }) =>
  r.statusCode === 200 || r.statusCode === 401 || r.statusCode === 403
    ? r.statusCode
    : `${r.statusCode} ${r.body}`;

/** A path for the endpoint: a user id path names `owner`; any other id names nothing. */
function urlFor(e: Endpoint, params: Record<string, string> = {}): string {
  const values: Record<string, string> = {
    id: e.access === 'self-or-admin' ? owner.id : NOBODY,
    size: '200x200',
    name: `${'0'.repeat(32)}.png`,
    day: '2026-07-18',
    ...params,
  };
  return `/api${buildPath(e.path, values)}`;
}

/** What one call of an endpoint names: path parameters and a body. */
interface Fixture {
  params?: Record<string, string>;
  body?: unknown;
}

async function created<T>(res: Promise<{ statusCode: number; json(): T; body: string }>) {
  const r = await res;
  if (r.statusCode !== 200) throw new Error(`fixture: ${r.statusCode} ${r.body}`);
  return r.json();
}
const newAnamnesis = () =>
  created<{ anamnesis: { _id: string } }>(
    t.app.inject({
      method: 'POST',
      url: '/api/new-anamnesis',
      headers: admin,
      payload: anamnesisCreate(owner.id),
    }),
  );
const newControl = () =>
  created<{ control: { _id: string } }>(
    t.app.inject({
      method: 'POST',
      url: '/api/new-control',
      headers: admin,
      payload: { userId: owner.id, typo: 'Online', peso: 70 },
    }),
  );
/** A pending order of `owner` for a 'Turno Presencial' (the test checkout is the provider). */
const newOrder = async () =>
  (
    await created<{ orderId: string }>(
      t.app.inject({
        method: 'POST',
        url: '/api/mercadopago',
        headers: owner.headers,
        payload: { typeProduct: 'control' },
      }),
    )
  ).orderId;
/** An appointment the admin booked for `owner`, each on its own future day (never overlapping). */
let eventDay = 0;
const newEvent = async () => {
  eventDay += 1;
  const start = new Date(t.clock.now().getTime() + (10 + eventDay) * 86_400_000);
  start.setUTCHours(13, 0, 0, 0);
  return (
    await created<{ calendar: { _id: string } }>(
      t.app.inject({
        method: 'POST',
        url: '/api/new-calendar',
        headers: admin,
        payload: {
          start: start.toISOString(),
          end: new Date(start.getTime() + 3_600_000).toISOString(),
          userId: owner.id,
        },
      }),
    )
  ).calendar._id;
};
/** A plan the admin assigned to `owner`: the delivery it owes (meal-plan-fixture.ts). */
const newDelivery = () =>
  deliveryFor(t, admin, owner, { title: 'Plan asignado', costPesos: '800' });
/** A message `owner` wrote to the nutritionist. */
const newMessage = async () =>
  (
    await created<{ mensaje: { _id: string } }>(
      t.app.inject({
        method: 'POST',
        url: '/api/sendmensaje',
        headers: owner.headers,
        payload: { title: 'Consulta', message: 'Hola, tengo una duda' },
      }),
    )
  ).mensaje._id;
/** A phone of the owner's that receives pushes, kept for one of the owner's sessions. */
const newPushDevice = async () => {
  const [session] = await t.database.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, owner.id))
    .limit(1);
  const [device] = await t.database.db
    .insert(pushSubscriptions)
    .values({
      userId: owner.id,
      sessionId: session!.id,
      endpoint: `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`,
      p256dh: 'B'.repeat(87),
      auth: 'A'.repeat(22),
      label: 'Chrome en Android',
    })
    .returning({ id: pushSubscriptions.id });
  return device!.id;
};
/** The test's own foods (meal-plan-fixture.ts), stored the first time a plan needs them. */
let testFoods: Record<FoodKey, string> | undefined;
/** A meal plan of `owner`'s, published: what a client may read, download and tick. */
const newPublishedMealPlan = async () => {
  testFoods ??= await insertTestFoods(t.database.db);
  const desayuno = {
    slot: 'desayuno',
    name: 'Desayuno',
    items: [{ foodId: testFoods.manzana, amount: 150, unit: 'g' }],
  };
  return publishedMealPlan(t, admin, owner, {
    days: [{ name: 'Día tipo', weekdays: [1, 2, 3, 4, 5, 6, 7], meals: [desayuno] }],
  });
};
/** A pending correction request of `owner`'s (the one pending request of its kind). */
const newDataRequest = async () => {
  await t.database.db.delete(dataRequests).where(eq(dataRequests.userId, owner.id));
  const [request] = await t.database.db
    .insert(dataRequests)
    .values({
      userId: owner.id,
      kind: 'correccion',
      detail: 'Mi peso',
      requestedAt: t.clock.now(),
      dueDay: montevideoDay(t.clock.now()),
    })
    .returning({ id: dataRequests.id });
  return request!.id;
};
/** A plan with its IVA, sold to `owner` by her for 800: its e-Ticket, issued. */
let invoicedPlan: string | undefined;
const newInvoice = async () => {
  invoicedPlan ??= (await createPlan(t.app, admin, { title: 'Plan facturado', iva: 'basico' }))._id;
  const { venta } = await created<{ venta: { _id: string } }>(
    t.app.inject({
      method: 'POST',
      url: '/api/manualsuccess',
      headers: admin,
      payload: { productoId: invoicedPlan, userId: owner.id, monto: '800' },
    }),
  );
  await t.afterAnswers();
  const [row] = await t.database.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.saleId, venta._id), isNotNull(invoices.issuedAt)));
  if (!row) throw new Error('fixture: the sale has no issued CFE');
  return row.id;
};
/** A freed slot offered to `owner` from the waiting list, held for 2 hours. */
const newSlotOffer = async () => {
  const { db } = t.database;
  const now = t.clock.now();
  await db.delete(waitlist).where(eq(waitlist.userId, owner.id));
  const [entry] = await db
    .insert(waitlist)
    .values({ userId: owner.id, joinedAt: now })
    .returning({ id: waitlist.id });
  const start = new Date(now.getTime() + 3 * 86_400_000);
  const [slot] = await db
    .insert(freedSlots)
    .values({ start, end: new Date(start.getTime() + 3_600_000), freedAt: now })
    .returning({ id: freedSlots.id });
  const [offer] = await db
    .insert(slotOffers)
    .values({
      slotId: slot!.id,
      entryId: entry!.id,
      userId: owner.id,
      sentAt: now,
      expiresAt: new Date(now.getTime() + 2 * 3_600_000),
    })
    .returning({ id: slotOffers.id });
  return offer!.id;
};
const dropOwnersAnamnesis = () =>
  t.database.db.delete(anamneses).where(eq(anamneses.userId, owner.id));

/**
 * For every 'owner-or-admin' endpoint: a record owned by `owner`, made afresh before each
 * caller's request (so the owner and the admin each act on one that exists), and the
 * body a valid request carries: only a valid request reaches the ownership check.
 */
const FIXTURES: Record<string, () => Promise<Fixture>> = {
  'GET /anamnesis/:id': async () => {
    await dropOwnersAnamnesis();
    return { params: { id: (await newAnamnesis()).anamnesis._id } };
  },
  'POST /new-anamnesis': async () => {
    await dropOwnersAnamnesis();
    return { body: anamnesisCreate(owner.id) };
  },
  'PUT /anamnesis/:id': async () => {
    await dropOwnersAnamnesis();
    const id = (await newAnamnesis()).anamnesis._id;
    return { params: { id }, body: { ...ANAMNESIS_FORM, sports: 'Tenis' } };
  },
  'GET /controls/:id': async () => ({ params: { id: (await newControl()).control._id } }),
  'POST /new-control': async () => ({ body: { userId: owner.id, typo: 'Online', peso: 71.5 } }),
  'PUT /controls/:id': async () => ({
    params: { id: (await newControl()).control._id },
    body: { typo: 'Online', peso: 69 },
  }),
  'DELETE /control/:id': async () => ({ params: { id: (await newControl()).control._id } }),
  'GET /pedido/:id': async () => ({ params: { id: await newOrder() } }),
  'GET /comprobantes/:id/pdf': async () => ({ params: { id: await newInvoice() } }),
  'GET /lista-de-espera/ofertas/:id': async () => ({ params: { id: await newSlotOffer() } }),
  'DELETE /calendar/:id': async () => ({ params: { id: await newEvent() } }),
  'PUT /calendar/:id': async () => ({ params: { id: await newEvent() }, body: {} }),
  'GET /mensaje/:id': async () => ({ params: { id: await newMessage() } }),
  'DELETE /mensaje/:id': async () => ({ params: { id: await newMessage() } }),
  'DELETE /notificaciones/dispositivos/:id': async () => ({
    params: { id: await newPushDevice() },
  }),
  'GET /entregas/:id': async () => ({ params: { id: await newDelivery() } }),
  'DELETE /mis-datos/pedidos/:id': async () => ({ params: { id: await newDataRequest() } }),
  'GET /planes-alimentarios/:id': async () => ({ params: { id: await newPublishedMealPlan() } }),
  'GET /planes-alimentarios/:id/pdf': async () => ({
    params: { id: await newPublishedMealPlan() },
  }),
  'GET /planes-alimentarios/:id/intercambios': async () => ({
    params: { id: await newPublishedMealPlan() },
  }),
  'POST /planes-alimentarios/:id/comidas': async () => ({
    params: { id: await newPublishedMealPlan() },
    body: { date: montevideoDay(t.clock.now()), day: 0, slot: 'desayuno', done: true },
  }),
  'POST /pago-de-prueba/:id': async () => ({
    params: { id: await newOrder() },
    body: { result: 'pending' },
  }),
};

/** The server's own folders: its data, files, copies, and the code's. */
const serverPaths = () => [t.config.dataDir, t.storageDir, t.config.backupDir, process.cwd()];

async function call(e: Endpoint, headers: Record<string, string>, fixture: Fixture = {}) {
  const withBody = e.method === 'POST' || e.method === 'PUT';
  const res = await t.app.inject({
    method: e.method,
    url: urlFor(e, fixture.params),
    headers: withBody ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(withBody && { payload: JSON.stringify(fixture.body ?? {}) }),
  });
  return res;
}

/** A control photo of `owner`'s, and the path of its card-sized version. */
async function ownersPhotoPath(): Promise<string> {
  const form = await multipart({ userId: owner.id, typo: 'Online' }, [
    { name: 'frente.jpg', type: 'image/jpeg', data: await jpegImage(400, 500) },
  ]);
  const res = await created<{ control: { photos: { thumbUrl: string }[] } }>(
    t.app.inject({
      method: 'POST',
      url: '/api/new-control',
      headers: { ...owner.headers, ...form.headers },
      payload: form.payload,
    }),
  );
  return res.control.photos[0]!.thumbUrl.split('?')[0]!;
}

/** The owner's personalized plan, delivered as a PDF: the path of its signed link. */
async function ownersPlanFilePath(): Promise<string> {
  const plan = await created<{ plan: { _id: string } }>(
    t.app.inject({
      method: 'POST',
      url: '/api/new-plan',
      headers: admin,
      payload: { title: 'Plan a medida', costPesos: '1000' },
    }),
  );
  await created(
    t.app.inject({
      method: 'POST',
      url: '/api/manualsuccess',
      headers: admin,
      payload: { productoId: plan.plan._id, userId: owner.id },
    }),
  );
  const list = await created<{ entregas: { _id: string; userId: string }[] }>(
    t.app.inject({ url: '/api/entregas', headers: owner.headers }),
  );
  const form = await multipart({}, [{ name: 'plan.pdf', type: 'application/pdf', data: pdfBytes }]);
  const res = await created<{ entrega: { files: { url: string }[] } }>(
    t.app.inject({
      method: 'POST',
      url: `/api/entregas/${list.entregas[0]!._id}/archivos`,
      headers: { ...admin, ...form.headers },
      payload: form.payload,
    }),
  );
  return res.entrega.files[0]!.url.split('?')[0]!;
}

/** For each signed-link endpoint: a real private file of `owner`, and what it is served as. */
const SIGNED: Record<string, () => Promise<{ path: string; type: string }>> = {
  'GET /photos/:size/:name': async () => ({ path: await ownersPhotoPath(), type: 'image/webp' }),
  'GET /entregas/archivo/:name': async () => ({
    path: await ownersPlanFilePath(),
    type: 'application/pdf',
  }),
  'GET /mis-datos/descarga/:id': async () => ({
    path: `/api/mis-datos/descarga/${owner.id}`,
    type: 'application/zip',
  }),
};

/**
 * DECISIONS §2 written out: a change of any declaration, or a new endpoint, must be
 * made here too, on purpose.
 */
const MATRIX: Record<string, Endpoint['access']> = {
  'GET /health': 'public',
  'GET /health/ready': 'public',
  'GET /metrics': 'monitor-or-admin',
  'GET /openapi.json': 'public',
  'POST /login': 'public',
  'POST /new-user': 'public',
  'POST /forgotPassword': 'public',
  'POST /newPassword': 'public',
  'POST /logout': 'public',
  'GET /userData': 'user',
  'GET /users': 'admin',
  'GET /user/:id': 'self-or-admin',
  'POST /new-user-by-admin': 'admin',
  'POST /user/:id': 'self-or-admin',
  'DELETE /user/:id': 'admin',
  'GET /plans': 'public',
  'GET /plans/:id': 'public',
  'POST /new-plan': 'admin',
  'PUT /plans/:id': 'admin',
  'DELETE /plan/:id': 'admin',
  'GET /receta': 'public',
  'GET /receta/:id': 'public',
  'POST /new-receta': 'admin',
  'PUT /receta/:id': 'admin',
  'DELETE /receta/:id': 'admin',
  'GET /tips': 'public',
  'GET /tip/:id': 'public',
  'POST /new-tip': 'admin',
  'PUT /tip/:id': 'admin',
  'DELETE /tip/:id': 'admin',
  'GET /homeSlider': 'public',
  'POST /new-home-slider': 'admin',
  'PUT /homeSlider/:id': 'admin',
  'GET /homeSliderMobile': 'public',
  'POST /new-home-mobile-slider': 'admin',
  'PUT /homeSliderMobile/:id': 'admin',
  'GET /file/:id': 'admin',
  'POST /new-file': 'admin',
  'PUT /file/:id': 'admin',
  'GET /product-file/:name': 'user',
  'POST /delete-file': 'admin',
  'GET /media/fit-in/:size/:name': 'public',
  'GET /anamnesis-by-user-id/:id': 'self-or-admin',
  'GET /anamnesis/:id': 'owner-or-admin',
  'POST /new-anamnesis': 'owner-or-admin',
  'PUT /anamnesis/:id': 'owner-or-admin',
  'GET /controls-by-user-id/:id': 'self-or-admin',
  'GET /controls/:id': 'owner-or-admin',
  'POST /new-control': 'owner-or-admin',
  'PUT /controls/:id': 'owner-or-admin',
  'DELETE /control/:id': 'owner-or-admin',
  'GET /photos/:size/:name': 'signed-link',
  'GET /clinical-access-log/:id': 'admin',
  'POST /mercadopago': 'user',
  'POST /mercadopago/notificacion': 'public',
  'GET /pedido/:id': 'owner-or-admin',
  'POST /pago-de-prueba/:id': 'owner-or-admin',
  'GET /turno-presencial': 'public',
  'PUT /turno-presencial': 'admin',
  'POST /comprobantes/:id/reintento': 'admin',
  'GET /comprobantes/:id/pdf': 'owner-or-admin',
  'GET /comprobantes/resumen': 'admin',
  'GET /compras/:id': 'self-or-admin',
  'GET /packs': 'public',
  'GET /packs/todos': 'admin',
  'POST /packs': 'admin',
  'PUT /packs/:id': 'admin',
  'GET /creditos/:id': 'self-or-admin',
  'GET /lista-de-espera': 'user',
  'POST /lista-de-espera': 'user',
  'DELETE /lista-de-espera': 'user',
  'GET /lista-de-espera/todos': 'admin',
  'GET /lista-de-espera/ofertas/:id': 'owner-or-admin',
  'POST /lista-de-espera/ofertas/:id/reservar': 'user',
  'GET /archivos/:id': 'user',
  'GET /ventas': 'admin',
  'GET /ventas/csv': 'admin',
  'POST /ventas/:id/reembolso': 'admin',
  'POST /manualsuccess': 'admin',
  'GET /calendar': 'public',
  'GET /calendar/user/:id': 'self-or-admin',
  'POST /new-calendar': 'user',
  'PUT /calendar/:id': 'owner-or-admin',
  'DELETE /calendar/:id': 'owner-or-admin',
  'PUT /calendar/:id/asistencia': 'admin',
  'GET /disponibilidad': 'public',
  'GET /agenda/disponibilidad': 'admin',
  'PUT /agenda/disponibilidad': 'admin',
  'POST /agenda/dias-libres': 'admin',
  'DELETE /agenda/dias-libres/:id': 'admin',
  'PUT /agenda/feriados/:day': 'admin',
  'DELETE /agenda/feriados/:day': 'admin',
  'GET /agenda.ics': 'public',
  'GET /agenda/feed-token': 'admin',
  'POST /agenda/feed-token': 'admin',
  'POST /sendmensaje': 'user',
  'GET /mensaje/:id': 'owner-or-admin',
  'GET /mensajes-enviados/:id': 'self-or-admin',
  'GET /getMessagesByUserId/:id': 'self-or-admin',
  'GET /mensajes/no-leidos': 'user',
  'DELETE /mensaje/:id': 'owner-or-admin',
  'GET /entregas': 'user',
  'GET /entregas/:id': 'owner-or-admin',
  'POST /entregas/:id/archivos': 'admin',
  'GET /entregas/archivo/:name': 'signed-link',
  'GET /planes-alimentarios': 'user',
  'POST /planes-alimentarios': 'admin',
  'GET /planes-alimentarios/recetas': 'admin',
  'PUT /planes-alimentarios/recetas/:id': 'admin',
  'GET /receta/:id/octogonos': 'public',
  'PUT /planes-alimentarios/referencias': 'admin',
  'GET /planes-alimentarios/objetivo/:id': 'admin',
  'PUT /planes-alimentarios/objetivo/:id': 'admin',
  'GET /planes-alimentarios/adherencia/:id': 'self-or-admin',
  'GET /planes-alimentarios/:id': 'owner-or-admin',
  'PUT /planes-alimentarios/:id': 'admin',
  'DELETE /planes-alimentarios/:id': 'admin',
  'POST /planes-alimentarios/:id/publicar': 'admin',
  'GET /planes-alimentarios/:id/pdf': 'owner-or-admin',
  'GET /planes-alimentarios/:id/intercambios': 'owner-or-admin',
  'POST /planes-alimentarios/:id/comidas': 'owner-or-admin',
  'GET /alimentos': 'admin',
  'GET /alimentos/todos': 'admin',
  'POST /alimentos': 'admin',
  'PUT /alimentos/:id': 'admin',
  'DELETE /alimentos/:id': 'admin',
  'POST /alimentos/:id/recuperar': 'admin',
  'POST /alimentos/importar': 'admin',
  'GET /consultorio': 'public',
  'GET /plazo-de-entrega': 'public',
  'POST /consultorio': 'admin',
  'GET /resumen': 'admin',
  'GET /backups': 'admin',
  'POST /backups': 'admin',
  'GET /backups/:id/archivo': 'admin',
  'GET /backups/clave': 'admin',
  'POST /backups/clave/guardada': 'admin',
  'GET /notificaciones/dispositivos': 'user',
  'POST /notificaciones/dispositivos': 'user',
  'DELETE /notificaciones/dispositivos/:id': 'owner-or-admin',
  'GET /mis-datos': 'user',
  'POST /mis-datos/descarga': 'user',
  'GET /mis-datos/descarga/:id': 'signed-link',
  'POST /mis-datos/pedidos': 'user',
  'DELETE /mis-datos/pedidos/:id': 'owner-or-admin',
  'GET /pedidos-datos': 'admin',
  'POST /pedidos-datos/:id/respuesta': 'admin',
  'GET /historias-conservadas': 'admin',
  'GET /historias-conservadas/:id': 'admin',
  'DELETE /historias-conservadas/:id': 'admin',
};

/** Logging out revokes the caller's token: it goes last. */
const ordered = [...ALL].sort(
  (a, b) => Number(a.path === '/logout') - Number(b.path === '/logout'),
);

describe('authorization matrix (every contract endpoint)', () => {
  it('every endpoint of the contract is registered, each route once', () => {
    const keys = ALL.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const e of ALL)
      expect([e.path, t.app.hasRoute({ method: e.method, url: `/api${e.path}` })]).toEqual([
        e.path,
        true,
      ]);
  });

  it('each declaration is the one DECISIONS §2 asks for', () => {
    expect(Object.fromEntries(ALL.map((e) => [`${e.method} ${e.path}`, e.access]))).toEqual(MATRIX);
  });

  it.each(ordered.map((e) => [`${e.method} ${e.path} (${e.access})`, e] as const))(
    '%s',
    async (_label, e) => {
      const allowed = (status: number) => status !== 401 && status !== 403;
      const key = `${e.method} ${e.path}`;
      if (e.access === 'owner-or-admin' && !FIXTURES[key])
        throw new Error(`${key}: add a fixture to FIXTURES`);
      if (e.access === 'signed-link') return signedLinkChecks(e);
      const prepare = FIXTURES[key] ?? (async () => ({}));
      const visitor = await call(e, {}, await prepare());
      const client = await call(e, owner.headers, await prepare());
      const otherClient = await call(e, other.headers, await prepare());
      const nutritionist = await call(e, admin, await prepare());
      const statuses = [visitor, client, otherClient, nutritionist].map((r) => r.statusCode);
      for (const s of statuses) expect(s).toBeLessThan(500);
      // No answer tells where the server keeps anything (issue 33).
      for (const r of [visitor, client, otherClient, nutritionist])
        for (const dir of serverPaths()) expect([key, r.body.includes(dir)]).toEqual([key, false]);
      switch (e.access) {
        case 'public':
          expect(statuses.every(allowed)).toBe(true);
          break;
        case 'user':
          expect(statuses).toEqual([401, ...statuses.slice(1)]);
          expect(statuses.slice(1).every(allowed)).toBe(true);
          break;
        case 'self-or-admin':
          expect(visitor.statusCode).toBe(401);
          expect(allowed(client.statusCode)).toBe(true);
          expect(otherClient.statusCode).toBe(403);
          expect(allowed(nutritionist.statusCode)).toBe(true);
          break;
        case 'owner-or-admin':
          // The fixture made a record the call may act on: the owner and the admin succeed.
          expect([label(visitor), label(client), label(otherClient), label(nutritionist)]).toEqual([
            401, 200, 403, 200,
          ]);
          break;
        // Without METRICS_TOKEN set (this suite sets none), exactly as 'admin'; the token
        // itself is tested in plugins/metrics.test.ts.
        case 'admin':
        case 'monitor-or-admin':
          expect([visitor.statusCode, client.statusCode, otherClient.statusCode]).toEqual([
            401, 403, 403,
          ]);
          expect(allowed(nutritionist.statusCode)).toBe(true);
          break;
      }
      // A refusal says why, in Spanish, and nothing signed-in is ever cached.
      for (const r of [visitor, client, otherClient, nutritionist]) {
        if (r.statusCode === 401 || r.statusCode === 403)
          expect(r.json().message).toMatch(/iniciar sesión|permiso/);
      }
      if (e.access !== 'public') expect(nutritionist.headers['cache-control']).toMatch(/no-store/);
    },
  );

  /**
   * A signed link is the credential, whoever asks: an unsigned, forged or expired one
   * is refused for everyone, before anything else is looked at; a real one is served to
   * anyone holding it.
   */
  async function signedLinkChecks(e: Endpoint) {
    const key = `${e.method} ${e.path}`;
    if (!SIGNED[key]) throw new Error(`${key}: add a real file to SIGNED`);
    const { path, type } = await SIGNED[key]();
    const now = t.clock.now();
    const real = t.links.signPath(path, now);
    const { exp, sig } = Object.fromEntries(new URL(real, 'http://x').searchParams);
    const forger = createSignedLinks('otro-secreto-que-no-es-el-del-servidor-0123');
    const refused: [string, string][] = [
      [path, LINK_MSG.invalid],
      [`${path}?exp=${exp}`, LINK_MSG.invalid],
      [`${path}?exp=${exp}&sig=${'A'.repeat(43)}`, LINK_MSG.invalid],
      [forger.signPath(path, now), LINK_MSG.invalid],
      // The signature of another file's path, or of a later expiry.
      [`${urlFor(e)}?exp=${exp}&sig=${sig}`, LINK_MSG.invalid],
      [`${path}?exp=${Number(exp) + 300}&sig=${sig}`, LINK_MSG.invalid],
      [t.links.signPath(path, new Date(now.getTime() - 16 * 60_000)), LINK_MSG.expired],
    ];
    for (const headers of [{}, owner.headers, other.headers, admin]) {
      for (const [url, message] of refused) {
        const res = await t.app.inject({ url, headers });
        expect([url, res.statusCode, res.json().message]).toEqual([url, 403, message]);
      }
      const ok = await t.app.inject({ url: real, headers });
      expect([ok.statusCode, ok.headers['content-type']]).toEqual([200, type]);
    }
  }

  it("an 'owner-or-admin' route that resolves no owner stops the app from starting", async () => {
    const app = Fastify();
    const start = async () => {
      await app.register(
        async (api) => {
          accessControl().register(api);
          api.get('/anamnesis/:id', { config: { access: 'owner-or-admin' } }, async () => ({}));
        },
        { prefix: '/api' },
      );
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/resolves no owner/);
    await app.close();
  });

  it('a route that declares no access stops the app from starting', async () => {
    const app = Fastify();
    const start = async () => {
      await app.register(async (api) => {
        accessControl().register(api);
        api.get('/sin-declarar', async () => ({ ok: true }));
      });
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/declares no access/);
    await app.close();
  });

  it('a route the contract does not define, or defines with other access, stops the app too', async () => {
    for (const [url, access] of [
      ['/fuera-del-contrato', 'public'],
      ['/users', 'user'],
    ] as const) {
      const app = Fastify();
      const start = async () => {
        await app.register(
          async (api) => {
            accessControl().register(api);
            api.get(url, { config: { access } }, async () => ({ ok: true }));
          },
          { prefix: '/api' },
        );
        await app.ready();
      };
      await expect(start()).rejects.toThrow(/is not the contract's endpoint/);
      await app.close();
    }
  });

  it('signed-in answers and the login answer are never cached', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: ADMIN.email, password: ADMIN.password },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    const me = await t.app.inject({ url: '/api/userData', headers: owner.headers });
    expect(me.headers['cache-control']).toBe('no-store');
    const plans = await t.app.inject({ url: '/api/plans' });
    expect(plans.headers['cache-control']).toMatch(/^public/);
  });
});
