import { EXCHANGE_SOURCE, exchangeList, type ExchangeGroup } from '@contract/exchanges';
import { formatKcal } from '@contract/numbers';
import { newPdfDocument, PDF_FONT, printable } from '../../pdf/fonts';
import { allFoods } from '../foods';
import {
  GRAY,
  GREEN,
  letterhead,
  MARGIN,
  numberPages,
  pdfBytes,
  pdfWriter,
  type PdfIdentity,
  type Write,
} from './meal-plan-pdf';
import { pdfIdentity } from './meal-plan-publishing.service';
import { getMealPlan } from './meal-plan-reading.service';
import type { Caller, MealPlansDeps } from './meal-plan-store';

/**
 * 'Lista de intercambios' (issue 35), printed beside the plan: per food group of the plan,
 * every food of the table in the amount of one exchange (contract/exchanges.ts), so that
 * the client can swap a food for another of its group.
 */

export const EXCHANGE_LIST_FILENAME = 'lista-de-intercambios.pdf';
export const EXCHANGE_LIST_INTRO =
  'Podés cambiar un alimento por otro del mismo grupo en la cantidad indicada: aportan la misma energía.';
const EMPTY =
  'Los alimentos de este plan no son de grupos con intercambios (panificados y cereales, frutas, verduras, lácteos, carnes, legumbres, grasas o azúcares).';

export interface ExchangeListPdfData {
  practice: PdfIdentity;
  /** The client's name; null for a template, which is nobody's. */
  client: string | null;
  title: string;
  /**
   * 'Mostrar calorías y macros al cliente' (DECISIONS §16): off, no energy is printed,
   * not even the group's reference; the foods and their amounts still are.
   */
  showNumbers: boolean;
  lists: readonly ExchangeGroup[];
}

/**
 * The exchange list of a plan as its reader has the plan: getMealPlan decides which (the
 * admin's draft, a client's latest published version, 404 before the first; `asClient`,
 * the admin's of the client's) and whether the numbers show. Its groups are those of the
 * plan's foods; its foods, every food of the table in use (not only the plan's: the list
 * is there to widen the choice).
 */
export async function mealPlanExchangeList(
  deps: MealPlansDeps,
  me: Caller,
  id: string,
  opts: { asClient?: boolean } = {},
): Promise<{ data: Buffer; filename: string }> {
  const plan = await getMealPlan(deps, me, id, opts);
  const groups = [...new Set(plan.foods.map((f) => f.group))];
  const data = await renderExchangeListPdf({
    practice: await pdfIdentity(deps),
    client: plan.cliente?.name ?? null,
    title: plan.title,
    showNumbers: plan.showNumbers,
    lists: exchangeList(await allFoods(deps), groups),
  });
  return { data, filename: EXCHANGE_LIST_FILENAME };
}

/** The list as an A4 PDF: her letterhead, who and which plan it is for, each group's foods, the source. */
export function renderExchangeListPdf(data: ExchangeListPdfData): Promise<Buffer> {
  const doc = newPdfDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `Lista de intercambios: ${data.title}`, Author: data.practice.name },
  });
  const done = pdfBytes(doc);
  const write = pdfWriter(doc);

  letterhead(doc, data.practice, write);
  write('Lista de intercambios', { size: 18, bold: true });
  if (data.client) write(`Para: ${data.client}`, { size: 11 });
  write(`Plan: ${data.title}`, { size: 10, color: GRAY, gap: 0.5 });
  write(EXCHANGE_LIST_INTRO, { size: 10 });

  if (data.lists.length === 0) {
    doc.moveDown(0.6);
    write(EMPTY, { size: 10, italic: true, color: GRAY });
  }
  for (const list of data.lists) writeGroup(doc, write, list, data.showNumbers);

  doc.moveDown(1);
  write(EXCHANGE_SOURCE, { size: 8, color: GRAY });

  numberPages(doc, (page, count) =>
    [data.practice.name, data.client, 'Lista de intercambios', `página ${page} de ${count}`]
      .filter(Boolean)
      .join(' · '),
  );
  doc.end();
  return done;
}

const ITEM_SIZE = 10;
const ROW_GAP = 3;
const COLUMN_GAP = 20;
/** What a group's heading takes above its first food: the space before it, itself, the gap after. */
const HEADING_ROOM = 36;

