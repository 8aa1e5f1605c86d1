import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

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
 * Our texts speak voseo ('Podés', 'Tenés', 'Elegí'); these tú forms have no other reading.
 * The spec's own messages keep their words (DECISIONS §6): they are the only ones allowed.
 */
const TU_FORMS =
  /(?<![\p{L}])(puedes|tienes|quieres|necesitas|debes|sabes|recuerdas|vienes|eres|elige|selecciona|ingresa|escríbenos|regístrate|asegúrate|fíjate)(?![\p{L}])/iu;
const SPEC_TU_TEXTS = new Set([
  'Tienes que estar de acuerdo con los Términos y condiciones',
  '¿No recuerdas tu contraseña?',
  'Selecciona un día y una hora en el calendario',
]);
const isTu = (text: string) => TU_FORMS.test(text) && !SPEC_TU_TEXTS.has(text);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(rel);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$|\.d\.ts$/.test(e.name) ? [rel] : [];
  });
}

const FILES = SOURCES.flatMap(sourceFiles);
const PROSE = FILES.flatMap((f) => proseOf(f, fs.readFileSync(path.join(ROOT, f), 'utf8')));

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
  it("the check tells tú from vos and lets the spec's own messages through", () => {
    expect(isTu('Si no puedes venir, escribinos')).toBe(true);
    expect(isTu('Elige una contraseña nueva')).toBe(true);
    expect(isTu('Si no podés venir, escribinos. Elegí una contraseña nueva.')).toBe(false);
    expect(isTu('Tienes que estar de acuerdo con los Términos y condiciones')).toBe(false);
  });

  it('no text of ours says tú', () => {
    expect(PROSE.filter((p) => isTu(p.text))).toEqual([]);
  });
});
