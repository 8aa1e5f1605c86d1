/** What other modules and the app may use of the catalog. */
export {
  getContent,
  listProductFiles,
  productsWithFiles,
  type CatalogDeps,
} from './catalog.service';
