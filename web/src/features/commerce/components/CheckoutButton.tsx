import { Alert, Anchor, Button, Stack, Text, type ButtonProps } from '@mantine/core';
import { IconAlertTriangle, IconCreditCard } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TCheckoutBody } from '@contract/commerce';
import { PATHS } from '@contract/pages';
import { isApiError } from '@web/lib/api';
import { errorMessage } from '@web/lib/errors';
import { useSession } from '@web/lib/use-session';
import { WRAPPING_BUTTON_STYLES } from '@web/components/wrapping-button';
import { useCheckout } from '../api/create-checkout';
import { facturaRefusal, useInvoiceBuyer } from '../lib/use-invoice-buyer';
import { InvoiceBuyerFields } from './InvoiceBuyerFields';

/**
 * Starts a Mercado Pago checkout for one product and leaves for the payment page.
 * Above the button, 'Quiero factura con RUT' (issue 34): the sale's e-Factura goes to
 * that RUT, else an e-Ticket. The button stays busy until the browser has left; a refusal
 * (already bought, payments off, the provider down) is said in Spanish right below it,
 * one of the RUT or company name on its field.
 */
export function CheckoutButton({
  body,
  label = 'Comprar con Mercado Pago',
  ...button
}: {
  body: TCheckoutBody;
  label?: string;
} & Pick<ButtonProps, 'size' | 'variant' | 'color' | 'fullWidth'>) {
  const session = useSession();
  const checkout = useCheckout();
  const invoice = useInvoiceBuyer(session?.user);
  const busy = checkout.isPending || checkout.isSuccess;
  // A refused RUT or company name is said on its field, not twice.
  const error = Object.keys(facturaRefusal(checkout.error)).length > 0 ? null : checkout.error;
  const alreadyOwned = isApiError(error, 'commerce.alreadyOwned');
  const pay = () => {
    const factura = invoice.factura();
    if (factura === null) return;
    checkout.mutate(factura ? { ...body, factura } : body, { onError: invoice.showRefusal });
  };
  return (
    <Stack gap="xs">
      <InvoiceBuyerFields form={invoice.form} disabled={busy} />
      <Button
        leftSection={<IconCreditCard size={18} aria-hidden />}
        loading={busy}
        onClick={pay}
        styles={WRAPPING_BUTTON_STYLES}
        {...button}
      >
        {label}
      </Button>
      {error && (
        <Alert
          color={alreadyOwned ? 'yellow' : 'red'}
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          role="alert"
          p="sm"
        >
          <Text size="sm">
            {errorMessage(error, 'No pudimos iniciar el pago. Probá de nuevo en unos minutos.')}
          </Text>
          {alreadyOwned && session && (
            <Anchor
              component={Link}
              to={PATHS.purchases(session.user._id)}
              size="sm"
              fw={600}
              underline="always"
            >
              Ir a Mis Compras
            </Anchor>
          )}
        </Alert>
      )}
    </Stack>
  );
}
