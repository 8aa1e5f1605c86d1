import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dayNoon } from '@contract/calendar-day';
import type { TDashboard } from '@contract/dashboard';
import { addMonthsInMontevideo, montevideoDay } from '@contract/time';
import type { TKeptRecord, TKeptRecordSummary, TMyData } from '@contract/privacy';
import { anamnesisCreate } from '@contract/testing/anamnesis';
import { jpegImage } from '../../../test/fixtures';
import { ADMIN, registerGuest, sendForm, useTestApp, type Account } from '../../../test/harness';
import { adminAppointment } from '../../../test/agenda-suite';
import { buyApproved, createPlan } from '../../../test/shop';
import { insertTestFoods, publishedMealPlan, type FoodKey } from '../../../test/meal-plan-fixture';
import { rowsOf } from '../../db/sql-rows';
import { sendDueReminders } from '../agenda/reminders';
import { keptRecordsDue } from '../clinical';

// The test clock starts on Monday 2 March 2026, 9:00 in Montevideo.
const { t, admin } = useTestApp();
const HOUR = 3_600_000;
/** The cancellation mail of an appointment (to the client and to her). */
const CANCELLED = /el turno presencial del/;

async function ask(who: Account, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/mis-datos/pedidos',
    headers: who.headers,
    payload: body,
  });
}

