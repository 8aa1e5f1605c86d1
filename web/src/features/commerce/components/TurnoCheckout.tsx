import { Button, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import type { TCheckoutBody } from '@contract/commerce';
import { PATHS } from '@contract/pages';
import { cancelPolicySentence } from '@contract/practice';
import { usePractice } from '@web/lib/get-practice';
import { useSession } from '@web/lib/use-session';
import { CheckoutButton } from './CheckoutButton';

/** Where the Turnos page's cards are: registering or signing in comes back here. */
export const CHECKOUT_ANCHOR = 'reservar';

/**
 * How each card of the Turnos page ends (the Turno Presencial and every pack): her
 * cancellation policy, stated before paying (issue 34), then the Mercado Pago checkout for a
 * client, or the way to an account for a visitor.
 */
export function TurnoCheckout({ body }: { body: TCheckoutBody }) {
  const session = useSession();
  const practice = usePractice().data;
  return (
    <>
      {practice && (
        <Text size="sm" mt="sm">
          {cancelPolicySentence(practice)}
        </Text>
      )}
      <Stack gap="xs" mt="lg">
        {session ? (
          <CheckoutButton body={body} label="Pagar con Mercado Pago" size="md" />
        ) : (
          <VisitorCheckout />
        )}
      </Stack>
    </>
  );
}

/** A visitor's way to a checkout on the Turnos page: an account first. */
function VisitorCheckout() {
  // Registering or signing in comes back to the cards, their checkout then open.
  const here = `${useLocation().pathname}#${CHECKOUT_ANCHOR}`;
  return (
    <>
      <Text size="sm">Para reservar necesitás una cuenta: registrate o entrá.</Text>
      <Button component={Link} to={PATHS.register(here)} size="md">
        Registrarme
      </Button>
      <Button component={Link} to={PATHS.login(here)} size="md" variant="default">
        Ya tengo cuenta
      </Button>
    </>
  );
}
