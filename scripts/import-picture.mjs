// `node scripts/import-picture.mjs [out.svg]`: draws api/src as a building (docs/api-imports.svg
// by default). Each room is a module or an infrastructure folder, with its file count; each
// room stands above what it imports; an arrow is an import between rooms, grey when it runs
// down, red when it runs up (only a foreign key between table files may, and it is drawn
// dashed). Imports within the top floor (main, app, site, seed) or within the
// infrastructure floor are not drawn: those rooms are folders whose files have no circle. The same graph the lint rules and api/src/architecture.test.ts read
// (eslint/import-graph.js). Tests are left out: they may reach anywhere.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importGraph } from '../eslint/import-graph.js';
import { MODULE_LAYERS } from '../eslint/module-layers.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.resolve(process.argv[2] ?? path.join(root, 'docs/api-imports.svg'));

const INFRA = ['cache', 'config', 'clock', 'db', 'http', 'mail', 'media', 'payments', 'plugins'];
const TOP = ['app', 'main', 'site', 'seed'];
// Floors from the top: what composes, the module layers (highest first), the infrastructure.
const floors = [TOP, ...[...MODULE_LAYERS].reverse(), INFRA];
const floorOf = new Map(floors.flatMap((rooms, i) => rooms.map((r) => [r, i])));

/** The room of a file: its module, its infrastructure folder, or a top-level file's name. */
function roomOf(file) {
  const rel = path.relative(path.join(root, 'api/src'), file);
  if (rel.startsWith('..') || /\.test\.ts$/.test(rel)) return null;
  const parts = rel.split(path.sep);
  if (parts[0] === 'modules') return parts.length > 2 ? parts[1] : null;
  const name = parts.length === 1 ? parts[0].replace(/\.ts$/, '') : parts[0];
  return floorOf.has(name) ? name : null;
}

const graph = importGraph(root, ['api/src']);
const files = new Map();
const arrows = new Map();
for (const [file, targets] of graph) {
  const from = roomOf(file);
  if (!from) continue;
  files.set(from, (files.get(from) ?? 0) + 1);
  for (const target of targets) {
    const to = roomOf(target);
    if (!to || to === from) continue;
    const key = `${from}>${to}`;
    const tablesOnly = file.endsWith('.tables.ts') && target.endsWith('.tables.ts');
    const prev = arrows.get(key);
    arrows.set(key, { from, to, tablesOnly: (prev?.tablesOnly ?? true) && tablesOnly });
  }
}

const W = 150;
const H = 44;
const GAP_X = 30;
const GAP_Y = 70;
const width = Math.max(...floors.map((f) => f.length)) * (W + GAP_X) + GAP_X;
const pos = new Map();
floors.forEach((rooms, i) => {
  const rowWidth = rooms.length * (W + GAP_X) - GAP_X;
  rooms.forEach((room, j) => {
    pos.set(room, { x: (width - rowWidth) / 2 + j * (W + GAP_X), y: 40 + i * (H + GAP_Y) });
  });
});
const height = 40 + floors.length * (H + GAP_Y);

const esc = (s) => s.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]);
const lines = [];
let upward = 0;
for (const { from, to, tablesOnly } of arrows.values()) {
  const a = pos.get(from);
  const b = pos.get(to);
  // Modules of one layer never import each other; the top files and the infrastructure
  // folders may, within their floor (no file circle: eslint/no-import-cycle.js).
  const sameFloor = floorOf.get(to) === floorOf.get(from);
  const up =
    floorOf.get(to) < floorOf.get(from) ||
    (sameFloor && !TOP.includes(from) && !INFRA.includes(from));
  if (sameFloor && !up) continue;
  if (up && !tablesOnly) {
    upward += 1;
    console.error(`An arrow runs up: ${from} -> ${to}`);
  }
  const color = up ? '#c92a2a' : '#868e96';
  const dash = up && tablesOnly ? ' stroke-dasharray="4 3"' : '';
  const [y1, y2] = up ? [a.y, b.y + H] : [a.y + H, b.y];
  lines.push(
    `<line x1="${a.x + W / 2}" y1="${y1}" x2="${b.x + W / 2}" y2="${y2}" stroke="${color}" stroke-width="1" marker-end="url(#head)"${dash}/>`,
  );
}
const rooms = [...pos].map(([room, { x, y }]) => {
  const kind = TOP.includes(room) ? '#e7f5ff' : INFRA.includes(room) ? '#f1f3f5' : '#ebfbee';
  return `<rect x="${x}" y="${y}" width="${W}" height="${H}" rx="6" fill="${kind}" stroke="#495057"/><text x="${x + W / 2}" y="${y + 20}" text-anchor="middle" font-size="14">${esc(room)}</text><text x="${x + W / 2}" y="${y + 36}" text-anchor="middle" font-size="11" fill="#495057">${files.get(room) ?? 0} file${files.get(room) === 1 ? '' : 's'}</text>`;
});
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif">
<defs><marker id="head" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z" fill="#868e96"/></marker></defs>
<rect width="100%" height="100%" fill="#fff"/>
${lines.join('\n')}
${rooms.join('\n')}
</svg>
`;
fs.writeFileSync(out, svg);
console.info(
  `${path.relative(root, out)}: ${pos.size} rooms, ${arrows.size} arrows, ${upward} running up (not a foreign key between table files).`,
);
process.exitCode = upward === 0 ? 0 : 1;