async function hoy(): Promise<TDashboard> {
  const res = await t.app.inject({ method: 'GET', url: '/api/resumen', headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TDashboard>();
}

/** Every table of the database with a row whose text holds `needle`. */
async function tablesHolding(needle: string): Promise<string[]> {
  const tables = rowsOf(
    await t.database.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    ),
  );
  const found: string[] = [];
  for (const { name } of tables) {
    if (typeof name !== 'string') continue;
    const [hit] = rowsOf(
      await t.database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(name)} x where x::text like ${`%${needle}%`}`,
      ),
    );
    if (Number(hit?.n) > 0) found.push(name);
  }
  return found.sort();
}

let foods: Record<FoodKey, string> | undefined;

/**
 * A client who bought a plan, did the anamnesis, recorded a control, was published a meal
 * plan and has two appointments booked.
 */
async function fullClient(name: string) {
  const c = await registerGuest(t.app, { name });
  const plan = await createPlan(t.app, admin);
  const paid = await buyApproved(t.app, c.headers, {
    productSelected: plan._id,
    typeProduct: 'plan',
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const anamnesis = await t.app.inject({
    method: 'POST',
    url: '/api/new-anamnesis',
    headers: c.headers,
    payload: anamnesisCreate(c.id),
  });
  expect(anamnesis.statusCode, anamnesis.body).toBe(200);
  const control = await sendForm(
    t.app,
    { method: 'POST', url: '/api/new-control', headers: c.headers },
    { userId: c.id, typo: 'Online', peso: '71,5' },
    [{ name: 'foto.jpg', type: 'image/jpeg', data: await jpegImage() }],
  );
  expect(control.statusCode, control.body).toBe(200);
  foods ??= await insertTestFoods(t.database.db);
  const desayuno = {
    slot: 'desayuno',
    name: 'Desayuno',
    items: [{ foodId: foods.manzana, amount: 150, unit: 'g' }],
  };
  await publishedMealPlan(t, admin, c, {
    days: [{ name: 'Día tipo', weekdays: [1, 2, 3, 4, 5, 6, 7], meals: [desayuno] }],
  });
  const soon = await adminAppointment(t, admin, c.id, 3, 11);
  const later = await adminAppointment(t, admin, c.id, 9, 15);
  await t.afterAnswers();
  return { ...c, soon, later };
}

describe('a client asks for a correction or for the baja (issue 33)', () => {
  it('a correction says what is wrong; the same request twice is refused; an admin cannot ask', async () => {
    const c = await registerGuest(t.app);
    const empty = await ask(c, { kind: 'correccion', detail: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Contanos qué dato');
    const nul = await ask(c, { kind: 'correccion', detail: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect((await ask(c, { kind: 'otra' })).statusCode).toBe(400);
    const made = await ask(c, { kind: 'correccion', detail: 'Mi peso del 2/3 era 71,5' });
    expect(made.statusCode, made.body).toBe(201);
    const again = await ask(c, { kind: 'correccion', detail: 'Otra cosa' });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('Ya tenés un pedido así');
    expect((await ask({ headers: admin } as Account, { kind: 'baja' })).statusCode).toBe(409);
    const mine = await t.app.inject({ method: 'GET', url: '/api/mis-datos', headers: c.headers });
    expect(mine.json<TMyData>().requests.map((r) => r.kind)).toEqual(['correccion']);
  });

  it('two requests at once make one', async () => {
    const c = await registerGuest(t.app);
    const answers = await Promise.all([ask(c, { kind: 'baja' }), ask(c, { kind: 'baja' })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });

  it('appears in Hoy with its due day, five business days later, and mails her', async () => {
    const c = await registerGuest(t.app, { name: 'Dora Plazo' });
    const mark = t.mails.length;
    const res = await ask(c, { kind: 'baja' });
    expect(res.statusCode, res.body).toBe(201);
    // Monday 2 March + 5 business days = Monday 9 March.
    expect(res.json<{ request: { dueDay: string } }>().request.dueDay).toBe('2026-03-09');
    const pending = (await hoy()).dataRequests.find((r) => r.userId === c.id);
    expect(pending).toMatchObject({
      kind: 'baja',
      name: 'Dora Plazo',
      dueDay: '2026-03-09',
      daysLeft: 5,
    });
    const notice = await t.waitForMail(ADMIN.email, /Pedido de baja: Dora Plazo/, mark);
    expect(notice.text).toContain('la baja de su cuenta');
  });

  it('a pending request is withdrawn by its owner only, an answered one not at all', async () => {
    const c = await registerGuest(t.app);
    const other = await registerGuest(t.app);
    const id = (await ask(c, { kind: 'baja' })).json<{ request: { _id: string } }>().request._id;
    const url = `/api/mis-datos/pedidos/${id}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: other.headers })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'DELETE', url, headers: c.headers })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'DELETE', url, headers: c.headers })).statusCode).toBe(
      404,
    );
    expect((await hoy()).dataRequests.some((r) => r._id === id)).toBe(false);
  });

  it('she marks a correction made: the client is mailed what changed', async () => {
    const c = await registerGuest(t.app);
    const id = (await ask(c, { kind: 'correccion', detail: 'Mi apellido es Núñez' })).json<{
      request: { _id: string };
    }>().request._id;
    const url = `/api/pedidos-datos/${id}/respuesta`;
    const wrong = await t.app.inject({
      method: 'POST',
      url,
      headers: admin,
      payload: { action: 'eliminar' },
    });
    expect(wrong.statusCode).toBe(400);
    const asClient = await t.app.inject({
      method: 'POST',
      url,
      headers: c.headers,
      payload: { action: 'corregido' },
    });
    expect(asClient.statusCode).toBe(403);
    const mark = t.mails.length;
    const done = await t.app.inject({
      method: 'POST',
      url,
      headers: admin,
      payload: { action: 'corregido', note: 'Cambié tu apellido a Núñez' },
    });
    expect(done.statusCode, done.body).toBe(200);
    const mail = await t.waitForMail(c.email, /Corregimos tus datos/, mark);
    expect(mail.text).toContain('apellido a N');
    const again = await t.app.inject({
      method: 'POST',
      url,
      headers: admin,
      payload: { action: 'corregido' },
    });
    expect(again.statusCode).toBe(409);
    const mine = await t.app.inject({ method: 'GET', url: '/api/mis-datos', headers: c.headers });
    expect(mine.json<TMyData>().requests[0]).toMatchObject({
      answer: 'Cambié tu apellido a Núñez',
    });
  });
});

