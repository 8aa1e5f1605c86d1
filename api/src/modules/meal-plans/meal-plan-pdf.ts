import { indexRecipes, optionLetter } from '@contract/nutrition';
import {
  weekdaysSpan,
  type TPlanContent,
  type TPlanFood,
  type TPlanRecipe,
  type TPlanTarget,
} from '@contract/meal-plans';
import type { TNutrients } from '@contract/foods';
import { dayTotals, indexFoods, mealTotals } from '@contract/nutrition';
import { formatKcal, formatQuantity } from '@contract/numbers';
import { portionLine, recipeIngredientsText, recipeLine } from '@contract/portions';
import { alternativeText, shoppingLineText, shoppingList } from '@contract/shopping';
import { formatInMontevideo } from '@contract/time';
import { plainText } from '@contract/plain-text';
import { newPdfDocument, PDF_FONT, printable } from '../../pdf/fonts';

/**
 * The nutritionist as the paper carries her (docs/decisions/0014): what she wrote in
 * Editar Web, each line left out while empty.
 */
export interface PdfIdentity {
  name: string;
  title: string;
  registration: string;
  /** As people read it: '099 123 456' (contract/phone.ts formatPhone). */
  whatsapp: string;
  address: string;
  /** Her photo (PNG or JPEG), or null: then no picture, never a placeholder. */
  photo: Buffer | null;
}

/** What a published version's PDF shows: everything frozen at publication. */
export interface MealPlanPdfData {
  practice: PdfIdentity;
  client: string;
  title: string;
  version: number;
  publishedAt: Date;
  content: TPlanContent;
  target: TPlanTarget | null;
  foods: readonly TPlanFood[];
  /** The recipes its meals name, as they were made when it was published. */
  recipes: readonly TPlanRecipe[];
  /**
   * 'Mostrar calorías y macros al cliente' (DECISIONS §16): off, the paper has foods and
   * amounts but no kcal, macros, target or formula.
   */
  showNumbers: boolean;
}

/** A portion as the client reads it (contract/portions.ts): '2 rebanadas de pan de molde (60 g)'. */
export { portionLine };

const totalsLine = (n: TNutrients) =>
  `${formatKcal(n.kcal)} · proteínas ${formatQuantity(n.proteinas, 'g')} · grasas ${formatQuantity(n.grasas, 'g')} · carbohidratos ${formatQuantity(n.carbohidratos, 'g')} · fibra ${formatQuantity(n.fibra, 'g')}`;

// Shared with the exchange list (exchange-list.ts): her papers look alike.
export const MARGIN = 50;
/** The site's green: the theme's primary shade (web/src/app/theme.ts, green 8), AA on white. */
export const GREEN = '#237a36';
export const GRAY = '#555555';

export type Write = (
  text: string,
  o?: {
    size?: number;
    bold?: boolean;
    italic?: boolean;
    color?: string;
    indent?: number;
    gap?: number;
  },
) => void;

/** A paragraph from the left margin (and `indent`) to the right one, in the embedded font. */
export function pdfWriter(doc: PDFKit.PDFDocument): Write {
  const width = doc.page.width - 2 * MARGIN;
  return (text, o = {}) => {
    doc
      .font(PDF_FONT[o.bold ? 'bold' : o.italic ? 'italic' : 'regular'])
      .fontSize(o.size ?? 10)
      .fillColor(o.color ?? '#222222')
      .text(printable(text), MARGIN + (o.indent ?? 0), undefined, {
        width: width - (o.indent ?? 0),
      });
    if (o.gap) doc.moveDown(o.gap);
  };
}

/** The document's bytes once it ends. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/**
 * Page numbers once every page exists (the document buffers its pages): `line` of each,
 * centred in the bottom margin, where writing must not start a page of its own.
 */
