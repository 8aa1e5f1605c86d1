// 'Hoy' at scale: seeds 10,000 clients with sales (this month, last month and a year
// before), next controls, messages (some unread) and appointments into a fresh PGlite, then
// times GET /api/resumen through the real app (app.inject), reporting p50/p95.
//
//   node scripts/perf/resumen.mjs [--clients=10000] [--runs=200] [--analyze] [--explain]
//
// --analyze runs ANALYZE first (PGlite has no autovacuum); --explain prints the plans of
// the heaviest queries.
import { args, openBenchDatabase, startBenchApp } from './bench-app.mjs';

const N = Number(args.clients ?? 10_000);
const RUNS = Number(args.runs ?? 200);

const { sql } = await import('drizzle-orm');
const bench = await openBenchDatabase('resumen');
const db = bench.database.db;
const run = (q) => db.execute(q);

const started = Date.now();
// Clients signed up over the last two years (a few this week), one in three with a next
// control spread over the coming two months.
await run(sql`
  insert into users (name, email, password_hash, created_at, date_next_control)
  select 'Cliente ' || i, 'cliente' || i || '@correo.uy', 'x',
         now() - ((hashint4(i) & 2147483647) % (730 * 24)) * interval '1 hour',
         case when i % 3 = 0 then now() + ((hashint4(i + 1) & 2147483647) % (60 * 24)) * interval '1 hour' end
  from generate_series(1, ${N}) as i`);
// Five sales per client over 13 months: some courtesies (0), some due for refund, some refunded.
await run(sql`
  insert into sales (user_id, producto, user_email, monto, plataforma, created_at, refund_due, refunded_at)
  select u.id, 'Plan Descenso', u.email,
         case when s % 17 = 0 then 0 else 500 + (hashint4(s) & 2147483647) % 2000 end,
         'Mercado Pago',
         now() - ((hashint4(s + 3) & 2147483647) % (395 * 24)) * interval '1 hour',
         s % 29 = 0,
         case when s % 31 = 0 then now() end
  from (select id, email, (row_number() over ())::int as n from users where type = 'guest') u,
       generate_series(1, 5) as k, lateral (select u.n * 5 + k as s) x`);
// Four messages per client, the newest from the client and unread for one client in ten.
await run(sql`
  insert into messages (client_id, from_user_id, name, title, message, state, created_at)
  select u.id, case when k % 2 = 0 then u.id else null end, 'x', 'Hola', 'Mensaje',
         case when k = 4 and u.n % 10 = 0 then 'Nuevo' else 'Leido' end,
         now() - (5 - k) * interval '1 day' - (u.n % 1000) * interval '1 minute'
  from (select id, (row_number() over ())::int as n from users where type = 'guest') u,
       generate_series(1, 4) as k`);
// Appointments: one a working hour on the last and next 60 days (cancelled one in five).
await run(sql`
  insert into calendar_events (title, start_at, end_at, user_id, cancelled_at)
  select 'Control presencial', h, h + interval '1 hour',
         (select id from users where type = 'guest' offset (i * 37) % ${N} limit 1),
         case when i % 5 = 0 then now() end
  from (select i, date_trunc('hour', now()) + (i - 1440) * interval '1 hour' as h
        from generate_series(0, 2880) as i) s
  where extract(hour from h) between 12 and 19`);
// Deliveries owed: a plan delivery for every 50th client (a quarter still pending), each
// with an anamnesis between 1 and 30 days old, so due days fall before and after today.
await run(sql`
  insert into deliveries (sale_id, user_id, plan_title, paid_at, state)
  select distinct on (s.user_id) s.id, s.user_id, 'Plan Personalizado', s.created_at,
         case when u.n % 200 = 0 then 'Pendiente' else 'Entregado' end
  from sales s
  join (select id, (row_number() over ())::int as n from users where type = 'guest') u on u.id = s.user_id
  where u.n % 50 = 0
  order by s.user_id, s.created_at desc`);
await run(sql`
  insert into anamneses (user_id, kind, work_hours, days_works, type_feedin, objectives,
    physical_problems, operations, diseases, pregnancies, medicines, medical_notes,
    physical_activity, sports, sports_hours, sports_days, consent_version, consented_at,
    consent_recorded_by, created_at)
  select d.user_id, 'Simple', '8', '5', 'Omnívoro', 'Bajar grasa corporal', '', '', '', '',
         '', '', '', '', '', 0, '1', now(), 'client',
         now() - (1 + (hashint4((row_number() over ())::int) & 2147483647) % 30) * interval '1 day'
  from deliveries d`);
if (args.analyze === 'true') await run(sql`analyze`);
const counts = await run(
  sql`select (select count(*) from users) u, (select count(*) from sales) s, (select count(*) from messages) m, (select count(*) from calendar_events) e, (select count(*) from deliveries) d`,
);
const c = (counts.rows ?? counts)[0];
console.info(
  `seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${c.u} users, ${c.s} sales, ${c.m} messages, ${c.e} appointments, ${c.d} deliveries`,
);

if (args.explain === 'true') {
  for (const q of [
    sql`explain analyze select sum(monto) from sales where monto > 0 and refunded_at is null and refund_due = false and created_at >= date_trunc('month', now()) - interval '1 month'`,
    sql`explain analyze select count(*), count(distinct client_id) from messages where state = 'Nuevo' and from_user_id = client_id`,
    sql`explain analyze select count(*) from users where type = 'guest' and date_next_control >= now() and date_next_control < now() + interval '7 days'`,
    sql`explain analyze select count(*) from users where type = 'guest' and created_at >= now() - interval '7 days'`,
  ]) {
    const res = await run(q);
    console.info((res.rows ?? res).map((r) => r['QUERY PLAN']).join('\n'), '\n');
  }
}

const { time, close } = await startBenchApp(bench, RUNS);
console.info(`${RUNS} runs each${args.analyze === 'true' ? ', after ANALYZE' : ''}:`);
await time('/api/health'); // the framework's floor, for scale
await time(
  '/api/resumen',
  (r) =>
    `(${r.appointments.length} appointments today/tomorrow, ${r.deliveries.overdue.length} overdue + ${r.deliveries.dueSoon.length} due soon, ${r.unread.messages} unread in ${r.unread.conversations}, ${r.controlsThisWeek.count} controls this week, ${r.newClientsThisWeek.count} new clients, money ${r.money.thisMonth} vs ${r.money.lastMonth})`,
);
await close();
