import { MSG } from '@contract/common';
import { CATALOG_MSG } from '@contract/catalog';
import type { FastifyInstance } from 'fastify';
import { productFilesEndpoints as api } from '@contract/endpoints/catalog';
import { routes } from '../../http/route';
import { notFound } from '../../http/http-error';
import { fileAccess, filesRefusal } from '../commerce';
import {
  createProductFile,
  deleteStoredFile,
  fileToApi,
  listProductFiles,
  productKindOf,
  productOfFile,
  updateProductFile,
} from './catalog.service';
import type { CatalogRouteDeps } from './route-deps';

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
};

/** The paid files of plans and recipes: managed by the admin, downloaded by buyers. */
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

    route(api.download, async (request, reply, me) => {
      const { name } = request.params;
      const productId = await productOfFile(deps, name);
      if (!productId) throw notFound(MSG.fileNotFound);
      const access = await fileAccess(deps.db, me, productId);
      if (access !== 'granted') throw filesRefusal(access);
      const data = await deps.storage.read('files', name);
      if (!data) throw notFound(MSG.fileNotFound);
      return reply
        .header('content-type', CONTENT_TYPES[name.split('.').pop() ?? ''] ?? 'application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .send(data);
    });

    route(api.removeStored, async (request) => {
      if (!(await deleteStoredFile(deps, request.body.fileName))) throw notFound(MSG.fileNotFound);
      return { message: CATALOG_MSG.fileDeleted };
    });
  };
}
