// The admin's user search at scale: seeds 100,000 users (Spanish names with accents,
// 'José' common) into a fresh PGlite, then times GET /api/users through the real app
// (app.inject), reporting p50/p95 for a common term, a rare one and the plain list.
//
//   node scripts/perf/users-search.mjs [--users=100000] [--runs=40] [--no-index] [--analyze] [--restart] [--explain=jose]
//
// --no-index drops the trigram indexes first, to see what they are worth.
// --restart closes the database after the bulk load and opens it again, as a restore followed
// by a start would: PGlite forgets what changed, and nothing but the app's maintenance job
// (api/src/db/maintenance.ts, run when the app is ready) gives the planner statistics.
import { args, openBenchDatabase, startBenchApp } from './bench-app.mjs';

const N = Number(args.users ?? 100_000);
const RUNS = Number(args.runs ?? 40);

const { sql } = await import('drizzle-orm');
const bench = await openBenchDatabase('search');
const { database } = bench;

// One INSERT ... SELECT: names drawn from weighted lists, 'José' one first name in six.
const FIRST = [
  ...Array(10).fill('José'),
  'María',
  'Lucía',
  'Martín',
  'Sofía',
  'Agustín',
  'Valentina',
  'Matías',
  'Camila',
  'Joaquín',
  'Florencia',
  'Nicolás',
  'Inés',
  'Sebastián',
  'Ramón',
  'Belén',
  'Andrés',
  'Mónica',
  'Germán',
  'Verónica',
  'Tomás',
  'Ángela',
  'Raúl',
  'Iñaki',
  'Noelia',
  'Joselo',
  'Pilar',
  'Héctor',
  'Julián',
  'Rocío',
  'Álvaro',
  'Begoña',
  'Simón',
  'Jazmín',
  'Germán',
  'Esteban',
  'Adrián',
  'Celeste',
  'Darío',
  'Elena',
  'Fabián',
  'Gastón',
  'Hernán',
  'Iván',
  'Lautaro',
  'Máximo',
  'Néstor',
  'Óscar',
  'Patricia',
  'Quique',
  'Rubén',
];
const LAST = [
  'Pérez',
  'González',
  'Rodríguez',
  'Fernández',
  'López',
  'Martínez',
  'García',
  'Sánchez',
  'Gómez',
  'Díaz',
  'Núñez',
  'Ibáñez',
  'Suárez',
  'Méndez',
  'Álvarez',
  'Giménez',
  'Hernández',
  'Muñoz',
  'Benítez',
  'Domínguez',
  'Acuña',
  'Peña',
  'Castaño',
  'Rosés',
  'Olivera',
  'Cabrera',
  'Silva',
  'Sosa',
  'Techera',
  'Viera',
];
// A bulk load drops the search indexes and builds them again after (as a restore would):
// filling GIN indexes row by row is ~8 times slower.
const started = Date.now();
const { rows: indexDefs } = await database.db.execute(
  sql`select indexname, indexdef from pg_indexes where indexname in ('users_name_search_idx', 'users_email_search_idx')`,
);
for (const d of indexDefs) await database.db.execute(sql.raw(`drop index ${d.indexname}`));
await database.db.execute(sql`
  insert into users (name, email, password_hash, created_at)
  select f || ' ' || l1 || ' ' || l2,
         lower(f_unaccent(f)) || '.' || lower(f_unaccent(l1)) || i || '@correo.uy',
         'x',
         now() - (i || ' minutes')::interval
  from (
    select i,
           (string_to_array(${FIRST.join(',')}, ','))[1 + (hashint4(i) & 2147483647) % ${FIRST.length}] as f,
           (string_to_array(${LAST.join(',')}, ','))[1 + (hashint4(i + 7) & 2147483647) % ${LAST.length}] as l1,
           (string_to_array(${LAST.join(',')}, ','))[1 + (hashint4(i + 13) & 2147483647) % ${LAST.length}] as l2
    from generate_series(1, ${N}) as i
  ) s`);
// A rare one: a single person with this name.
await database.db.execute(
  sql`insert into users (name, email, password_hash) values ('Zulema Iturriaga', 'zulema@correo.uy', 'x')`,
);
if (args['no-index'] !== 'true') {
  for (const d of indexDefs) await database.db.execute(sql.raw(d.indexdef));
}
// PGlite runs no autovacuum nor autoanalyze: the app's maintenance job analyzes a table
// without statistics when the app is ready; --analyze does it before the app starts.
if (args.analyze === 'true') await database.db.execute(sql`analyze users`);
console.info(`${N} users seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

if (args.explain) {
  // The plans of listUsers' two queries for one term (the same SQL it sends).
  const pattern = `%${args.explain}%`;
  const where = sql`(f_unaccent(lower(name)) like f_unaccent(lower(${pattern})) or email like lower(${pattern}))`;
  for (const q of [
    sql`explain analyze select * from users where ${where} order by created_at desc, id limit 20`,
    sql`explain analyze select count(*) from (select 1 from users where ${where} limit 500) m`,
  ]) {
    const res = await database.db.execute(q);
    console.info((res.rows ?? res).map((r) => r['QUERY PLAN']).join('\n'), '\n');
  }
}

if (args.restart === 'true') {
  const { openDatabase } = await import('../../api/src/db/client.ts');
  await database.close();
  bench.database = await openDatabase({ dataDir: bench.dataDir });
  console.info('database closed and opened again: a restart');
}
const ready = Date.now();
const { time, close } = await startBenchApp(bench, RUNS);
// The admin's login is the first request: it waits for whatever the job is running.
console.info(`app ready and the admin logged in after ${Date.now() - ready} ms`);
const report = (body) =>
  `total ${String(body.total ?? '-').padStart(6)}  page ${(body.users ?? []).length}`;

console.info(
  `GET /api/users, ${RUNS} runs each, ${args['no-index'] === 'true' ? 'WITHOUT' : 'with'} the trigram indexes:`,
);
await time('/api/health', report); // the framework's floor, for scale
await time('/api/users?q=jose', report); // common: about one user in six
await time('/api/users?q=jos%C3%A9%20p%C3%A9rez', report); // 'josé pérez': common, two words
await time('/api/users?q=zulema', report); // rare: one user
await time('/api/users?q=iturriaga', report); // rare, in the middle of the name
await time('/api/users?q=ZULEMA%40', report); // by e-mail
await time('/api/users?q=nadie-se-llama-asi', report); // nothing
await time('/api/users', report); // the plain list, newest first
await time('/api/users?q=jose&page=40', report); // deep into a common term

// Who gave the planner its statistics: this process's counters (reset by --restart).
const { rows: stats } = await bench.database.db.execute(sql`
  select c.reltuples::bigint as reltuples, s.analyze_count, s.vacuum_count,
         (select count(*) from pg_stats where tablename = 'users')::int as column_stats
  from pg_stat_user_tables s join pg_class c on c.oid = s.relid
  where s.relid = 'public.users'::regclass`);
console.info('users in pg_class and pg_stat_user_tables since start:', stats[0]);
await close();