export function numberPages(
  doc: PDFKit.PDFDocument,
  line: (page: number, count: number) => string,
): void {
  const width = doc.page.width - 2 * MARGIN;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(PDF_FONT.regular)
      .fontSize(8)
      .fillColor(GRAY)
      .text(printable(line(i + 1, range.count)), MARGIN, doc.page.height - 35, {
        width,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}

const PHOTO = 64;

/**
 * Her letterhead: her photo (when there is one), her name in the site's green, her title
 * and registration, her WhatsApp and address, and a green rule under it all.
 */
export function letterhead(doc: PDFKit.PDFDocument, her: PdfIdentity, write: Write): void {
  const top = doc.y;
  let indent = 0;
  if (her.photo) {
    try {
      doc.image(her.photo, MARGIN, top, { fit: [PHOTO, PHOTO], align: 'center', valign: 'center' });
      indent = PHOTO + 14;
    } catch {
      // A picture PDFKit cannot read (not PNG or JPEG) leaves the letterhead without one.
    }
  }
  doc.y = top;
  write(her.name, { size: 16, bold: true, color: GREEN, indent });
  const credentials = [her.title, her.registration && `Registro ${her.registration}`];
  const line = credentials.filter(Boolean).join(' · ');
  if (line) write(line, { size: 10, color: GRAY, indent });
  const contact = [her.whatsapp && `WhatsApp ${her.whatsapp}`, her.address].filter(Boolean);
  if (contact.length > 0) write(contact.join(' · '), { size: 9, color: GRAY, indent });
  const bottom = Math.max(doc.y, indent ? top + PHOTO : 0) + 8;
  doc
    .moveTo(MARGIN, bottom)
    .lineTo(doc.page.width - MARGIN, bottom)
    .lineWidth(1.5)
    .strokeColor(GREEN)
    .stroke();
  doc.y = bottom + 14;
}

/** The published plan as an A4 PDF: her identity, the client, each day and meal, the notes, the shopping list. */
export function renderMealPlanPdf(data: MealPlanPdfData): Promise<Buffer> {
  // The document's properties are Unicode strings of their own, read in the viewer's fonts.
  const doc = newPdfDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${data.title} (versión ${data.version})`, Author: data.practice.name },
  });
  const done = pdfBytes(doc);
  const write = pdfWriter(doc);
  /** A heading is never the last line of a page: it moves to the next one with what follows. */
  const heading = (text: string, size: number, room = 80) => {
    if (doc.y > doc.page.height - MARGIN - room) doc.addPage();
    doc.moveDown(0.6);
    write(text, { size, bold: true, color: GREEN, gap: 0.2 });
  };

  const foods = indexFoods(data.foods);
  const recipes = indexRecipes(data.recipes);

  letterhead(doc, data.practice, write);
  write(data.title, { size: 18, bold: true });
  write(`Para: ${data.client}`, { size: 11 });
  write(`Versión ${data.version} · ${formatInMontevideo(data.publishedAt, 'date')}`, {
    size: 10,
    color: GRAY,
    gap: 0.5,
  });

  if (data.showNumbers && data.target) {
    const t = data.target;
    heading('Tu objetivo diario', 13);
    write(
      `${formatKcal(t.kcal)} · proteínas ${formatQuantity(t.proteinas, 'g')} · grasas ${formatQuantity(t.grasas, 'g')} · carbohidratos ${formatQuantity(t.carbohidratos, 'g')}`,
      { size: 10 },
    );
    if (t.how) write(t.how, { size: 8, color: GRAY });
  }

  for (const day of data.content.days) {
    // The weekdays after her name for the day, unless the name already says them.
    const span = weekdaysSpan(day.weekdays);
    const said = day.weekdays.length === 7 || plainText(span) === plainText(day.name);
    heading(`${day.name}${span && !said ? ` (${span})` : ''}`, 14, 120);
    for (const meal of day.meals) {
      if (doc.y > doc.page.height - MARGIN - 60) doc.addPage();
      doc.moveDown(0.3);
      const option = optionLetter(day.meals, meal);
      write(
        `${option ? `o bien, opción ${option}: ` : ''}${meal.name}${meal.time ? ` · ${meal.time}` : ''}`,
        {
          size: 11,
          bold: true,
        },
      );
      if (meal.items.length === 0 && meal.recipes.length === 0)
        write('Sin alimentos indicados', { size: 9, italic: true, color: GRAY, indent: 10 });
      for (const item of meal.items) {
        write(`• ${portionLine(item, foods.get(item.foodId))}`, { size: 10, indent: 10 });
        if (item.substitutes.length > 0)
          write(
            `o bien: ${item.substitutes.map((s) => portionLine(s, foods.get(s.foodId))).join('; ')}`,
            { size: 9, indent: 22, color: GRAY },
          );
        if (item.note) write(item.note, { size: 9, italic: true, indent: 22 });
      }
      for (const item of meal.recipes) {
        write(`• ${recipeLine(item, recipes.get(item.recipeId))}`, { size: 10, indent: 10 });
        const takes = recipeIngredientsText(item, recipes, foods);
        if (takes) write(`Lleva: ${takes}`, { size: 9, indent: 22, color: GRAY });
        if (item.note) write(item.note, { size: 9, italic: true, indent: 22 });
      }
      if (meal.notes) write(meal.notes, { size: 9, italic: true, indent: 10 });
      if (data.showNumbers && (meal.items.length > 0 || meal.recipes.length > 0))
        write(`Esta comida: ${totalsLine(mealTotals(meal, foods, recipes))}`, {
          size: 8,
          color: GRAY,
          indent: 10,
        });
    }
    if (data.showNumbers) {
      doc.moveDown(0.3);
      write(`Total del día: ${totalsLine(dayTotals(day, foods, recipes).total)}`, {
        size: 9,
        bold: true,
      });
    }
  }

  if (data.content.notes) {
    heading('Indicaciones', 13);
    write(data.content.notes, { size: 10 });
  }

  const list = shoppingList(data.content, foods, recipes);
  if (list.length > 0) {
    heading('Lista de compras para una semana', 13);
    for (const group of list) {
      if (doc.y > doc.page.height - MARGIN - 40) doc.addPage();
      doc.moveDown(0.2);
      write(group.group, { size: 10, bold: true });
      for (const item of group.items) {
        write(`• ${shoppingLineText(item)}`, { size: 10, indent: 10 });
        for (const alt of item.alternatives)
          write(alternativeText(alt), { size: 9, indent: 22, color: GRAY });
      }
    }
  }

  numberPages(
    doc,
    (page, count) =>
      `${data.practice.name} · ${data.client} · versión ${data.version} · página ${page} de ${count}`,
  );
  doc.end();
  return done;
}
