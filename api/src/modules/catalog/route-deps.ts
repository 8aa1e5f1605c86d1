import type { RouteDeps } from '../../http/route';
import type { UserRow } from '../users/users.tables';
import type { CatalogDeps } from './catalog.service';
import type { ReadCache } from '../../cache/read-cache';

/**
 * What the catalog's routes need. `cache` is shared with the pages (site.routes.ts),
 * whose server-rendered HTML shows the same catalog: a write here empties both.
 */
export interface CatalogRouteDeps extends CatalogDeps, RouteDeps<UserRow> {
  cache: ReadCache;
}
