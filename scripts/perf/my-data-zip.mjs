// 'Mis datos' at a long-standing client's size (issue 33): a client with CONTROLS controls of
// 3 photos each (1600 x 1200 JPEG, as the browser sends them), an anamnesis and messages,
// through the real app on a fresh PGlite. Prints p50/p95 of GET /api/mis-datos beside the
// framework's floor (/api/health), then downloads the ZIP over real HTTP (streamed and
// discarded) RUNS times: its time, its size, and how much the server's buffers (Node's
// arrayBuffers, the downloading side's included) grew while making it, against the photos'
// total (the files are read as the ZIP reaches them, so the growth stays well below it).
//
//   node scripts/perf/my-data-zip.mjs [--controls=30] [--runs=5]
import sharp from 'sharp';
import { args, openBenchDatabase, startBenchApp } from './bench-app.mjs';

const CONTROLS = Number(args.controls ?? 30);
const RUNS = Number(args.runs ?? 5);

const bench = await openBenchDatabase('my-data-zip');
const { time, close, app } = await startBenchApp(bench, 30);

const inject = async (method, url, payload, headers = {}) => {
  const res = await app.inject({ method, url, payload, headers });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
};

const reg = await inject('POST', '/api/new-user', {
  name: 'Clienta Datos',
  email: 'clienta@perf.uy',
  password: 'clave-perf-123',
  celPhone: '099123456',
});
const client = { authorization: `Bearer ${reg.token}` };
const id = reg.user._id;

/** A photo as a phone's browser sends it after shrinking: 1600 x 1200, noisy, JPEG 80 %. */
async function photo(seed) {
  const w = 1600;
  const h = 1200;
  const raw = Buffer.alloc(w * h * 3);
  let x = seed * 2654435761;
  for (let i = 0; i < raw.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    raw[i] = (i % 3 === 0 ? 180 : 120) + ((x >>> 24) % 40);
  }
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

let photoBytes = 0;
for (let c = 0; c < CONTROLS; c++) {
  const form = new FormData();
  form.append('userId', id);
  form.append('typo', 'Online');
  form.append('peso', String(70 + (c % 5)));
  for (let p = 0; p < 3; p++) {
    const data = await photo(c * 3 + p + 1);
    photoBytes += data.length;
    form.append('files', new Blob([data], { type: 'image/jpeg' }), `foto-${c}-${p}.jpg`);
  }
  const req = new Request('http://x/', { method: 'POST', body: form });
  const res = await app.inject({
    method: 'POST',
    url: '/api/new-control',
    headers: { ...client, 'content-type': req.headers.get('content-type') },
    payload: Buffer.from(await req.arrayBuffer()),
  });
  if (res.statusCode !== 200) throw new Error(`control ${c}: ${res.statusCode} ${res.body}`);
}
for (let m = 0; m < 20; m++)
  await inject('POST', '/api/sendmensaje', { title: 'Hola', message: `Consulta ${m}` }, client);

console.info(
  `A client with ${CONTROLS} controls, ${CONTROLS * 3} photos (${(photoBytes / 1e6).toFixed(1)} MB), 20 messages`,
);
await time('/api/health');
// time() uses the admin's header: the summary is read as the client.
const ms = [];
for (let i = 0; i < 23; i++) {
  const t = process.hrtime.bigint();
  const res = await app.inject({ url: '/api/mis-datos', headers: client });
  if (res.statusCode !== 200) throw new Error(res.body);
  if (i >= 3) ms.push(Number(process.hrtime.bigint() - t) / 1e6);
}
ms.sort((a, b) => a - b);
console.info(
  `GET /api/mis-datos (client)           p50 ${ms[10].toFixed(1).padStart(7)} ms  p95 ${ms[18].toFixed(1).padStart(7)} ms  (20 runs)`,
);

const address = await app.listen({ port: 0, host: '127.0.0.1' });
for (let r = 0; r < RUNS; r++) {
  const link = await inject('POST', '/api/mis-datos/descarga', undefined, client);
  global.gc?.();
  const before = process.memoryUsage().arrayBuffers;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().arrayBuffers)), 5);
  const t = process.hrtime.bigint();
  const res = await fetch(new URL(new URL(link.url).pathname + new URL(link.url).search, address));
  let size = 0;
  for await (const chunk of res.body) size += chunk.length;
  const elapsed = Number(process.hrtime.bigint() - t) / 1e6;
  clearInterval(sampler);
  console.info(
    `ZIP ${r + 1}: ${res.status}, ${(size / 1e6).toFixed(1)} MB in ${elapsed.toFixed(0)} ms; the server's buffers grew ${((peak - before) / 1e6).toFixed(1)} MB (the photos: ${(photoBytes / 1e6).toFixed(1)} MB)`,
  );
}
await close();
