/** What other modules may use of the catalog. */
export { catalogRoutes } from './catalog.routes';
export { getContent, listProductFiles, type CatalogDeps } from './catalog.service';
export { homeSliders, plans, recipes, tips } from './catalog.tables';
export { createReadCache, type ReadCache } from './read-cache';
