import { and, eq } from 'drizzle-orm';
import { CATALOG_MSG } from '@contract/catalog';
import { MAX_STORED_NAMES, mergeNames } from '../../media/merge-images';
import { splitLinks } from '../../media/name-lists';
import { removeStored } from '../../media/storage';
import { notFound } from '../../http/http-error';
import { homeSliders } from './catalog.tables';
import { requestedNames, type CatalogDeps, type SliderRow } from './catalog.service';

/** The home page's sliders, one list for desktop and one for phones. */

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
