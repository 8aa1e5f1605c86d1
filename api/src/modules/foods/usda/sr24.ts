import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import yauzl from 'yauzl';

/**
 * USDA's Standard Reference SR24 (public domain), as Debian's `cronometer` package ships
 * it: usr/share/cronometer/usda_sr24.jar, a zip with one `usda_sr24/NNNNN.xml` per food
 * (a single line of self-closing elements) plus `foods.index`. The extraction reads only
 * this exact jar: another copy could hold other values, and usda-foods.csv must come out
 * byte for byte the same on every machine.
 */
export const SR24_JAR = {
  debianPackage: 'cronometer',
  version: '0.9.9+dfsg1-1',
  sha256: '4944801587983e4fc3f277bdf165e0a171acadda1fe2a38c3b37e6e8e97f20b7',
  /** Where the jar sits inside the package's data archive. */
  pathInDeb: './usr/share/cronometer/usda_sr24.jar',
} as const;

/** A household measure as SR24 writes it: `amount` of `name` weighs `grams`. */
export interface Sr24Measure {
  amount: number;
  name: string;
  grams: number;
}

/** One food: per 100 g; a nutrient SR24 does not give is absent from the map (unknown, not 0). */
export interface Sr24Food {
  uid: string;
  name: string;
  measures: Sr24Measure[];
  nutrients: Map<string, number>;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
};

/** The five predefined XML entities, the only ones SR24's files use. */
export const decodeXml = (s: string): string =>
  s.replace(/&(amp|quot|apos|lt|gt);/g, (_, e: string) => ENTITIES[e]!);

/** `a="1" b="x &amp; y"` -> { a: '1', b: 'x & y' }. */
function attributesOf(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of text.matchAll(/([\w-]+)="([^"]*)"/g)) out.set(m[1]!, decodeXml(m[2]!));
  return out;
}

/** An attribute read as a number; a malformed file is an error naming the food. */
function numberAttr(attrs: Map<string, string>, key: string, where: string): number {
  const n = Number(attrs.get(key));
  if (!attrs.has(key) || !Number.isFinite(n))
    throw new Error(`SR24 ${where}: falta el número ${key} o no se lee`);
  return n;
}

/**
 * One food's XML -> the food. The files are machine-written, one line of `<food ...>`,
 * `<measure .../>` and `<nutrient .../>` elements (23999, a calculator, is a bare
 * `<food .../>`), so an attribute regex reads them without an XML library.
 */
export function parseFoodXml(xml: string): Sr24Food {
  const head = /<food\b([^>]*?)\/?>/.exec(xml);
  if (!head) throw new Error('SR24: el archivo no tiene un elemento <food>');
  const food = attributesOf(head[1]!);
  const uid = food.get('uid');
  if (!uid || !/^\d{5}$/.test(uid)) throw new Error('SR24: un <food> no tiene uid de 5 dígitos');
  const measures = [...xml.matchAll(/<measure\b([^>]*?)\/>/g)].map((m) => {
    const a = attributesOf(m[1]!);
    const amount = numberAttr(a, 'amount', uid);
    return { amount, name: a.get('name') ?? '', grams: numberAttr(a, 'grams', uid) };
  });
  const nutrients = new Map<string, number>();
  for (const m of xml.matchAll(/<nutrient\b([^>]*?)\/>/g)) {
    const a = attributesOf(m[1]!);
    nutrients.set(a.get('name') ?? '', numberAttr(a, 'amount', uid));
  }
  return { uid, name: food.get('name') ?? '', measures, nutrients };
}

/** Every food of the jar, by uid; `foods.index` and other entries are not needed. */
export async function readSr24(jar: Buffer): Promise<Map<string, Sr24Food>> {
  const zip = await yauzl.fromBufferPromise(jar, { lazyEntries: true });
  const foods = new Map<string, Sr24Food>();
  for await (const entry of zip.eachEntry()) {
    if (!/^usda_sr24\/\d{5}\.xml$/.test(entry.fileName)) continue;
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    const food = parseFoodXml(Buffer.concat(chunks).toString('utf8'));
    foods.set(food.uid, food);
  }
  return foods;
}

export const sha256 = (data: Buffer): string => createHash('sha256').update(data).digest('hex');

/** A zip (a jar is one) starts with a local file header: 'PK\x03\x04'. */
const isZip = (data: Buffer) => data.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 3, 4]));

