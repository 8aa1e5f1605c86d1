import { Alert, Anchor, Button, Stack, Text, type ButtonProps } from '@mantine/core';
import { IconAlertTriangle, IconCreditCard } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TCheckoutBody } from '@contract/commerce';
import { PATHS } from '@contract/pages';
import { isApiError } from '@web/lib/api';
import { errorMessage } from '@web/lib/errors';
import { useSession } from '@web/lib/use-session';
import { useCheckout } from '../api/create-checkout';
import { WRAPPING_BUTTON_STYLES } from '@web/components/wrapping-button';

/**
 * Starts a Mercado Pago checkout for one product and leaves for the payment page.
 * The button stays busy until the browser has left; a refusal (already bought, payments
 * off, the provider down) is said in Spanish right below it.
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
  const error = checkout.error;
  const alreadyOwned = isApiError(error, 'commerce.alreadyOwned');
  return (
    <Stack gap="xs">
      <Button
        leftSection={<IconCreditCard size={18} aria-hidden />}
        loading={checkout.isPending || checkout.isSuccess}
        onClick={() => checkout.mutate(body)}
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
