import { MSG } from '@contract/common';
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  CATALOG_MSG,
  type TPlan,
  type TProductFile,
  type TRecipe,
  type TSlider,
  type TTip,
} from '@contract/catalog';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { MAX_STORED_NAMES, mergeNames } from '../../media/merge-images';
import { joinList, splitLinks, splitNames } from '../../media/name-lists';
import { removeStored, type Storage } from '../../media/storage';
import { notFound } from '../../http/http-error';
import { homeSliders, plans, productFiles, recipes, tips } from './catalog.tables';
import { sanitizeRichText } from './html-sanitizer';

export interface CatalogDeps {
  db: Db;
  clock: Clock;
  storage: Storage;
}

export type PlanRow = typeof plans.$inferSelect;
export type RecipeRow = typeof recipes.$inferSelect;
export type TipRow = typeof tips.$inferSelect;
type SliderRow = typeof homeSliders.$inferSelect;
type FileRow = typeof productFiles.$inferSelect;

const contentToApi = (r: TipRow) => ({
  _id: r.id,
  title: r.title,
  description: r.description,
  editorState: r.editorState,
  type: r.type,
  file: r.file,
  items: r.items,
  avatar: joinList(r.avatar),
  nota: r.nota,
  video: r.video,
  videoPromo: r.videoPromo,
  premium: r.premium,
  createdAt: r.createdAt.toISOString(),
});

export const planToApi = (r: PlanRow, hasFiles: boolean): TPlan => ({
  ...contentToApi(r),
  hasFiles,
  userId: r.userId,
  anamnesis: r.anamnesis,
  time: r.time,
  queries: r.queries,
  typeQueries: r.typeQueries,
  costDolars: r.costDolars,
  costPesos: r.costPesos,
  linktoPayPaypal: r.linktoPayPaypal,
  linktoPayMercadoLibre: r.linktoPayMercadoLibre,
  state: r.state,
});

export const recipeToApi = (r: RecipeRow, hasFiles: boolean): TRecipe => ({
  ...contentToApi(r),
  hasFiles,
  costDolars: r.costDolars,
  costPesos: r.costPesos,
  linktoPayPaypal: r.linktoPayPaypal,
  linktoPayMercadoLibre: r.linktoPayMercadoLibre,
});

export const tipToApi = (r: TipRow): TTip => contentToApi(r);

export const sliderToApi = (r: SliderRow): TSlider => ({
  _id: r.id,
  title: r.title,
  description: r.description,
  avatar: joinList(r.avatar),
  links: joinList(r.links),
});

export const fileToApi = (r: FileRow): TProductFile => ({
  _id: r.id,
  avatar: joinList(r.avatar),
  idProduct: r.productId,
});

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
const requestedNames = (list: string | undefined) =>
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
    out[k] = k === 'editorState' ? sanitizeRichText(typeof v === 'string' ? v : '') : v;
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

// Sliders ------------------------------------------------------------------

export type SliderVariant = 'desktop' | 'mobile';

export async function listSliders(deps: CatalogDeps, variant: SliderVariant): Promise<SliderRow[]> {
  return deps.db
    .select()
    .from(homeSliders)
    .where(eq(homeSliders.variant, variant))
    .orderBy(homeSliders.createdAt);
}

export async function createSlider(
  deps: CatalogDeps,
  variant: SliderVariant,
  input: { title?: string | null; description?: string | null; links?: string },
  uploaded: string[],
): Promise<SliderRow> {
  const { list, dropped } = mergeNames([], undefined, uploaded, MAX_STORED_NAMES.slider);
  const [row] = await deps.db
    .insert(homeSliders)
    .values({
      variant,
      title: input.title ?? '',
      description: input.description ?? '',
      links: splitLinks(input.links),
      avatar: list,
    })
    .returning();
  await removeStored(deps.storage, 'images', dropped);
  return row!;
}

export async function updateSlider(
  deps: CatalogDeps,
  variant: SliderVariant,
  id: string,
  input: { title?: string | null; description?: string | null; links?: string; avatar?: string },
  uploaded: string[],
): Promise<SliderRow> {
  const { row, dropped } = await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(homeSliders)
      .where(and(eq(homeSliders.id, id), eq(homeSliders.variant, variant)))
      .for('update');
    if (!current) throw notFound(CATALOG_MSG.sliderNotFound);
    const merged = mergeNames(
      current.avatar,
      requestedNames(input.avatar),
      uploaded,
      MAX_STORED_NAMES.slider,
    );
    const [updated] = await tx
      .update(homeSliders)
      .set({
        title: input.title === undefined ? undefined : (input.title ?? ''),
        description: input.description === undefined ? undefined : (input.description ?? ''),
        links: input.links === undefined ? undefined : splitLinks(input.links),
        avatar: merged.list,
        updatedAt: deps.clock.now(),
      })
      .where(eq(homeSliders.id, id))
      .returning();
    return { row: updated!, dropped: merged.dropped };
  });
  await removeStored(deps.storage, 'images', dropped);
  return row;
}

