import type { FastifyInstance } from 'fastify';
import { foodsEndpoints as api } from '@contract/endpoints/foods';
import { FOOD_MSG } from '@contract/foods';
import { routes, type RouteDeps } from '../../http/route';
import type { UserRow } from '../users/users.tables';
import {
  allFoods,
  archiveFood,
  createFood,
  listFoods,
  restoreFood,
  updateFood,
  type FoodsDeps,
} from './foods.service';
import { importFoods } from './foods-import.service';

/** The food table (issue 23): the nutritionist's list, form and CSV import. */
export function foodsRoutes(deps: FoodsDeps & RouteDeps<UserRow>) {
  return async function (app: FastifyInstance) {
    const { route, formRoute } = routes(app, deps);

    route(api.list, async (request) => listFoods(deps, request.query));

    route(api.all, async () => ({ alimentos: await allFoods(deps) }));

    route(api.create, async (request) => ({
      message: FOOD_MSG.created,
      alimento: await createFood(deps, request.body),
    }));

    route(api.update, async (request) => ({
      message: FOOD_MSG.updated,
      alimento: await updateFood(deps, request.params.id, request.body),
    }));

    route(api.archive, async (request) => ({
      message: FOOD_MSG.archived,
      alimento: await archiveFood(deps, request.params.id),
    }));

    route(api.restore, async (request) => ({
      message: FOOD_MSG.restored,
      alimento: await restoreFood(deps, request.params.id),
    }));

    formRoute(api.import, async (request, _reply, { texts }) =>
      importFoods(deps, texts[0], request.query.confirmar === '1'),
    );
  };
}
