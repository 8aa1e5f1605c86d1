import { endpoint } from '../endpoint';
import { ZDashboardSchema } from '../dashboard';

/** 'Hoy': the back office's first tab, in one request. */
export const dashboardEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/resumen',
    operationId: 'getDashboard',
    summary: 'Resume el día de la nutricionista',
    access: 'admin',
    tag: 'dashboard',
    response: ZDashboardSchema,
  }),
};
