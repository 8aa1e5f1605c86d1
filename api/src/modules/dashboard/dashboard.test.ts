import { eq, min } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { calendarEvents } from '../agenda/agenda.tables';
import { backupRuns } from '../backups/backups.tables';
import { anamneses } from '../clinical/clinical.tables';
import { sales } from '../commerce/commerce.tables';
import { deliveries } from '../deliveries/deliveries.tables';
import { messages } from '../messages/messages.tables';
import { practice } from '../practice/practice.tables';
import { users } from '../users/users.tables';

const { t, admin, clients } = useTestApp({ clients: ['guest'] });

const at = (iso: string) => new Date(iso);

/**
 * Wednesday 18 March 2026, 12:00 in Montevideo (UTC-3). Its week runs from Monday 16 to
 * Sunday 22 March; its month is March, the last one February.
 */
const NOW = '2026-03-18T15:00:00Z';

async function client(
  name: string,
  createdAt: string,
  over: Partial<typeof users.$inferInsert> = {},
) {
  const [row] = await t.database.db
    .insert(users)
    .values({
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '.')}@hoy.uy`,
      passwordHash: 'x',
      createdAt: at(createdAt),
      ...over,
    })
    .returning();
  return row!;
}

async function sale(
  userId: string,
  monto: string,
  createdAt: string,
  over: Partial<typeof sales.$inferInsert> = {},
) {
  const [row] = await t.database.db
    .insert(sales)
    .values({
      userId,
      producto: 'Plan Descenso',
      userEmail: 'x@hoy.uy',
      monto,
      plataforma: 'Mercado Pago',
      createdAt: at(createdAt),
      ...over,
    })
    .returning();
  return row!;
}

/** A plan owed since `since` (payment and anamnesis the same day): due 10 business days later. */
async function owed(userId: string, since: string) {
  const s = await sale(userId, '1500', '2026-01-05T15:00:00Z');
  await t.database.db.insert(anamneses).values({
    userId,
    kind: 'Simple',
    workHours: '8',
    daysWorks: '5',
    typeFeedin: 'Omnívoro',
    objectives: 'Bajar grasa corporal',
    phisicsProblems: '',
    operations: '',
    diseases: '',
    pregnancies: '',
    medicines: '',
    medicalNotes: '',
    physicalActivity: '',
    sports: '',
    sportsHours: '',
    sportsDays: '0',
    consentVersion: '1',
    consentedAt: at(since),
    consentRecordedBy: 'client',
    createdAt: at(since),
  });
  const [d] = await t.database.db
    .insert(deliveries)
    .values({ saleId: s.id, userId, planTitle: 'Plan Personalizado', paidAt: at(since) })
    .returning();
  return d!;
}

describe("GET /api/resumen: 'Hoy', her day in one answer", () => {
  it('refuses a visitor (401) and a client (403)', async () => {
    expect((await t.app.inject({ url: '/api/resumen' })).statusCode).toBe(401);
    const res = await t.app.inject({ url: '/api/resumen', headers: clients.guest.headers });
    expect(res.statusCode).toBe(403);
  });

  it('counts appointments, deliveries, messages, controls, new clients and money in Montevideo days', async () => {
    t.clock.advance(Date.parse(NOW) - t.clock.now().getTime());
    const db = t.database.db;
    await db.update(practice).set({ address: 'Av. Brasil 2500, Montevideo' });
    // The client registered by the fixture signed up on 2 March: last week, not new.
    await db.update(users).set({ createdAt: at('2026-03-02T12:00:00Z') });

    // New clients: Monday 16 at 00:30 Montevideo (03:30Z) and today; Sunday 15 at 23:30 is last week.
    const ana = await client('Ana Rivas', '2026-03-16T03:30:00Z', {
      dateNextControl: at('2026-03-20T15:00:00Z'), // Friday: this week
    });
    const bruno = await client('Bruno Silva', '2026-03-18T13:00:00Z', {
      dateNextControl: at('2026-03-23T03:30:00Z'), // Monday 23 at 00:30: next week
    });
    const carla = await client('Carla Pintos', '2026-03-16T02:30:00Z', {
      dateNextControl: at('2026-03-16T03:30:00Z'), // Monday 16 at 00:30: this week
    });
    const diego = await client('Diego Font', '2026-02-10T12:00:00Z', {
      dateNextControl: at('2026-03-15T12:00:00Z'), // last Sunday: not this week
    });

    // Appointments: today 10:00 (Ana's), today 15:00 cancelled, tomorrow 9:00 (a walk-in),
    // the day after tomorrow, and yesterday.
    const event = (start: string, over: Partial<typeof calendarEvents.$inferInsert> = {}) => ({
      start: at(start),
      end: new Date(at(start).getTime() + 3_600_000),
      ...over,
    });
    await db.insert(calendarEvents).values([
      event('2026-03-18T13:00:00Z', { userId: ana.id, title: 'Control presencial: Ana Rivas' }),
      event('2026-03-18T18:00:00Z', {
        userId: bruno.id,
        cancelledAt: at('2026-03-17T12:00:00Z'),
      }),
      event('2026-03-19T12:00:00Z', { title: 'Consulta de Elena', email: 'elena@hoy.uy' }),
      event('2026-03-20T12:00:00Z', { userId: carla.id }),
      event('2026-03-17T12:00:00Z', { userId: diego.id }),
    ]);

    // Deliveries: since 20 Feb, due 6 March (late); since 6 March, due Friday 20 (two
    // business days); since 9 March, due Monday 23 (three: not yet).
    const late = await owed(ana.id, '2026-02-20T15:00:00Z');
    const soon = await owed(bruno.id, '2026-03-06T15:00:00Z');
    await owed(carla.id, '2026-03-09T15:00:00Z');

    // Messages: two unread from Ana, one from Bruno, one Bruno already read, one of hers unread.
    const msg = (clientId: string, fromUserId: string, state: 'Nuevo' | 'Leido' = 'Nuevo') => ({
      clientId,
      fromUserId,
      name: 'x',
      title: 'Hola',
      message: 'Hola',
      state,
    });
    const [her] = await db.select({ id: users.id }).from(users).where(eq(users.type, 'admin'));
    await db
      .insert(messages)
      .values([
        msg(ana.id, ana.id),
        msg(ana.id, ana.id),
        msg(bruno.id, bruno.id),
        msg(bruno.id, bruno.id, 'Leido'),
        msg(carla.id, her!.id),
      ]);

    // Money: March counts 1500 + 450 + 200 (1 March at 00:30 Montevideo); not a courtesy
    // (0), a payment due for refund or a refunded one. February: 1000 + 1000 (28 Feb at
    // 23:30 Montevideo, already 1 March in UTC).
    await sale(ana.id, '1500', '2026-03-10T15:00:00Z');
    await sale(bruno.id, '450.00', '2026-03-18T14:00:00Z');
    await sale(carla.id, '200', '2026-03-01T03:30:00Z');
    await sale(carla.id, '0', '2026-03-11T15:00:00Z', { plataforma: 'Asignación manual' });
    await sale(ana.id, '1500', '2026-03-12T15:00:00Z', { refundDue: true });
    await sale(diego.id, '700', '2026-03-05T15:00:00Z', { refundedAt: at('2026-03-06T12:00:00Z') });
    await sale(diego.id, '1000', '2026-02-10T15:00:00Z');
    await sale(diego.id, '1000', '2026-03-01T02:30:00Z');
    await sale(diego.id, '999', '2026-01-31T15:00:00Z'); // January: neither month

    const res = await t.app.inject({ url: '/api/resumen', headers: admin });
    expect(res.statusCode).toBe(200);
    const r = res.json();
    expect(r.today).toBe('2026-03-18');
    expect(r.appointments).toEqual([
      {
        _id: expect.any(String),
        start: '2026-03-18T13:00:00.000Z',
        end: '2026-03-18T14:00:00.000Z',
        day: 'today',
        userId: ana.id,
        client: 'Ana Rivas',
        place: 'Av. Brasil 2500, Montevideo',
      },
      {
        _id: expect.any(String),
        start: '2026-03-19T12:00:00.000Z',
        end: '2026-03-19T13:00:00.000Z',
        day: 'tomorrow',
        userId: null,
        client: 'Consulta de Elena',
        place: 'Av. Brasil 2500, Montevideo',
      },
    ]);
    expect(r.deliveries.overdue).toEqual([
      {
        _id: late.id,
        userId: ana.id,
        client: 'Ana Rivas',
        plan: 'Plan Personalizado',
        dueDate: '2026-03-06',
        daysLeft: -8,
      },
    ]);
    expect(r.deliveries.dueSoon).toEqual([
      {
        _id: soon.id,
        userId: bruno.id,
        client: 'Bruno Silva',
        plan: 'Plan Personalizado',
        dueDate: '2026-03-20',
        daysLeft: 2,
      },
    ]);
    // 'Planes para armar': every plan owed with its anamnesis done, not only the urgent ones.
    expect(r.plansToBuild).toEqual({
      count: 3,
      items: [
        ['Ana Rivas', '2026-03-06', -8],
        ['Bruno Silva', '2026-03-20', 2],
        ['Carla Pintos', '2026-03-23', 3],
      ].map(([client, dueDate, daysLeft]) => ({
        _id: expect.any(String),
        userId: expect.any(String),
        client,
        email: `${String(client).toLowerCase().replace(' ', '.')}@hoy.uy`,
        plan: 'Plan Personalizado',
        dueDate,
        daysLeft,
        mealPlanId: null,
      })),
    });
    expect(r.unread).toEqual({ messages: 3, conversations: 2 });
    expect(r.controlsThisWeek.count).toBe(2);
    expect(r.controlsThisWeek.clients.map((c: { name: string }) => c.name)).toEqual([
      'Carla Pintos',
      'Ana Rivas',
    ]);
    expect(r.newClientsThisWeek.count).toBe(2);
    expect(r.newClientsThisWeek.clients.map((c: { name: string }) => c.name)).toEqual([
      'Bruno Silva',
      'Ana Rivas',
    ]);
    expect(r.money).toEqual({
      thisMonth: '2150.00',
      lastMonth: '2000.00',
      salesThisMonth: 3,
      salesLastMonth: 2,
    });
  });

  it("warns in 'Hoy' when no backup succeeded in 26 hours, not on a practice's first day", async () => {
    const backup = async () =>
      (await t.app.inject({ url: '/api/resumen', headers: admin })).json().backup;
    await t.database.db.delete(backupRuns);
    const now = t.clock.now().getTime();
    const hoursAgo = (h: number) => new Date(now - h * 3_600_000);
    // The oldest account says how old the practice is.
    const [oldest] = await t.database.db.select({ at: min(users.createdAt) }).from(users);
    const young = oldest!.at! > hoursAgo(26);
    expect(await backup()).toEqual({ lastOkAt: null, overdue: !young });
    await client('Clienta Antigua', new Date(now - 40 * 86_400_000).toISOString());
    expect(await backup()).toEqual({ lastOkAt: null, overdue: true });
    const at = hoursAgo(27);
    await t.database.db
      .insert(backupRuns)
      .values({ trigger: 'daily', status: 'ok', startedAt: at, finishedAt: at });
    expect(await backup()).toEqual({ lastOkAt: at.toISOString(), overdue: true });
    const recent = hoursAgo(25);
    await t.database.db.insert(backupRuns).values([
      { trigger: 'daily', status: 'ok', startedAt: recent, finishedAt: recent },
      { trigger: 'manual', status: 'failed', startedAt: hoursAgo(1), finishedAt: hoursAgo(1) },
    ]);
    expect(await backup()).toEqual({ lastOkAt: recent.toISOString(), overdue: false });
  });
});
