/** What other modules and the app may use of the catalog. */
export { getContent, type CatalogDeps } from './catalog.service';
export { listProductFiles, productOfFile, productsWithFiles } from './product-files.service';
export { catalogPersonalData } from './catalog.personal-data';