describe('she erases an account that asked for the baja (issue 33, acceptance 2)', () => {
  it('leaves no row naming them but the anonymised sale and the kept record; cancels and mails; no reminder follows', async () => {
    const c = await fullClient('Elena Baja');
    const id = (await ask(c, { kind: 'baja' })).json<{ request: { _id: string } }>().request._id;
    await t.afterAnswers();
    // What the scan below would find of them before.
    expect(await tablesHolding(c.id)).toEqual(
      expect.arrayContaining(['anamneses', 'calendar_events', 'controls', 'sales', 'users']),
    );
    const mark = t.mails.length;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/pedidos-datos/${id}/respuesta`,
      headers: admin,
      payload: { action: 'eliminar' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.afterAnswers();

    expect(await tablesHolding(c.id)).toEqual(['kept_clinical_records']);
    expect(await tablesHolding(c.email)).toEqual(['kept_clinical_records']);
    const [sale] = rowsOf(
      await t.database.db.execute(
        sql`select user_id, user_email from sales order by created_at desc limit 1`,
      ),
    );
    expect(sale).toEqual({ user_id: null, user_email: '(cuenta eliminada)' });

    const sent = t.mails.slice(mark);
    // Both appointments cancelled, to them and to her; the outcome to them.
    expect(sent.filter((m) => m.to.includes(c.email) && CANCELLED.test(m.text))).toHaveLength(2);
    expect(sent.filter((m) => m.to.includes(ADMIN.email) && CANCELLED.test(m.text))).toHaveLength(
      2,
    );
    const outcome = sent.find((m) => m.to.includes(c.email) && /Eliminamos tu cuenta/.test(m.text));
    expect(outcome?.text).toContain('Tu historia cl');
    expect(outcome?.text).toContain('Ley 18.335');
    expect((await hoy()).dataRequests.some((r) => r._id === id)).toBe(false);

    // The day before the later appointment would have been: no reminder.
    t.clock.advance(c.later.start.getTime() - 23 * HOUR - t.clock.now().getTime());
    const before = t.mails.length;
    await sendDueReminders({
      db: t.database.db,
      clock: t.clock,
      config: t.config,
      mailer: t.newMailer(),
    });
    await t.afterAnswers();
    expect(t.mails.slice(before).filter((m) => m.to.includes(c.email))).toEqual([]);

    // The kept record: read-only for her, with the anamnesis and the control (no photo).
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/historias-conservadas',
      headers: admin,
    });
    const kept = list
      .json<{ records: TKeptRecordSummary[] }>()
      .records.find((r) => r.email === c.email);
    expect(kept).toMatchObject({
      name: 'Elena Baja',
      controls: 1,
      hasAnamnesis: true,
      mealPlans: 1,
    });
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/historias-conservadas/${kept!._id}`,
      headers: admin,
    });
    const record = one.json<TKeptRecord>();
    expect(record.controlRows[0]).toMatchObject({ peso: '71.50', avatar: [] });
    expect(record.anamnesis).toMatchObject({ userId: c.id });
    expect(record.mealPlanVersions).toEqual([
      expect.objectContaining({ version: 1, title: 'Plan alimentario' }),
    ]);
    // Kept five years after the last control, as the consent says; then 'Hoy' says it is due.
    const lastControl = new Date(String(record.controlRows[0]!.createdAt));
    expect(kept!.keepUntil).toBe(montevideoDay(addMonthsInMontevideo(lastControl, 60)));
    expect(kept!.due).toBe(false);
    // (Counted on a later clock: five years on, every session of the test would have ended.)
    const dueNow = await keptRecordsDue(t.database.db, t.clock.now());
    expect((await hoy()).keptRecordsDue).toBe(dueNow);
    const dayAfter = new Date(dayNoon(kept!.keepUntil).getTime() + 24 * HOUR);
    expect(await keptRecordsDue(t.database.db, dayAfter)).toBe(dueNow + 1);
    // Her decision that its keeping period ended: it goes.
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/historias-conservadas/${kept!._id}`,
      headers: admin,
    });
    expect(gone.statusCode).toBe(200);
    expect(await tablesHolding(c.id)).toEqual([]);
  });

  it('with the keeping period ended, nothing of the clinical record stays', async () => {
    const c = await fullClient('Flor Todo');
    const id = (await ask(c, { kind: 'baja' })).json<{ request: { _id: string } }>().request._id;
    const mark = t.mails.length;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/pedidos-datos/${id}/respuesta`,
      headers: admin,
      payload: { action: 'eliminar', eraseClinicalRecord: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.afterAnswers();
    expect(await tablesHolding(c.id)).toEqual([]);
    const outcome = t.mails
      .slice(mark)
      .find((m) => m.to.includes(c.email) && /Eliminamos/.test(m.text));
    expect(outcome?.text).toMatch(/eliminamos tu historia cl.*nica, porque termin/);
  });

  it('the kept records are the admin’s only', async () => {
    const c = await registerGuest(t.app);
    for (const url of ['/api/historias-conservadas', '/api/pedidos-datos'])
      expect((await t.app.inject({ method: 'GET', url, headers: c.headers })).statusCode).toBe(403);
  });
});
