import { eq } from 'drizzle-orm';
import { COMMERCE_MSG, type TOwnedFiles } from '@contract/commerce';
import { MSG } from '@contract/common-text';
import { notFound } from '../../http/http-error';
import { listProductFiles, productOfFile } from '../catalog';
import { plans, recipes } from '../catalog/catalog.tables';
import { fileAccess, filesRefusal } from '../commerce';
import { listDeliveries, type DeliveriesDeps } from './deliveries.service';

/*
 * What a purchase lets its buyer download (DECISIONS §9): the product's files (catalog),
 * behind the entitlement a sale gave (commerce), and for a plan the buyer's own delivered
 * plans (here). It sits in deliveries, the highest of the three modules it joins, so none
 * of them imports one beside or above it.
 */

/**
 * The download page's list: the product's files, for its buyers and the admin only, and
 * for a plan the caller's own personalized plans of it.
 */
export async function ownedFiles(
  deps: DeliveriesDeps,
  me: { id: string; type: string },
  productId: string,
): Promise<TOwnedFiles> {
  const [plan] = await deps.db
    .select({ title: plans.title })
    .from(plans)
    .where(eq(plans.id, productId));
  const [recipe] = plan
    ? []
    : await deps.db.select({ title: recipes.title }).from(recipes).where(eq(recipes.id, productId));
  const product = plan ?? recipe;
  if (!product) throw notFound(COMMERCE_MSG.productNotFound);
  const access = await fileAccess(deps.db, me, productId);
  if (access !== 'granted') throw filesRefusal(access);
  const rows = await listProductFiles(deps, productId);
  // Only the caller's own: the admin's list (every client's) is never mixed in here.
  const entregas = plan
    ? (await listDeliveries(deps, { id: me.id, type: 'guest' }, {})).filter(
        (d) => d.planId === productId,
      )
    : [];
  return {
    producto: product.title,
    typeProduct: plan ? 'plan' : 'receta',
    files: rows.flatMap((r) => r.avatar.map((name) => ({ name }))),
    entregas: entregas.map((d) => ({
      _id: d._id,
      plan: d.plan,
      planAnamnesis: d.planAnamnesis,
      state: d.state,
      dueDate: d.dueDate,
      missing: d.missing,
      deliveredAt: d.deliveredAt,
      notes: d.notes,
      files: d.files,
    })),
  };
}

/** One product file, for a caller the purchase entitles to it (or the admin). */
export async function productFile(
  deps: DeliveriesDeps,
  me: { id: string; type: string },
  name: string,
): Promise<Buffer> {
  const productId = await productOfFile(deps, name);
  if (!productId) throw notFound(MSG.fileNotFound);
  const access = await fileAccess(deps.db, me, productId);
  if (access !== 'granted') throw filesRefusal(access);
  const data = await deps.storage.read('files', name);
  if (!data) throw notFound(MSG.fileNotFound);
  return data;
}
