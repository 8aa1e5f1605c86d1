import type { FastifyInstance } from 'fastify';
import { dashboardEndpoints as api } from '@contract/endpoints/dashboard';
import { routes, type RouteDeps } from '../../http/route';
import type { UserRow } from '../users/users.tables';
import { dashboard, type DashboardDeps } from './dashboard.service';

/** 'Hoy', the back office's first tab: her day in one request (admin only). */
export function dashboardRoutes(deps: DashboardDeps & RouteDeps<UserRow>) {
  return async function (app: FastifyInstance) {
    const { route } = routes(app, deps);
    route(api.get, async () => dashboard(deps));
  };
}
