import { useSearchParams } from 'react-router';

/**
 * The order a page was reached with from the checkout (`?pedido={id}`) and, back from
 * Mercado Pago, its `payment_id` (passed to the server, which reads it back from the
 * provider). Mercado Pago's other parameters, such as `status`, are never read.
 */
export function useReturnedOrder(): { orderId?: string; paymentId?: string } {
  const [params] = useSearchParams();
  const orderId = params.get('pedido') || undefined;
  const payment = params.get('payment_id');
  // Anything but digits would be refused by the server: dropped, the order still loads.
  const paymentId = payment && /^\d{1,20}$/.test(payment) ? payment : undefined;
  return { orderId, paymentId };
}
