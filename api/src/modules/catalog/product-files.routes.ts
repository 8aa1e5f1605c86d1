import { MSG } from '@contract/common-text';
import { CATALOG_MSG } from '@contract/catalog';
import type { FastifyInstance } from 'fastify';
import { productFilesEndpoints as api } from '@contract/endpoints/catalog';
import { routes } from '../../http/route';
import { notFound } from '../../http/http-error';
import { fileToApi } from './catalog-answers';
import {
  createProductFile,
  deleteStoredFile,
  listProductFiles,
  productKindOf,
  updateProductFile,
} from './product-files.service';
import type { CatalogRouteDeps } from './route-deps';

/**
 * The paid files of plans and recipes, managed by the admin. Buyers download them through
 * deliveries/downloads.routes.ts, which knows what a purchase entitles to.
 */
export function productFilesRoutes(deps: CatalogRouteDeps) {
  return async function (app: FastifyInstance) {
    const { route, formRoute } = routes(app, deps);
    const filesOf = async (productId: string) => ({
      files: (await listProductFiles(deps, productId)).map(fileToApi),
    });

    route(api.list, async (request) => filesOf(request.params.id));

    formRoute(api.create, async (_request, _reply, { fields, uploads }) => {
      await productKindOf(deps, fields.idProduct);
      await createProductFile(deps, fields.idProduct, uploads);
      return filesOf(fields.idProduct);
    });

    formRoute(api.update, async (request, _reply, { fields, uploads }) => {
      const row = await updateProductFile(deps, request.params.id, fields.avatar, uploads);
      return filesOf(row.productId);
    });

    route(api.removeStored, async (request) => {
      if (!(await deleteStoredFile(deps, request.body.fileName))) throw notFound(MSG.fileNotFound);
      return { message: CATALOG_MSG.fileDeleted };
    });
  };
}
