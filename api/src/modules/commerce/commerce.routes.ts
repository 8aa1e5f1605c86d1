import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { WebhookSignatureValidator } from 'mercadopago';
import { COMMERCE_MSG } from '@contract/commerce';
import {
  checkoutEndpoints as checkout,
  salesEndpoints as salesApi,
} from '@contract/endpoints/commerce';
import type { Storage } from '../../media/storage';
import { ProviderError, recordTestPayment } from '../../payments';
import { afterAnswer } from '../../plugins/after-answer';
import { runPeriodically } from '../../plugins/periodic';
import { badGateway, conflict, notFound, unauthorized } from '../../plugins/http-error';
import { routes, type RouteDeps } from '../../http/route';
import { viewer } from '../auth';
import {
  processPayment,
  sendDeliveryMails,
  type Delivery,
  type DeliveryDeps,
} from './delivery.service';
import {
  expireStaleOrders,
  createCheckout,
  findOrder,
  orderToApi,
  returnPath,
} from './orders.service';
import { appointmentProduct, findProduct } from './products';
import {
  assignPlan,
  listPurchases,
  listSales,
  ownedFiles,
  refundSale,
  saleToApi,
  salesCsv,
  sendRefundMail,
} from './sales.service';

export type CommerceDeps = RouteDeps & DeliveryDeps & { storage: Storage };

const EXPIRY_SWEEP_MS = 60 * 60 * 1000;

/** Buying, the provider's notifications, purchases, sales and the admin's assignments. */
export function commerceRoutes(deps: CommerceDeps) {
  return async function (app: FastifyInstance) {
    const { route } = routes(app, deps);
    const orderOwner = {
      owner: async (request: { params: { id: string } }) =>
        (await findOrder(deps, request.params.id))?.userId ?? null,
      notFound: COMMERCE_MSG.orderNotFound,
    };

    /** Reads a payment back from the provider and delivers; e-mails once the answer is out. */
    async function settle(log: FastifyBaseLogger, paymentId: string, orderId?: string) {
      let result: { outcome: string; delivery?: Delivery };
      try {
        result = await processPayment(deps, paymentId, orderId);
      } catch (err) {
        if (err instanceof ProviderError) {
          log.warn({ err, paymentId }, 'payment read failed');
          throw badGateway(COMMERCE_MSG.provider);
        }
        throw err;
      }
      const level = result.outcome === 'second-payment' ? 'error' : 'info';
      log[level]({ paymentId, orderId, outcome: result.outcome }, 'payment notification');
      const { delivery } = result;
      if (delivery) afterAnswer(log, 'purchase mails', () => sendDeliveryMails(deps, delivery));
      return result;
    }

    route(checkout.create, async (request) => createCheckout(deps, viewer(request), request.body));

    route(checkout.notification, async (request) => {
      const q = request.query;
      const topic = q.type ?? q.topic ?? request.body?.type;
      if (topic !== 'payment') return { received: true as const };
      const secret = deps.config.mercadoPago.webhookSecret;
      if (secret) {
        try {
          WebhookSignatureValidator.validate({
            xSignature: request.headers['x-signature'],
            xRequestId: request.headers['x-request-id'],
            dataId: q['data.id'],
            secret,
          });
        } catch {
          request.log.warn({ query: q }, 'notification with a bad signature');
          throw unauthorized('Notificación sin una firma válida');
        }
      }
      const paymentId = q['data.id'] ?? q.id ?? request.body?.data?.id;
      if (paymentId === undefined || paymentId === '') return { received: true as const };
      await settle(request.log, String(paymentId));
      return { received: true as const };
    });

    route(
      checkout.order,
      async (request) => {
        const { id } = request.params;
        const before = await findOrder(deps, id);
        // Back from Mercado Pago before its notification: ask the provider, never the URL.
        const paymentId = request.query.payment_id;
        if (paymentId && before && before.status !== 'approved' && before.provider !== 'test')
          await settle(request.log, paymentId, id);
        const order = await findOrder(deps, id);
        return { order: orderToApi(order!) };
      },
      orderOwner,
    );

    route(
      checkout.testPayment,
      async (request) => {
        const order = await findOrder(deps, request.params.id);
        if (!order || deps.payments?.provider !== 'test' || order.provider !== 'test')
          throw notFound(COMMERCE_MSG.testCheckoutOff);
        if (order.status !== 'pending' && order.status !== 'rejected')
          throw conflict(COMMERCE_MSG.orderClosed);
        const paymentId = await recordTestPayment(deps.db, order, request.body.result);
        // The same path as Mercado Pago's webhook: read the payment back, then deliver.
        await settle(request.log, paymentId);
        const product = await findProduct(deps.db, order.productKind, order.productId ?? undefined);
        const after = await findOrder(deps, order.id);
        const back = product ? returnPath(order.productKind, product, order.userId) : '/auth/home';
        return { order: orderToApi(after!), redirect: `${back}?pedido=${order.id}` };
      },
      orderOwner,
    );

    route(checkout.appointmentProduct, async () => {
      const p = await appointmentProduct(deps.db);
      return {
        product: {
          _id: p.id,
          title: p.title,
          typeProduct: 'control' as const,
          costPesos: p.costPesos,
        },
      };
    });

    route(salesApi.purchases, async (request) => ({
      compras: await listPurchases(deps.db, request.params.id),
    }));

    route(salesApi.ownedFiles, async (request) =>
      ownedFiles(deps, viewer(request), request.params.id),
    );

    route(salesApi.sales, async (request) => listSales(deps.db, request.query));

    route(salesApi.salesCsv, async (request, reply) => {
      const { desde, hasta } = request.query;
      const name = `ventas${desde ? `-desde-${desde}` : ''}${hasta ? `-hasta-${hasta}` : ''}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(await salesCsv(deps.db, request.query));
    });

    route(salesApi.refund, async (request) => {
      const venta = await refundSale(deps, request.params.id);
      afterAnswer(request.log, 'refund mail', () => sendRefundMail(deps, venta));
      return { message: COMMERCE_MSG.refunded, venta };
    });

    route(salesApi.manualAssign, async (request) => {
      const delivery = await assignPlan(deps, request.body);
      afterAnswer(request.log, 'assignment mails', () => sendDeliveryMails(deps, delivery));
      return { message: COMMERCE_MSG.planAssigned, venta: saleToApi(delivery.sale) };
    });

    // Abandoned checkouts: marked expired hourly (and once at start), so the admin's
    // pending list means 'waiting for the provider', not 'someone closed the tab'.
    runPeriodically(app, 'order expiry', EXPIRY_SWEEP_MS, () => expireStaleOrders(deps));
  };
}
