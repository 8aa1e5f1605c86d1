import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { openSync, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';

/**
 * The one font every PDF the server writes is set in: DejaVu Sans, embedded (pdfkit keeps
 * only the glyphs a document uses), from the npm package dejavu-fonts-ttf: Latin with its
 * extensions, Greek, Cyrillic, arrows, math and currency signs. The standard Helvetica of a
 * PDF speaks WinAnsi only and wrote 'ő', '≤' or 'µg' as garbage. What the font lacks still
 * (emoji, other scripts) goes through `printable` first: never an empty box, never a '?'.
 * TrueType, not a web font: fontkit inflates a .woff's whole glyph table for every glyph it
 * reads (2.3 s for one plan instead of 0.1 s).
 */

/** The name a document made by `newPdfDocument` knows each style by (its file's, its own). */
export const PDF_FONT = {
  regular: 'DejaVuSans',
  bold: 'DejaVuSans-Bold',
  italic: 'DejaVuSans-Oblique',
} as const;
export type PdfFontStyle = keyof typeof PDF_FONT;
const STYLES = Object.keys(PDF_FONT) as PdfFontStyle[];

// Resolved at run time from node_modules, as the built API finds it too (dist/api).
const resolve = createRequire(import.meta.url).resolve;
const fontFile = (style: PdfFontStyle) => resolve(`dejavu-fonts-ttf/ttf/${PDF_FONT[style]}.ttf`);

const bytes = new Map<PdfFontStyle, Buffer>();
const fontBytes = (style: PdfFontStyle) => {
  let b = bytes.get(style);
  if (!b) bytes.set(style, (b = readFileSync(fontFile(style))));
  return b;
};

/** A pdfkit document set in the embedded font (regular to start with), its styles registered. */
export function newPdfDocument(options: PDFKit.PDFDocumentOptions = {}): PDFKit.PDFDocument {
  const doc = new PDFDocument({ ...options, font: fontFile('regular') });
  for (const style of STYLES) doc.registerFont(PDF_FONT[style], fontBytes(style));
  return doc;
}

let fonts: Font[] | undefined;
const drawn = new Map<number, boolean>();
/** Whether every style draws this code point: a character one of them lacks is replaced in all. */
function isDrawn(codePoint: number): boolean {
  let yes = drawn.get(codePoint);
  if (yes === undefined) {
    fonts ??= STYLES.map((s) => openSync(fontFile(s)));
    yes = fonts.every((f) => f.hasGlyphForCodePoint(codePoint));
    drawn.set(codePoint, yes);
  }
  return yes;
}
const allDrawn = (s: string) => [...s].every((c) => isDrawn(c.codePointAt(0)!));

/** What stands for a character the font lacks (a run of them: a word of another script). */
export const MISSING_MARK = '·';
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|\u20e3/u;
// Stands for a dropped emoji until the spaces around it are tidied: a noncharacter, which
// no font draws, so it never reaches the output otherwise.
const DROPPED = '\uffff';
const graphemes = new Intl.Segmenter('es', { granularity: 'grapheme' });

/**
 * Text as the embedded font can draw it: an emoji is dropped with a space beside it (a pdf
 * cannot show it in colour, and a picture of a fruit says nothing the words do not); any
 * other character the font lacks becomes its letter without accent when the font has that,
 * else '·'; tabs become spaces, other control and invisible format characters go.
 */
export function printable(text: string): string {
  let out = '';
  let missing = false;
  const source = text.normalize('NFC').replace(/\r\n?/g, '\n');
  for (const { segment } of graphemes.segment(source)) {
    // Variation selectors only ask for text or emoji presentation.
    const g = segment.replace(/[\ufe0e\ufe0f]/g, '');
    const wasMissing = missing;
    missing = false;
    if (g === '\n') out += g;
    else if (g === '\t') out += ' ';
    else if (/^\p{Cc}*$/u.test(g)) continue;
    else if (allDrawn(g)) out += g;
    else if (EMOJI.test(g)) out += DROPPED;
    else if (/^\p{Cf}+$/u.test(g)) continue;
    else {
      const base = g.normalize('NFD').replace(/\p{M}/gu, '');
      missing = !base || !allDrawn(base);
      if (!missing) out += base;
      else if (!wasMissing) out += MISSING_MARK;
    }
  }
  if (!out.includes(DROPPED)) return out;
  // Dropped emoji take the spaces beside them along: no line starts or ends with a space, no
  // two words stand two spaces apart, words that a space parted stay parted.
  return out.replace(/ *\uffff[ \uffff]*/g, (run, at: number) => {
    const lineStart = at === 0 || out[at - 1] === '\n';
    const lineEnd = at + run.length === out.length || out[at + run.length] === '\n';
    return run.includes(' ') && !lineStart && !lineEnd ? ' ' : '';
  });
}
