// The installed app's icons (web/public/icons), drawn from one SVG of the site's leaf in
// the practice's green (#2b8a3e, index.html's theme-color): 'any' icons as the round badge
// the favicon is, and a maskable one whose leaf stays inside the safe circle (80 %) that
// Android crops to. Run once after changing the drawing: node scripts/make-icons.mjs
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const GREEN = '#2b8a3e';
const out = path.resolve(import.meta.dirname, '../web/public/icons');

/** The leaf, centred in a 100 x 100 box, `scale` of its size. */
const leaf = (scale) => `
  <g transform="translate(50 50) scale(${scale}) translate(-50 -50)">
    <path d="M50 12 C82 30 82 70 50 88 C18 70 18 30 50 12 Z" fill="#fff"/>
    <rect x="47.5" y="30" width="5" height="46" rx="2.5" fill="${GREEN}"/>
  </g>`;

const round = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
  <circle cx="50" cy="50" r="48" fill="${GREEN}"/>${leaf(0.72)}</svg>`;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
  <rect width="100" height="100" fill="${GREEN}"/>${leaf(0.62)}</svg>`;

await fs.mkdir(out, { recursive: true });
for (const [name, svg, size] of [
  ['icon-192.png', round, 192],
  ['icon-512.png', round, 512],
  ['maskable-512.png', maskable, 512],
]) {
  await sharp(Buffer.from(svg), { density: 300 })
    .resize(size, size)
    .png({ palette: true, compressionLevel: 9 })
    .toFile(path.join(out, name));
  console.info(name, (await fs.stat(path.join(out, name))).size, 'bytes');
}