/** A group's heading, with its reference energy only when the plan shows numbers. */
const headingOf = (list: ExchangeGroup, showNumbers: boolean) =>
  showNumbers ? `${list.group} · cada intercambio ≈ ${formatKcal(list.kcal)}` : list.group;

/** A short portion never wraps ('4 cucharadas soperas (60 g)' stays whole); nor does a number leave its unit. */
const NBSP = '\u00a0';
const SHORT_PORTION = 32;
function unbroken(portion: string): string {
  const glued = portion.replace(/(\d) (?=(g|kg|ml|litros?)\b)/g, `$1${NBSP}`);
  return glued.length <= SHORT_PORTION ? glued.replace(/ /g, NBSP) : glued;
}

/** Each of the two columns' width. */
const columnWidth = (doc: PDFKit.PDFDocument) => (doc.page.width - 2 * MARGIN - COLUMN_GAP) / 2;

/**
 * A group: its heading, then its foods in two columns, read down the left one, then the
 * right one. A heading never ends a page: it moves to the next one with its first foods;
 * a group longer than what is left of a page goes on under '(continúa)'.
 */
function writeGroup(
  doc: PDFKit.PDFDocument,
  write: Write,
  list: ExchangeGroup,
  showNumbers: boolean,
): void {
  const column = columnWidth(doc);
  doc.font(PDF_FONT.regular).fontSize(ITEM_SIZE);
  const rows = list.items.map((i): Row => {
    const line = printable(`${i.food.name}: ${unbroken(i.text)}`);
    return { line, height: doc.heightOfString(line, { width: column }) + ROW_GAP };
  });
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  let heading = headingOf(list, showNumbers);
  let next = 0;
  while (next < rows.length) {
    if (doc.y + HEADING_ROOM + rows[next]!.height > bottom()) doc.addPage();
    doc.moveDown(0.6);
    write(heading, { size: 12, bold: true, color: GREEN, gap: 0.2 });
    const top = doc.y;
    const rest = rows.slice(next);
    const [left, right] = columnsThatFit(
      rest.map((r) => r.height),
      bottom() - top,
    );
    const leftEnd = writeColumn(doc, rest.slice(0, left), MARGIN, top);
    const rightEnd = writeColumn(
      doc,
      rest.slice(left, left + right),
      MARGIN + column + COLUMN_GAP,
      top,
    );
    next += left + right;
    doc.x = MARGIN;
    doc.y = Math.max(leftEnd, rightEnd);
    heading = `${list.group} (continúa)`;
    if (next < rows.length) doc.addPage();
  }
}

/** A food of a list as printed, and the height it takes in its column. */
interface Row {
  line: string;
  height: number;
}

/** Writes `rows` one under another from (`x`, `top`); answers where the column ends. */
function writeColumn(
  doc: PDFKit.PDFDocument,
  rows: readonly Row[],
  x: number,
  top: number,
): number {
  doc.font(PDF_FONT.regular).fontSize(ITEM_SIZE).fillColor('#222222');
  let y = top;
  for (const { line, height } of rows) {
    doc.text(line, x, y, { width: columnWidth(doc) });
    y += height;
  }
  return y;
}

/**
 * How many of the rows (by height) go in the left column and how many in the right one
 * within `room`: when the whole group fits, split where the columns come out most even
 * (a short group reads as two even columns); else the left column full, then the right
 * one, the rest for the next page. At least one row, so that a page always moves the list on.
 */
export function columnsThatFit(heights: readonly number[], room: number): [number, number] {
  const sum = (from: number, to: number) => heights.slice(from, to).reduce((s, h) => s + h, 0);
  const n = heights.length;
  let even = n;
  for (let k = n; k >= 0; k--)
    if (Math.max(sum(0, k), sum(k, n)) < Math.max(sum(0, even), sum(even, n))) even = k;
  if (sum(0, even) <= room && sum(even, n) <= room) return [even, n - even];
  const fill = (from: number) => {
    let count = 0;
    let used = 0;
    while (from + count < n && used + heights[from + count]! <= room)
      used += heights[from + count++]!;
    return count;
  };
  const left = Math.max(1, fill(0));
  return [left, fill(left)];
}