/** The jar if it is the expected one; otherwise an error saying what to do. */
export function checkSr24Jar(data: Buffer, from: string): Buffer {
  const expected = `${SR24_JAR.debianPackage} ${SR24_JAR.version}`;
  if (!isZip(data))
    throw new Error(`${from} no es un zip: se espera el usda_sr24.jar de ${expected}`);
  const actual = sha256(data);
  if (actual !== SR24_JAR.sha256)
    throw new Error(
      `${from} no es el usda_sr24.jar de ${expected} (sha256 ${actual}, se espera ` +
        `${SR24_JAR.sha256}): con otro jar la salida no sería la misma byte a byte. ` +
        'Borralo, o poné en USDA_SR24_JAR la ruta del jar correcto.',
    );
  return data;
}

/** Runs a program without a shell (no quoting, no injection); its stdout, or a plain error. */
function run(program: string, args: string[], options: { cwd?: string; input?: Buffer } = {}) {
  try {
    return execFileSync(program, args, {
      ...options,
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    throw new Error(
      `No se pudo correr ${program} ${args.join(' ')} (${why}). Sin apt, poné en ` +
        `USDA_SR24_JAR la ruta de un usda_sr24.jar de ${SR24_JAR.debianPackage} ${SR24_JAR.version}.`,
    );
  }
}

/**
 * Downloads the pinned package with apt (no root needed for `apt-get download`) and takes
 * the jar out of its data archive: `dpkg-deb --fsys-tarfile deb | tar -x -O <jar>`, each
 * program run on its own so no shell reads a path.
 */
function downloadSr24Jar(workDir: string): Buffer {
  fs.mkdirSync(workDir, { recursive: true });
  const { debianPackage, version } = SR24_JAR;
  run('apt-get', ['download', `${debianPackage}=${version}`], { cwd: workDir });
  const deb = path.join(workDir, `${debianPackage}_${version}_all.deb`);
  const tar = run('dpkg-deb', ['--fsys-tarfile', deb]);
  return run('tar', ['-x', '-O', SR24_JAR.pathInDeb], { input: tar });
}

/**
 * The SR24 jar, checked: `jarPath` (the USDA_SR24_JAR variable) if given, else the copy
 * kept in `workDir` (.tmp/usda/usda_sr24.jar), else one downloaded there. A download is
 * kept only once checked, so a wrong file never stays behind to fail the next run.
 */
export function obtainSr24Jar(options: { jarPath?: string; workDir: string }): Buffer {
  const { jarPath } = options;
  if (jarPath && !fs.existsSync(jarPath))
    throw new Error(`USDA_SR24_JAR dice ${jarPath}, pero ese archivo no existe`);
  if (jarPath) return checkSr24Jar(fs.readFileSync(jarPath), jarPath);
  const kept = path.join(options.workDir, 'usda_sr24.jar');
  if (fs.existsSync(kept)) return checkSr24Jar(fs.readFileSync(kept), kept);
  const jar = checkSr24Jar(downloadSr24Jar(options.workDir), `El jar de ${SR24_JAR.debianPackage}`);
  fs.writeFileSync(kept, jar);
  return jar;
}

// ------------------------------------------------------------------ numbers

/**
 * |n| rounded to `decimals`, half away from zero, as an integer count of 10^-decimals.
 * The digits rounded are those of n's shortest decimal form ('1.45'), not of its binary
 * value (1.4499999…), so 1,45 rounds to 1,5 as a person rounds it, on every machine.
 */
function scaled(n: number, decimals: number): bigint {
  const text = Math.abs(n).toString();
  // Exponent forms only for tiny or huge values, where the binary digits are as good.
  const plain = text.includes('e') ? Math.abs(n).toFixed(20) : text;
  const [int = '0', frac = ''] = plain.split('.');
  const kept = BigInt(int + frac.slice(0, decimals).padEnd(decimals, '0'));
  return (frac[decimals] ?? '0') >= '5' ? kept + 1n : kept;
}

export const roundHalfAway = (n: number, decimals: number): number =>
  (n < 0 ? -1 : 1) * (Number(scaled(n, decimals)) / 10 ** decimals) || 0;

/** 4.5 -> '4,5'; 4 -> '4' (never '4,0' nor '4,50'): the food import reads a decimal comma. */
export function formatDecimal(n: number, decimals: number): string {
  const digits = scaled(n, decimals)
    .toString()
    .padStart(decimals + 1, '0');
  const int = digits.slice(0, digits.length - decimals);
  const frac = digits.slice(digits.length - decimals).replace(/0+$/, '');
  const sign = n < 0 && /[1-9]/.test(digits) ? '-' : '';
  return `${sign}${int}${frac ? `,${frac}` : ''}`;
}

// ------------------------------------------------------------------ measures in Spanish

/** 'usda words, … | cell | cell' rows -> each usda key with its cells: a table that reads as one. */
function table(rows: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const row of rows.trim().split('\n')) {
    const [keys = '', ...cells] = row.split('|').map((c) => c.trim());
    for (const key of keys.split(',')) out.set(key.trim(), cells);
  }
  return out;
}

/** SR24's measure nouns as a household measure says them here, and the gender a size takes. */
const UNITS = table(`
  cup                                         | taza         | f
  tbsp, tablespoon                            | cucharada    | f
  tsp, teaspoon                               | cucharadita  | f
  piece, pieces                               | pieza        | f
  steak                                       | bife         | m
  fillet                                      | filet        | m
  chop                                        | chuleta      | f
  patty, pattie, medallion                    | medallón     | m
  breast                                      | pechuga      | f
  thigh                                       | muslo        | m
  drumstick                                   | pata         | f
  wing                                        | ala          | f
  leg                                         | pata y muslo | f
  head                                        | planta       | f
  leaf, leaves                                | hoja         | f
  sprig, sprigs                               | ramita       | f
  stalk, stalks                               | rama         | f
  spear, spears                               | tallo        | m
  clove                                       | diente       | m
  bulb                                        | cabeza       | f
  ear                                         | choclo       | m
  kernel, kernels                             | grano        | m
  sprout                                      | brote        | m
  wedge                                       | tajada       | f
  ring                                        | aro          | m
  bar, stick                                  | barra        | f
  pat                                         | rulo         | m
  square                                      | cuadradito   | m
  cube                                        | cubito       | m
  cookie, cookies                             | galletita    | f
  cracker, crackers, crispbread               | galleta      | f
  wafer                                       | oblea        | f
  ladyfinger                                  | vainilla     | f
  tortilla                                    | tortilla     | f
  roll                                        | pancito      | m
  pita                                        | pan pita     | m
  croissant                                   | croissant    | m
  muffin                                      | muffin       | m
  pancake                                     | panqueque    | m
  scoop                                       | bocha        | f
  strip, strips                               | tira         | f
  half                                        | mitad        | f
  sardine                                     | sardina      | f
  anchovy, anchovies                          | anchoa       | f
  block                                       | bloque       | m
  glass                                       | vaso         | m
  sheet                                       | lámina       | f
  root                                        | raíz         | f
  gumdrop, gumdrops, gummy                    | gomita       | f
  fruit, item, link, nut, nuts, peanut, egg   | unidad       | f
  potato, pepper, tomato, onion, carrot, beet | unidad       | f
  apple, banana, orange, peach, pear, plum    | unidad       | f
  lemon, lime, kiwi, avocado, fig, date       | unidad       | f
  apricot, leek, artichoke, pomegranate       | unidad       | f
  melon, mushroom, mushrooms, liver, radish   | unidad       | f
  raspberry, raspberries, olive, pimiento     | unidad       | f
`);
const UNIDAD = ['unidad', 'f'];

/** Sizes, feminine and masculine ('1 feta fina', '1 bife grande'); 'regular' says nothing. */
const SIZES = table(`
  small, bite size, snack-size | chica        | chico
  medium                       | mediana      | mediano
  large, big                   | grande       | grande
  extra large, jumbo           | extra grande | extra grande
  mini                         | mini         | mini
  thin                         | fina         | fino
  very thin                    | muy fina     | muy fino
  thick                        | gruesa       | grueso
  regular                      |              |
`);

/** What follows the unit, as the starter table writes it ('1 taza picado'); empty: nothing. */
const DETAILS = table(`
  chopped, chopped or diced, shredded or chopped      | picado
  diced, cubes, cubed                                 | en cubos
  shredded, grated                                    | rallado
  sliced, slices                                      | en rodajas
  halves, halves or slices                            | en mitades
  whole, whole or halves, halves and whole            | entero
  mashed, pureed                                      | en puré
  crushed                                             | triturado
  pieces, chunks, crushed sliced or chunks            | en trozos
  strips, chopped or strips                           | en tiras
  sections                                            | en gajos
  melted                                              | derretido
  ground                                              | molido
  crumbled, crumbled not packed                       | desmenuzado
  crumbs                                              | en migas
  balls                                               | en bolitas
  packed                                              | compacto
  unpacked, not packed                                | suelto
  sifted                                              | tamizado
  unsifted                                            | sin tamizar
  whipped                                             | batido
  cooked                                              | cocido
  raw                                                 | crudo
  pitted, without pits                                | sin carozo
  drained                                             | escurrido
  undrained, with liquid                              | con líquido
  whole kernels                                       | en granos
  with skin                                           | con piel
  without skin                                        | sin piel
  boneless, bone removed                              | sin hueso
  bone and skin removed, bone and skin r              | sin hueso ni piel
  without peel                                        | pelado
  without skin and seeds                              | sin piel ni semillas
  crust not eaten                                     | sin corteza
  round                                               | redondo
  rectangular                                         | rectangular
  inner                                               | interior
  outer                                               | exterior
  leaves                                              | de hojas
  leaves whole                                        | de hojas enteras
  sprigs                                              | de ramitas
  without refuse, excluding refuse, 8 fl oz, stirred  |
  bears, worms, fish, dinosaurs                       |
`);
DETAILS.set('', ['']);

/** Weights and packages say nothing a household measure does; 'serving' is a US label's. */
const NOT_HOUSEHOLD =
  /^(oz|ounces?|lb|pounds?|fl|fluid|g|kg|quarts?|pints?|gallons?|cubic|packages?|packets?|containers?|cans?|jars?|bottles?|bags?|box|boxes|drink|envelope|roast|back|servings?|nlea|portion|recipe|individual|meal|jigger|dash|pinch)\b/;

/** The size words at the start of `words` ('extra large' before 'large'), and the rest. */
function takeSizes(words: string[]): { sizes: string[]; rest: string[] } {
  const sizes: string[] = [];
  let rest = words;
  for (;;) {
    const two = rest.slice(0, 2).join(' ');
    const size = SIZES.has(two) ? two : SIZES.has(rest[0] ?? '') ? rest[0]! : undefined;
    if (!size) return { sizes, rest };
    sizes.push(size);
    rest = rest.slice(size.split(' ').length);
  }
}

/**
 * An SR24 measure name in Spanish, counted as one ('cup, chopped' -> '1 taza picado').
 * null: not a household measure (ounces, packages, the yield of a pound of raw meat), left
 * out on purpose. undefined: no translation yet; extract-cli.ts lists these to extend the
 * tables above. A slice is a 'feta' of meat or cheese and a 'rodaja' of anything else.
 */
export function spanishMeasureName(usda: string, group: string): string | null | undefined {
  const raw = decodeXml(usda).toLowerCase();
  const plain = raw
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[,;]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!plain || /yield/.test(raw) || NOT_HOUSEHOLD.test(plain)) return null;
  const before = takeSizes(plain.split(' '));
  const first = before.rest[0] ?? '';
  const slice = [/^(Carnes|Lácteos)$/.test(group) ? 'feta' : 'rodaja', 'f'];
  const unit = /^slices?$/.test(first) ? slice : UNITS.get(first);
  const after = takeSizes(unit ? before.rest.slice(1) : before.rest);
  const sizes = [...before.sizes, ...after.sizes];
  const detail = DETAILS.get(after.rest.join(' '))?.[0];
  if ((!unit && !sizes.length) || detail === undefined) return undefined;
  const [noun = '', gender] = unit ?? UNIDAD;
  const adjectives = sizes.map((s) => SIZES.get(s)![gender === 'f' ? 0 : 1]);
  // A detail tells the food's state ('1 taza picado'), but agrees with a piece of it ('1 feta cocida').
  const piece = gender === 'f' && !/^(taza|cucharada|cucharadita)$/.test(noun);
  const agreed = piece ? detail.replace(/^(\p{L}+)o\b/u, '$1a') : detail;
  return ['1', noun, ...adjectives, agreed].filter(Boolean).join(' ');
}

/**
 * SR24's measures as the import's `medidas` cell, each weighed for one unit ('0.5 cup =
 * 79 g' is '1 taza=158'), within the import's rules: names unique (the first kept), up to
 * 60 characters, 0,1 to 5000 g, at most 12. Names with no translation go to `leftOut`.
 */
export function householdMeasures(measures: Sr24Measure[], group: string, leftOut: Set<string>) {
  const out = new Map<string, string>();
  for (const m of measures) {
    const name = spanishMeasureName(m.name, group);
    if (name === undefined) leftOut.add(m.name);
    if (!name || m.amount <= 0 || name.length > 60 || out.has(name.toLowerCase())) continue;
    const grams = roundHalfAway(m.grams / m.amount, 1);
    if (grams >= 0.1 && grams <= 5000 && out.size < 12)
      out.set(name.toLowerCase(), `${name}=${formatDecimal(grams, 1)}`);
  }
  return [...out.values()].join('|');
}
