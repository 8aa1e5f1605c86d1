import type { TOrder } from '@contract/commerce';

export interface OrderNotice {
  color: 'green' | 'yellow' | 'red' | 'gray';
  title: string;
  text: string;
  /** A new checkout for the same product can be started from here. */
  retry: boolean;
}

/**
 * What the buyer is told about an order on the page the checkout returns to. The
 * state always comes from the server (GET pedido), never from the address's own
 * status parameters.
 */
export function orderNotice(order: Pick<TOrder, 'status' | 'producto'>): OrderNotice {
  switch (order.status) {
    case 'approved':
      return {
        color: 'green',
        title: '¡Pago aprobado!',
        text: `Recibimos tu pago por «${order.producto}». Te enviamos un e-mail de confirmación.`,
        retry: false,
      };
    case 'pending':
      return {
        color: 'yellow',
        title: 'Pago pendiente',
        text: 'Tu pago está pendiente de confirmación. Esta página se actualiza sola apenas Mercado Pago lo confirme.',
        retry: false,
      };
    case 'rejected':
      return {
        color: 'red',
        title: 'El pago fue rechazado',
        text: 'No se te cobró nada. Podés volver a intentarlo con otra tarjeta o medio de pago.',
        retry: true,
      };
    case 'expired':
      return {
        color: 'gray',
        title: 'El pedido venció',
        text: 'Pasó más de un día sin que se confirmara el pago, así que no se te cobró nada.',
        retry: true,
      };
    case 'refunded':
      return {
        color: 'gray',
        title: 'Compra reembolsada',
        text: 'Te devolvimos el dinero de esta compra y su acceso quedó cerrado.',
        retry: false,
      };
  }
}

/** The test checkout's names for an order's state. */
export const ORDER_STATE_LABEL: Record<TOrder['status'], string> = {
  pending: 'Pendiente',
  approved: 'Aprobado',
  rejected: 'Rechazado',
  refunded: 'Reembolsado',
  expired: 'Vencido',
};
