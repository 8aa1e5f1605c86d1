// What the perf scripts that start a real server share: a free port, the RSS of a
// process tree, a pause, the built server on a fresh data dir with the demo catalog, calls
// to its API, and a client's published meal plan.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** A TCP port free on 127.0.0.1 right now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** RSS in bytes of pid and its descendants, from /proc (a build must not linger unseen). */
export function treeRss(pid) {
  const children = new Map();
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${d}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(d));
    } catch {
      // gone meanwhile
    }
  }
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop();
    try {
      const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'));
      total += m ? Number(m[1]) * 1024 : 0;
    } catch {
      // gone meanwhile
    }
    stack.push(...(children.get(p) ?? []));
  }
  return total;
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Until the server at `base` answers /api/health; throws if `child` exits or 10 minutes pass. */
export async function untilHealthy(base, child, output = () => '') {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output()}`);
    if (Date.now() - started > 600_000) throw new Error('no /api/health in 10 minutes');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
}

/**
 * The server as `npm start` runs it, on a fresh data dir with the demo catalog and the
 * starter food table, its limits out of the way; `admin` signs in as the nutritionist.
 */
/** `root`: the checkout whose build runs (another one's, to compare two builds). */
export async function startDemoServer(name, root = repoRoot) {
  const admin = { email: `admin@${name}.uy`, password: `admin-${name}-123` };
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `nutri-${name}-`));
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      PUBLIC_URL: `http://localhost:${port}`,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_GLOBAL_MAX: '100000000',
      RATE_LIMIT_AUTH_MAX: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://localhost:${port}`;
  await untilHealthy(base, child);
  return {
    base,
    admin,
    stop: () => {
      child.kill('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A JSON call to the API; throws on anything but 2xx. */
export async function api(base, method, url, body, token) {
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body && JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/**
 * A week of five meals from the starter food table, published for the client: the plan a
 * client opens on the phone (its id).
 */
export async function clientPlan(base, adminToken, clientId) {
  const { alimentos } = await api(base, 'GET', '/alimentos', undefined, adminToken);
  const food = (i) => alimentos[(i * 7) % alimentos.length];
  const item = (i) => ({
    foodId: food(i)._id,
    amount: food(i).measures[0] ? 1 : 100,
    unit: food(i).measures[0]?.name ?? 'g',
    substitutes: [],
    note: '',
  });
  const slots = [
    ['desayuno', '8:00'],
    ['almuerzo', '13:00'],
    ['merienda', '17:00'],
    ['cena', '21:00'],
  ];
  const { plan } = await api(
    base,
    'POST',
    '/planes-alimentarios',
    { userId: clientId, title: 'Plan de la semana' },
    adminToken,
  );
  await api(
    base,
    'PUT',
    `/planes-alimentarios/${plan._id}`,
    {
      title: 'Plan de la semana',
      target: null,
      content: {
        notes: 'Tomá dos litros de agua por día.',
        days: [
          {
            name: 'Día tipo',
            timesPerWeek: 7,
            meals: slots.map(([slot, time], m) => ({
              slot,
              time,
              notes: '',
              items: [0, 1, 2, 3].map((k) => item(m * 4 + k)),
            })),
          },
        ],
      },
    },
    adminToken,
  );
  await api(base, 'POST', `/planes-alimentarios/${plan._id}/publicar`, undefined, adminToken);
  return plan._id;
}
