// Meal plans at a practice's real size: the starter food table (712 foods since issue 35), a client's plan
// of 7 days x 5 meals x 6 items with two 'o bien' each, through the real app (app.inject)
// on a fresh PGlite. Prints p50/p95 of what the builder and the client's page read, next to
// the framework's floor (/api/health), and what the writes cost: saving the draft,
// publishing (a version, the PDF rendered and stored) and a 500-food CSV import.
//
//   node scripts/perf/meal-plans.mjs [--runs=30] [--publishes=8]
import { args, openBenchDatabase, startBenchApp } from './bench-app.mjs';

const RUNS = Number(args.runs ?? 30);
const PUBLISHES = Number(args.publishes ?? 8);

const bench = await openBenchDatabase('meal-plans');
const { time, close, app, headers } = await startBenchApp(bench, RUNS);

async function call(method, url, payload, extra = {}) {
  const res = await app.inject({ method, url, payload, headers: { ...headers, ...extra } });
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}
async function timed(label, n, fn) {
  const ms = [];
  for (let i = 0; i < n; i++) {
    const t = process.hrtime.bigint();
    await fn(i);
    ms.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  ms.sort((a, b) => a - b);
  const at = (p) => ms[Math.min(ms.length - 1, Math.floor((p / 100) * ms.length))].toFixed(1);
  console.info(
    `${label.padEnd(36)} p50 ${at(50).padStart(7)} ms  p95 ${at(95).padStart(7)} ms  (${n} runs)`,
  );
}

const { alimentos } = await call('GET', '/api/alimentos');
const client = await call('POST', '/api/new-user', {
  name: 'Clienta Perf',
  email: 'clienta@perf.uy',
  password: 'clave-perf-123',
  celPhone: '099123456',
});
const { plan } = await call('POST', '/api/planes-alimentarios', { userId: client.user._id });

// Foods that have a household measure, taken in turn.
const measured = alimentos.filter((f) => f.measures.length > 0);
let next = 0;
const portion = () => {
  const f = measured[next++ % measured.length];
  return { foodId: f._id, amount: 1.5, unit: f.measures[0].name };
};
const SLOTS = ['desayuno', 'almuerzo', 'merienda', 'cena', 'colaciones'];
const DAYS = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'];
const body = {
  title: 'Plan de una semana',
  target: { kcal: 2000, proteinas: 120, grasas: 60, carbohidratos: 240, how: '' },
  content: {
    notes: 'Tomá dos litros de agua por día.',
    days: DAYS.map((name) => ({
      name,
      timesPerWeek: 1,
      meals: SLOTS.map((slot) => ({
        slot,
        time: '',
        notes: 'Comé despacio.',
        items: Array.from({ length: 6 }, () => ({
          ...portion(),
          substitutes: [portion(), portion()],
          note: '',
        })),
      })),
    })),
  },
};
console.info(
  `${alimentos.length} foods in the table; the plan has ${DAYS.length * SLOTS.length * 6} items and ${DAYS.length * SLOTS.length * 12} substitutes`,
);

console.info(`Reads, ${RUNS} runs each:`);
await time('/api/health'); // the framework's floor, for scale
await time('/api/alimentos', (b) => `${b.alimentos.length} foods`);
// The builder's and the recipes' whole table (issue 35 took it from 266 to 712 foods).
await time('/api/alimentos/todos', (b) => `${b.alimentos.length} foods`);
await timed('PUT the draft (7 days, 210 items)', RUNS, () =>
  call('PUT', `/api/planes-alimentarios/${plan._id}`, body),
);
await timed('GET the plan (with totals, list)', RUNS, () =>
  call('GET', `/api/planes-alimentarios/${plan._id}`),
);
await timed('GET the proposed target', RUNS, () =>
  call('GET', `/api/planes-alimentarios/objetivo/${client.user._id}`),
);

console.info('Writes:');
let versions = 0;
await timed('publish (version + PDF + store)', PUBLISHES, async () => {
  const res = await call('POST', `/api/planes-alimentarios/${plan._id}/publicar`);
  versions = res.plan.versions.length;
});
const pdf = await app.inject({ url: `/api/planes-alimentarios/${plan._id}/pdf`, headers });
console.info(
  `${versions} versions published; the PDF is ${(pdf.rawPayload.length / 1024).toFixed(0)} KB`,
);
await timed('GET the PDF', RUNS, async () => {
  const res = await app.inject({ url: `/api/planes-alimentarios/${plan._id}/pdf`, headers });
  if (res.statusCode !== 200) throw new Error(`pdf: ${res.statusCode}`);
});

// A 500-food CSV with decimal commas, as a spreadsheet in Uruguay saves it.
const rows = ['nombre;grupo;kcal;proteinas;carbohidratos;grasas;fibra;medidas;fuente'];
for (let i = 0; i < 500; i++)
  rows.push(
    `Alimento perf ${i};Verduras;${20 + (i % 50)},5;1,2;3,4;0,2;1,1;1 taza=150|1 plato=250;Perf`,
  );
const csv = Buffer.from(rows.join('\n'));
const boundary = '----perf';
const multipart = Buffer.concat([
  Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="archivo"; filename="perf.csv"\r\ncontent-type: text/csv\r\n\r\n`,
  ),
  csv,
  Buffer.from(`\r\n--${boundary}--\r\n`),
]);
const upload = (url) =>
  call('POST', url, multipart, { 'content-type': `multipart/form-data; boundary=${boundary}` });
await timed('import preview, 500 rows', 5, () => upload('/api/alimentos/importar'));
await timed('import confirmed, 500 new rows', 1, () =>
  upload('/api/alimentos/importar?confirmar=1'),
);
await timed('import preview, 500 unchanged rows', 5, () => upload('/api/alimentos/importar'));
await time('/api/alimentos', (b) => `${b.alimentos.length} foods`);
await close();
