import type { FastifyInstance } from 'fastify';
import { COMMERCE_MSG } from '@contract/commerce';
import { CREDITS_MSG } from '@contract/credits';
import {
  checkoutEndpoints as checkout,
  salesEndpoints as salesApi,
} from '@contract/endpoints/commerce';
import { creditsEndpoints as creditsApi } from '@contract/endpoints/credits';
import type { SignedLinks } from '../../media/signed-links';
import type { Storage } from '../../media/storage';
import { routes, type RouteDeps } from '../../http/route';
import type { UserRow } from '../users/users.tables';
import { creditsOf } from './credits.service';
import { createCheckout, findOrder, orderOnReturn } from './orders.service';
import { createPack, listPacks, updatePack } from './packs.service';
import { appointmentProduct, fixedProductToApi, setAppointmentTaxRate } from './products';
import {
  assignPlan,
  listPurchases,
  listSales,
  refundSale,
  saleToApi,
  salesCsv,
  sendRefundMail,
} from './sales.service';
import { sendSettlementMails } from './settlement-mails';
import {
  checkNotificationSignature,
  settleNotifiedPayment,
  type CommerceDeps,
} from './settlement.service';
import { payWithTestCheckout } from './test-checkout';

export type CommerceRouteDeps = RouteDeps<UserRow> &
  CommerceDeps & { storage: Storage; links: SignedLinks };

/** Buying, the provider's notifications, purchases, sales and the admin's assignments. */
export function commerceRoutes(deps: CommerceRouteDeps) {
  return async function (app: FastifyInstance) {
    const { route } = routes(app, deps);
    const orderOwner = {
      owner: async (request: { params: { id: string } }) =>
        (await findOrder(deps, request.params.id))?.userId ?? null,
      notFound: COMMERCE_MSG.orderNotFound,
    };

    route(checkout.create, async (request, _reply, me) => createCheckout(deps, me, request.body));

    route(checkout.notification, async (request) => {
      const q = request.query;
      const topic = q.type ?? q.topic ?? request.body?.type;
      if (topic !== 'payment') return { received: true as const };
      checkNotificationSignature(deps, request.log, request.headers, q['data.id']);
      const paymentId = q['data.id'] ?? q.id ?? request.body?.data?.id;
      if (paymentId === undefined || paymentId === '') return { received: true as const };
      await settleNotifiedPayment(deps, request.log, String(paymentId));
      return { received: true as const };
    });

    route(
      checkout.order,
      async (request) => ({
        order: await orderOnReturn(deps, request.log, request.params.id, request.query.payment_id),
      }),
      orderOwner,
    );

    route(
      checkout.testPayment,
      async (request) =>
        payWithTestCheckout(deps, request.log, request.params.id, request.body.result),
      orderOwner,
    );

    route(checkout.appointmentProduct, async () => ({
      product: fixedProductToApi(await appointmentProduct(deps.db)),
    }));

    route(checkout.updateAppointmentProduct, async (request) => ({
      product: await setAppointmentTaxRate(deps.db, request.body.iva ?? null),
    }));

    route(creditsApi.packs, async () => ({ packs: await listPacks(deps.db) }));
    route(creditsApi.allPacks, async () => ({ packs: await listPacks(deps.db, { all: true }) }));
    route(creditsApi.createPack, async (request) => ({
      message: CREDITS_MSG.packSaved,
      pack: await createPack(deps.db, request.body),
    }));
    route(creditsApi.updatePack, async (request) => ({
      message: CREDITS_MSG.packSaved,
      pack: await updatePack(deps.db, request.params.id, request.body),
    }));
    route(creditsApi.credits, async (request) =>
      creditsOf(deps.db, request.params.id, deps.clock.now()),
    );

    route(salesApi.purchases, async (request) => ({
      compras: await listPurchases(deps, request.params.id),
    }));

    route(salesApi.sales, async (request) => listSales(deps, request.query));

    route(salesApi.salesCsv, async (request, reply) => {
      const { desde, hasta } = request.query;
      const name = `ventas${desde ? `-desde-${desde}` : ''}${hasta ? `-hasta-${hasta}` : ''}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(await salesCsv(deps, request.query));
    });

    route(salesApi.refund, async (request) => {
      const venta = await refundSale(deps, request.params.id);
      deps.afterAnswer(request.log, 'refund mail', () => sendRefundMail(deps, venta));
      deps.afterAnswer(request.log, 'credit note', () => deps.saleDocuments.issueNow(venta._id));
      return { message: COMMERCE_MSG.refunded, venta };
    });

    route(salesApi.manualAssign, async (request) => {
      const settlement = await assignPlan(deps, request.body);
      deps.afterAnswer(request.log, 'assignment mails', () =>
        sendSettlementMails(deps, settlement),
      );
      deps.afterAnswer(request.log, 'fiscal document', () =>
        deps.saleDocuments.issueNow(settlement.sale.id),
      );
      return { message: COMMERCE_MSG.planAssigned, venta: saleToApi(settlement.sale) };
    });
  };
}
