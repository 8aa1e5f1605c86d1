import { Badge, Button, Card, Skeleton, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { PATHS } from '@contract/pages';
import { errorMessage } from '@web/lib/errors';
import { formatPesos } from '@contract/money';
import { useSession } from '@web/lib/use-session';
import { useAppointmentProduct } from '../api/get-appointment-product';
import { CheckoutButton } from './CheckoutButton';

const CHECKOUT_ANCHOR = 'reservar';

/**
 * The Turnos page's payment card: the 'Turno Presencial' price as the database has it
 * (DECISIONS §4: the web carries no price of its own) and, for a client, the Mercado
 * Pago checkout; a visitor is asked to register or log in first.
 */
export function AppointmentCheckout() {
  const session = useSession();
  const product = useAppointmentProduct();
  // Registering or signing in comes back to this card, its checkout then open.
  const here = `${useLocation().pathname}#${CHECKOUT_ANCHOR}`;
  return (
    <Card withBorder radius="lg" padding="xl" shadow="sm" id={CHECKOUT_ANCHOR}>
      <Badge variant="light" radius="sm">
        Turno Presencial
      </Badge>
      {product.data ? (
        <Text mt="sm" fz={40} fw={800} lh={1.1} c="green.9">
          {formatPesos(product.data.costPesos)}
        </Text>
      ) : product.isError ? (
        <Text mt="sm" c="red.8" size="sm" role="alert">
          {errorMessage(product.error, 'No pudimos cargar el precio del turno.')}
        </Text>
      ) : (
        <Skeleton mt="sm" height={44} width={160} aria-label="Cargando el precio" />
      )}
      <Text c="gray.7" size="sm">
        Pesos uruguayos, por consulta.
      </Text>
      <Stack gap="xs" mt="lg">
        {session ? (
          <CheckoutButton
            body={{ typeProduct: 'control' }}
            label="Pagar con Mercado Pago"
            size="md"
          />
        ) : (
          <>
            <Text size="sm">Para reservar necesitás una cuenta: registrate o entrá.</Text>
            <Button component={Link} to={PATHS.register(here)} size="md">
              Registrarme
            </Button>
            <Button component={Link} to={PATHS.login(here)} size="md" variant="default">
              Ya tengo cuenta
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}
