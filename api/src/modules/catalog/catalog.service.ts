import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { CATALOG_MSG } from '@contract/catalog';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { MAX_STORED_NAMES, mergeNames } from '../../media/merge-images';
import { splitNames } from '../../media/name-lists';
import { removeStored, type Storage } from '../../media/storage';
import { notFound } from '../../http/http-error';
import type { homeSliders } from './catalog.tables';
import { plans, productFiles, recipes, tips } from './catalog.tables';
import { sanitizeRichText } from './html-sanitizer';

/*
 * Plans, recipes and tips: listing, reading, writing and deleting them. Sliders are
 * sliders.service.ts, paid files product-files.service.ts, the API's answers
 * catalog-answers.ts.
 */

export interface CatalogDeps {
  db: Db;
  clock: Clock;
  storage: Storage;
}

export type PlanRow = typeof plans.$inferSelect;
export type RecipeRow = typeof recipes.$inferSelect;
export type TipRow = typeof tips.$inferSelect;
export type SliderRow = typeof homeSliders.$inferSelect;
export type FileRow = typeof productFiles.$inferSelect;

/**
 * The three content kinds share storage rules, so one set of functions serves them;
 * `kind` picks the table. Rich text is sanitized here, whatever route it came from.
 */
export const CONTENT = { plan: plans, receta: recipes, tip: tips } as const;
export type ContentKind = keyof typeof CONTENT;
/**
 * The columns the three tables share, typed once as the tips table (whose columns
 * are exactly the shared ones). Drizzle cannot type a query over a union of tables,
 * so this one cast stands for it; Row<K> gives each caller its kind's row type back.
 */
const contentTable = (kind: ContentKind) => CONTENT[kind] as unknown as typeof tips;
type Row<K extends ContentKind> = K extends 'plan'
  ? PlanRow
  : K extends 'receta'
    ? RecipeRow
    : TipRow;

/** The request's comma-separated list as names; undefined when the request sent none. */
export const requestedNames = (list: string | undefined) =>
  list === undefined ? undefined : splitNames(list);

export async function listContent<K extends ContentKind>(
  deps: CatalogDeps,
  kind: K,
  filter: { type?: string; q?: string } = {},
): Promise<Row<K>[]> {
  const table = contentTable(kind);
  const conditions: SQL[] = [];
  if (filter.type) conditions.push(eq(table.type, filter.type));
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        sql`unaccent(lower(${table.title})) like unaccent(lower(${like}))`,
        sql`unaccent(lower(${table.description})) like unaccent(lower(${like}))`,
      )!,
    );
  }
  return (await deps.db
    .select()
    .from(table)
    .where(and(...conditions))
    .orderBy(desc(table.createdAt), table.id)) as Row<K>[];
}

export async function getContent<K extends ContentKind>(
  deps: CatalogDeps,
  kind: K,
  id: string,
): Promise<Row<K>> {
  const table = contentTable(kind);
  const [row] = await deps.db.select().from(table).where(eq(table.id, id));
  if (!row) throw notFound(NOT_FOUND[kind]);
  return row as Row<K>;
}

const NOT_FOUND: Record<ContentKind, string> = {
  plan: CATALOG_MSG.planNotFound,
  receta: CATALOG_MSG.recipeNotFound,
  tip: CATALOG_MSG.tipNotFound,
};

type ContentValues = Record<string, unknown> & { editorState?: string | null; avatar?: string };

function cleanValues(input: ContentValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input)) {
    if (v === undefined || k === 'avatar' || k === 'userId') continue;
    // The contract's `iva` and `cuotas` are the columns `tax_rate` and `max_installments`.
    if (k === 'iva') out.taxRate = v;
    else if (k === 'cuotas') out.maxInstallments = v;
    else out[k] = k === 'editorState' ? sanitizeRichText(typeof v === 'string' ? v : '') : v;
  }
  // Columns that are NOT NULL take '' for a cleared value.
  for (const k of ['title', 'description', 'type', 'editorState']) if (out[k] === null) out[k] = '';
  return out;
}

export async function createContent<K extends ContentKind>(
  deps: CatalogDeps,
  kind: K,
  input: ContentValues,
  uploaded: string[],
  authorId: string,
): Promise<Row<K>> {
  const table = contentTable(kind);
  const { list, dropped } = mergeNames([], undefined, uploaded, MAX_STORED_NAMES.content);
  const values = {
    ...cleanValues(input),
    avatar: list,
    ...(kind === 'plan' ? { userId: authorId } : {}),
  };
  // The values are the validated input of this kind's schema, so every key is a column
  // of `kind`'s table; the shared type (tips) cannot name the plan- and recipe-only ones.
  const [row] = await deps.db
    .insert(table)
    .values(values as never)
    .returning();
  await removeStored(deps.storage, 'images', dropped);
  return row as Row<K>;
}

export async function updateContent<K extends ContentKind>(
  deps: CatalogDeps,
  kind: K,
  id: string,
  input: ContentValues,
  uploaded: string[],
): Promise<Row<K>> {
  const table = contentTable(kind);
  // The row is locked from read to write, so two edits at once cannot both keep a name.
  const { row, dropped } = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(table).where(eq(table.id, id)).for('update');
    if (!current) throw notFound(NOT_FOUND[kind]);
    const merged = mergeNames(
      current.avatar,
      requestedNames(input.avatar),
      uploaded,
      MAX_STORED_NAMES.content,
    );
    // As in createContent: the keys are columns of `kind`'s table, beyond the shared type.
    const [updated] = await tx
      .update(table)
      .set({ ...cleanValues(input), avatar: merged.list, updatedAt: deps.clock.now() } as never)
      .where(eq(table.id, id))
      .returning();
    return { row: updated, dropped: merged.dropped };
  });
  await removeStored(deps.storage, 'images', dropped);
  return row as Row<K>;
}

/** Deletes the record, its images and, for plans and recipes, its paid files. */
export async function deleteContent(
  deps: CatalogDeps,
  kind: ContentKind,
  id: string,
): Promise<void> {
  const table = contentTable(kind);
  const current = await getContent(deps, kind, id);
  const files = await deps.db.select().from(productFiles).where(eq(productFiles.productId, id));
  await deps.db.transaction(async (tx) => {
    await tx.delete(productFiles).where(eq(productFiles.productId, id));
    await tx.delete(table).where(eq(table.id, id));
  });
  await Promise.all([
    removeStored(deps.storage, 'images', current.avatar),
    removeStored(
      deps.storage,
      'files',
      files.flatMap((f) => f.avatar),
    ),
  ]);
}
