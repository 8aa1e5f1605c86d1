import type { FastifyInstance } from 'fastify';
import { invoicingEndpoints as api } from '@contract/endpoints/invoicing';
import { INVOICING_MSG } from '@contract/invoicing';
import { badGateway, conflict } from '../../http/http-error';
import { routes, type RouteDeps } from '../../http/route';
import type { UserRow } from '../users/users.tables';
import { pdfName, type IssuerDeps } from './issuer';
import { monthReport } from './month-report';
import { findInvoice, retryInvoice } from './views';

export type InvoicingRouteDeps = RouteDeps<UserRow> & Omit<IssuerDeps, 'log'>;

/** The CFEs (issue 34): her retry and monthly report, the PDF for its buyer and for her. */
export function invoicingRoutes(deps: InvoicingRouteDeps) {
  return async function (app: FastifyInstance) {
    const { route } = routes(app, deps);
    const configured = () => {
      // A state of the site, not a failure of the server: nothing to retry.
      if (!deps.invoicing) throw conflict(INVOICING_MSG.notConfigured);
      return deps.invoicing;
    };

    route(api.retry, async (request) => {
      configured();
      return retryInvoice({ ...deps, log: request.log }, request.params.id);
    });

    route(
      api.pdf,
      async (request, reply) => {
        const gateway = configured();
        const row = await findInvoice(deps.db, request.params.id);
        if (!row.issuedAt || !row.providerId) throw conflict(INVOICING_MSG.stillPending);
        const pdf = await gateway.pdf(row.providerId).catch((err: unknown) => {
          request.log.warn({ err, invoice: row.id }, 'invoice PDF not fetched');
          throw badGateway(INVOICING_MSG.noPdf);
        });
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${pdfName(row)}"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
      {
        owner: async (request: { params: { id: string } }) =>
          (await findInvoice(deps.db, request.params.id).catch(() => null))?.userId ?? null,
        notFound: INVOICING_MSG.notFound,
      },
    );

    route(api.report, async (request) => monthReport(deps.db, request.query.mes));
  };
}
