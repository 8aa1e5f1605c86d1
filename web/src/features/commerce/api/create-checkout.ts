import { useMutation } from '@tanstack/react-query';
import type { TCheckoutBody } from '@contract/commerce';
import { api } from '@web/lib/api';

/**
 * POST /api/mercadopago: the server prices the product and records a pending order;
 * the answer's init_point is where the buyer pays (Mercado Pago, or the test checkout).
 */
export const createCheckout = (body: TCheckoutBody) => api('POST /mercadopago', { body });

/** Starts a checkout and leaves for the payment page; the button stays busy meanwhile. */
export function useCheckout() {
  return useMutation({
    mutationFn: createCheckout,
    onSuccess: ({ init_point }) => window.location.assign(init_point),
  });
}
