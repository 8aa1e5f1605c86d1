import { MSG } from '@contract/common-text';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { CATALOG_MSG } from '@contract/catalog';
import type { Db } from '../../db/client';
import { MAX_STORED_NAMES, mergeNames } from '../../media/merge-images';
import { removeStored } from '../../media/storage';
import { notFound } from '../../http/http-error';
import { homeSliders, plans, productFiles, recipes, tips } from './catalog.tables';
import { requestedNames, type CatalogDeps, type FileRow } from './catalog.service';

/*
 * The paid files of plans and recipes (which the buyer downloads; commerce decides who
 * may), and removing any stored name, image or file, from every record that lists it.
 */

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
