import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { PLAN_TYPE_QUERIES, PLAN_TYPES } from '@contract/catalog';
import { CONTROL_TYPES } from '@contract/clinical';
import { USER_TYPES } from '@contract/users';

/**
 * Every text a person reads is written with its accents (DECISIONS §6): the web's source
 * texts, the contract's catalogs and the mails. The check reads string literals, template
 * text and JSX text only; identifiers, object keys, import paths, URLs and paths (the API's
 * `dias`, `/auth/terminos-y-condiciones`) are not prose and are not read.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCES = ['web/src', 'contract', 'api/src/mail'];

/** Words Spanish always writes with an accent, spelled without it. */
const UNACCENTED = [
  'telefono',
  'terminos',
  'titulo',
  'imagenes',
  'dolares',
  'promocion',
  'descripcion',
  'informacion',
  'ultimo',
  'numero',
  'dias',
];

// A whole word: no letter, digit, '_', '-' or '/' on either side ('dias-libres' is a path).
const UNACCENTED_RE = new RegExp(
  `(?<![\\p{L}\\p{N}_/-])(${UNACCENTED.join('|')})(?![\\p{L}\\p{N}_/-])`,
  'giu',
);

/** The unaccented words of one text. */
function unaccentedWords(text: string): string[] {
  return [...text.matchAll(UNACCENTED_RE)].map((m) => m[0]);
}

/** An URL, a path or a route key ('POST /agenda/dias-libres'): not prose. */
const isPathLike = (text: string) => /^(\/|\.\.?\/|[a-z]+:\/\/|[A-Z]+ \/)/.test(text.trim());

function isNotProse(node: ts.Node): boolean {
  const parent = node.parent;
  return (
    // { 'dias': … } and import … from '…', export … from '…', import('…')
    ((ts.isPropertyAssignment(parent) ||
      ts.isPropertySignature(parent) ||
      ts.isMethodDeclaration(parent)) &&
      parent.name === node) ||
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    ts.isExternalModuleReference(parent) ||
    (ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.ImportKeyword) ||
    // a['dias'], type T = 'dias'
    (ts.isElementAccessExpression(parent) && parent.argumentExpression === node) ||
    ts.isLiteralTypeNode(parent)
  );
}

type Prose = { file: string; line: number; text: string };

/** The prose of one source file: its string literals, template texts and JSX texts. */
function proseOf(fileName: string, source: string): Prose[] {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const found: Prose[] = [];
  const visit = (node: ts.Node) => {
    let text: string | undefined;
    if (ts.isJsxText(node)) text = node.text;
    else if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    )
      text = isNotProse(node) || isPathLike(node.text) ? undefined : node.text;
    if (text?.trim())
      found.push({
        file: fileName,
        line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1,
        text: text.replace(/\s+/g, ' ').trim(),
      });
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** The texts of one source file that miss an accent, with the words. */
const findUnaccented = (fileName: string, source: string) =>
  proseOf(fileName, source).flatMap((p) => {
    const words = unaccentedWords(p.text);
    return words.length ? [{ ...p, words }] : [];
  });

/**
 * Our texts speak voseo ('Podés', 'Tenés', 'Elegí'), the spec's own messages too
 * (DECISIONS §6: 'Completá el nombre', '¿Te olvidaste de tu contraseña?'). These tú forms
 * have no other reading.
 */
const TU_FORMS =
  /(?<![\p{L}])(puedes|tienes|quieres|necesitas|debes|sabes|recuerdas|vienes|eres|crees|haces|prefieres|escríbenos|contáctanos|regístrate|asegúrate|fíjate|inténtalo|descárgalo|descárgala|revísalo)(?![\p{L}])/iu;
/**
 * Tú and usted imperatives that open a sentence ('Completa el nombre', 'Elige una…',
 * 'Ingrese su email'); mid-sentence the same words are nouns, adjectives or a third person
 * ('anamnesis completa', 'quien administra el servidor elige…'), so only a sentence's
 * first word is read.
 */
const TU_IMPERATIVES =
  /(?:^|[.!?¡¿:;]\s*)(recuerda|completa|intenta|revisa|escribe|haz|elige|selecciona|ingresa|ingrese|seleccione|complete|intente|revise|escriba|elija|haga|vuelva)\s/iu;
const isTu = (text: string) => TU_FORMS.test(text) || TU_IMPERATIVES.test(text);

/**
 * Stored enumeration values (DECISIONS §6) are data, not prose: the plan and control types
 * ('Online', 'Controles Online'), the user types ('guest'). A text that is one of them is
 * not read; nor is a value quoted inside a text ("'Online' (a distancia)").
 */
const STORED = new Set<string>([
  ...PLAN_TYPES,
  ...PLAN_TYPE_QUERIES,
  ...CONTROL_TYPES,
  ...USER_TYPES,
]);
/**
 * What no person should read: English ('guest', 'Online'/'Offline' in prose: 'a distancia',
 * 'presencial'), 'Bienvenido/a' and other gender slashes, and Spanish plurals patched with
 * '(s)' or '(es)' ('día(s)', 'control(es)': formatCount in contract/numbers.ts says them).
 */
const NOT_OURS =
  /(?<![\p{L}'"])(guest|online|offline)(?![\p{L}'"])|(?<![\p{L}])bienvenidos?(?![\p{L}])|\p{L}(o\/a|os\/as|o\(a\))(?![\p{L}])|[aeiouáéíóú]\(s\)|[^\P{L}aeiouáéíóú]\(es\)(?![\p{L}])/iu;
const isNotOurs = (text: string) => !STORED.has(text) && NOT_OURS.test(text);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(rel);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$|\.d\.ts$/.test(e.name) ? [rel] : [];
  });
}

