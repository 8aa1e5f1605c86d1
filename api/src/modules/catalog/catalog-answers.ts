import type { TPlan, TProductFile, TRecipe, TSlider, TTip } from '@contract/catalog';
import type { Db } from '../../db/client';
import { joinList } from '../../media/name-lists';
import type { FileRow, PlanRow, RecipeRow, SliderRow, TipRow } from './catalog.service';
import { productsWithFiles } from './product-files.service';

/*
 * The catalog's rows as the API answers them: lists stored as lists are joined into the
 * spec's comma strings only here, at the edge, and a plan or recipe says whether it has
 * paid files to download.
 */

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
  iva: r.taxRate,
  cuotas: r.maxInstallments,
  state: r.state,
});

export const recipeToApi = (r: RecipeRow, hasFiles: boolean): TRecipe => ({
  ...contentToApi(r),
  hasFiles,
  costDolars: r.costDolars,
  costPesos: r.costPesos,
  linktoPayPaypal: r.linktoPayPaypal,
  linktoPayMercadoLibre: r.linktoPayMercadoLibre,
  iva: r.taxRate,
  cuotas: r.maxInstallments,
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
