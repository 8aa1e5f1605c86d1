import sharp from 'sharp';

/**
 * Demo pictures drawn from SVG at seed time (no binaries in the repository): soft
 * gradients with fruit and leaf shapes in the brand's palette. No text, so no fonts needed.
 */
const PALETTES = [
  ['#2b8a3e', '#94d82d', '#fff3bf', '#f76707'],
  ['#0b7285', '#66d9e8', '#e6fcf5', '#fab005'],
  ['#5f3dc4', '#b197fc', '#fff0f6', '#ff6b6b'],
  ['#e67700', '#ffd43b', '#fff9db', '#2f9e44'],
  ['#c2255c', '#faa2c1', '#fff5f5', '#37b24d'],
  ['#1864ab', '#74c0fc', '#e7f5ff', '#fd7e14'],
] as const;

function svg(width: number, height: number, seed: number): string {
  const [dark, mid, light, accent] = PALETTES[seed % PALETTES.length]!;
  const r = Math.min(width, height);
  // A small deterministic generator, so the same seed always draws the same picture.
  let s = seed * 9301 + 49297;
  const rand = () => (s = (s * 9301 + 49297) % 233280) / 233280;
  const fruits = Array.from({ length: 7 }, () => {
    const cx = rand() * width;
    const cy = rand() * height;
    const rr = r * (0.08 + rand() * 0.12);
    const color = [mid, accent, light][Math.floor(rand() * 3)];
    return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${rr.toFixed(0)}" fill="${color}" opacity="0.85"/>
      <path d="M${cx.toFixed(0)} ${(cy - rr).toFixed(0)} q ${(rr * 0.4).toFixed(0)} ${(-rr * 0.6).toFixed(0)} ${(rr * 0.8).toFixed(0)} ${(-rr * 0.5).toFixed(0)} q ${(-rr * 0.2).toFixed(0)} ${(rr * 0.5).toFixed(0)} ${(-rr * 0.8).toFixed(0)} ${(rr * 0.5).toFixed(0)}z" fill="${dark}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.85}" cy="${height * 0.2}" r="${r * 0.45}" fill="${dark}" opacity="0.12"/>
    ${fruits}
  </svg>`;
}

export function demoImage(width: number, height: number, seed: number): Promise<Buffer> {
  return sharp(Buffer.from(svg(width, height, seed)))
    .jpeg({ quality: 78, mozjpeg: true })
    .toBuffer();
}