const FILES = SOURCES.flatMap(sourceFiles);
const PROSE = FILES.flatMap((f) => proseOf(f, fs.readFileSync(path.join(ROOT, f), 'utf8')));
/** Voseo and the rest are read in all of the api too: its errors, notices, PDFs and CLIs. */
const ALL_PROSE = [
  ...PROSE,
  ...sourceFiles('api/src')
    .filter((f) => !f.startsWith('api/src/mail/'))
    .flatMap((f) => proseOf(f, fs.readFileSync(path.join(ROOT, f), 'utf8'))),
];

describe('texts carry their accents', () => {
  it('the check refuses unaccented words and lets the rest through', () => {
    expect(unaccentedWords('Titulo')).toEqual(['Titulo']);
    expect(unaccentedWords('Costo en Dolares, Video Promocion y DIAS')).toEqual([
      'Dolares',
      'Promocion',
      'DIAS',
    ]);
    expect(unaccentedWords('Título, Imágenes, dólares, promoción, días, teléfono')).toEqual([]);
    expect(unaccentedWords('/agenda/dias-libres celPhone titulos numerosos')).toEqual([]);

    const sample = [
      "import { x } from './titulo';",
      "const paths = { dias: '/agenda/dias-libres', 'telefono': 1 };",
      "type Field = 'numero';",
      'const label = <TextInput label="Titulo" />;',
      'const text = <p>Ultimo control: {x}</p>;',
      'const mail = `Tu numero de turno es ${n}`;',
    ].join('\n');
    expect(findUnaccented('sample.tsx', sample).map(({ line, words }) => [line, words])).toEqual([
      [4, ['Titulo']],
      [5, ['Ultimo']],
      [6, ['numero']],
    ]);
  });

  it('no text of the web, the contract or the mails misses its accent', () => {
    expect(FILES.length).toBeGreaterThan(100);
    const found = PROSE.flatMap((p) => {
      const words = unaccentedWords(p.text);
      return words.length ? [{ ...p, words }] : [];
    });
    expect(found).toEqual([]);
  });
});

describe('our texts speak voseo', () => {
  it('the check tells tú and usted from vos, and an imperative from a noun', () => {
    expect(isTu('Si no puedes venir, escribinos')).toBe(true);
    expect(isTu('Elige una contraseña nueva')).toBe(true);
    expect(isTu('Tienes que estar de acuerdo con los Términos y condiciones')).toBe(true);
    expect(isTu('¿No recuerdas tu contraseña?')).toBe(true);
    expect(isTu('Selecciona un día y una hora en el calendario')).toBe(true);
    expect(isTu('Ingresa tu email')).toBe(true);
    expect(isTu('Completa el nombre')).toBe(true);
    expect(isTu('Por favor completa todos los campos')).toBe(false);
    expect(isTu('Por favor, completa todos los campos')).toBe(false);
    expect(isTu('Guardado. Recuerda volver mañana')).toBe(true);
    expect(isTu('Ingrese su contraseña')).toBe(true);
    expect(isTu('Escribinos si crees que es un error')).toBe(true);
    expect(isTu('Si no podés venir, escribinos. Elegí una contraseña nueva.')).toBe(false);
    expect(isTu('Tenés que estar de acuerdo con los Términos y condiciones')).toBe(false);
    expect(isTu('Completá el nombre. Seleccioná un día y una hora en el calendario')).toBe(false);
    expect(isTu('Con la anamnesis completa, tu plan está listo')).toBe(false);
    expect(isTu('Descarga un archivo pago ya comprado')).toBe(false);
    expect(isTu('Con la aplicación detenida, elige dónde va a quedar')).toBe(false);
  });

  it('no text of ours says tú', () => {
    expect(ALL_PROSE.filter((p) => isTu(p.text))).toEqual([]);
  });
});

describe('no English, no gender slashes, no plurals patched with (s)', () => {
  it('the check refuses them and lets stored values and proper Spanish through', () => {
    for (const bad of [
      'Cliente (guest)',
      'Planes personalizados online',
      'Crear nuevo control Online',
      '¡Bienvenido/a!',
      'Bienvenido a tu cuenta',
      '3 día(s) de atraso',
      '1 archivo(s) en images',
      '2 control(es)',
      'Estimado/a cliente',
    ])
      expect([bad, isNotOurs(bad)]).toEqual([bad, true]);
    for (const good of [
      'guest',
      'Online',
      'Offline',
      'Controles Online',
      'Te damos la bienvenida',
      'Planes personalizados a distancia',
      "Tipo de control inválido: 'Online' (a distancia) u 'Offline' (presencial)",
      '1 día, 3 días',
      // English only the server's log reads: no Spanish word patched.
      'reminder(s) not sent',
    ])
      expect([good, isNotOurs(good)]).toEqual([good, false]);
  });

  it('no text of ours has them', () => {
    expect(ALL_PROSE.filter((p) => isNotOurs(p.text))).toEqual([]);
  });
});