// Product files -------------------------------------------------------------

/** Which kind of product an id is, or 404: files hang only from plans and recipes. */
export async function productKindOf(
  deps: CatalogDeps,
  productId: string,
): Promise<'plan' | 'receta'> {
  const [p] = await deps.db.select({ id: plans.id }).from(plans).where(eq(plans.id, productId));
  if (p) return 'plan';
  const [r] = await deps.db
    .select({ id: recipes.id })
    .from(recipes)
    .where(eq(recipes.id, productId));
  if (r) return 'receta';
  throw notFound(CATALOG_MSG.productNotFound);
}

/** Of these products, the ones with at least one stored file (one query for a whole list). */
export async function productsWithFiles(
  db: Db,
  productIds: readonly string[],
): Promise<Set<string>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: productFiles.productId })
    .from(productFiles)
    .where(
      and(
        inArray(productFiles.productId, [...productIds]),
        sql`cardinality(${productFiles.avatar}) > 0`,
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** Plans as the API answers them, each saying whether it has files. */
export async function plansToApi(db: Db, rows: PlanRow[]): Promise<TPlan[]> {
  const withFiles = await productsWithFiles(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => planToApi(r, withFiles.has(r.id)));
}

/** One plan as the API answers it. */
export async function planAnswer(db: Db, row: PlanRow): Promise<TPlan> {
  return planToApi(row, (await productsWithFiles(db, [row.id])).has(row.id));
}

/** One recipe as the API answers it. */
export async function recipeAnswer(db: Db, row: RecipeRow): Promise<TRecipe> {
  return recipeToApi(row, (await productsWithFiles(db, [row.id])).has(row.id));
}

/** Recipes as the API answers them, each saying whether it has files. */
export async function recipesToApi(db: Db, rows: RecipeRow[]): Promise<TRecipe[]> {
  const withFiles = await productsWithFiles(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => recipeToApi(r, withFiles.has(r.id)));
}

export async function listProductFiles(deps: CatalogDeps, productId: string): Promise<FileRow[]> {
  return deps.db
    .select()
    .from(productFiles)
    .where(eq(productFiles.productId, productId))
    .orderBy(productFiles.createdAt);
}

export async function createProductFile(
  deps: CatalogDeps,
  productId: string,
  uploaded: string[],
): Promise<FileRow> {
  const productKind = await productKindOf(deps, productId);
  const { list, dropped } = mergeNames([], undefined, uploaded, MAX_STORED_NAMES.productFile);
  const [row] = await deps.db
    .insert(productFiles)
    .values({ productId, productKind, avatar: list })
    .returning();
  await removeStored(deps.storage, 'files', dropped);
  return row!;
}

export async function updateProductFile(
  deps: CatalogDeps,
  id: string,
  requested: string | undefined,
  uploaded: string[],
): Promise<FileRow> {
  const { row, dropped } = await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(productFiles)
      .where(eq(productFiles.id, id))
      .for('update');
    if (!current) throw notFound(MSG.fileNotFound);
    const merged = mergeNames(
      current.avatar,
      requestedNames(requested),
      uploaded,
      MAX_STORED_NAMES.productFile,
    );
    const [updated] = await tx
      .update(productFiles)
      .set({ avatar: merged.list, updatedAt: deps.clock.now() })
      .where(eq(productFiles.id, id))
      .returning();
    return { row: updated!, dropped: merged.dropped };
  });
  await removeStored(deps.storage, 'files', dropped);
  return row;
}

/** The product a stored paid file belongs to, or null. */
export async function productOfFile(deps: CatalogDeps, fileName: string): Promise<string | null> {
  const [row] = await deps.db
    .select({ productId: productFiles.productId })
    .from(productFiles)
    .where(sql`${fileName} = any(${productFiles.avatar})`);
  return row?.productId ?? null;
}

/**
 * `/delete-file`: removes a stored name from every record that lists it, then the
 * file itself. Answers false when no record knows the name.
 */
export async function deleteStoredFile(deps: CatalogDeps, fileName: string): Promise<boolean> {
  const listed = sql`${fileName} = any(avatar)`;
  const without = sql`array_remove(avatar, ${fileName})`;
  let imageHits = 0;
  for (const table of [plans, recipes, tips, homeSliders]) {
    const rows = await deps.db
      .update(table)
      .set({ avatar: without, updatedAt: deps.clock.now() })
      .where(listed)
      .returning({ id: table.id });
    imageHits += rows.length;
  }
  const fileRows = await deps.db
    .update(productFiles)
    .set({ avatar: without, updatedAt: deps.clock.now() })
    .where(listed)
    .returning({ id: productFiles.id });
  if (imageHits > 0) await deps.storage.remove('images', fileName);
  if (fileRows.length > 0) await deps.storage.remove('files', fileName);
  return imageHits + fileRows.length > 0;
}
