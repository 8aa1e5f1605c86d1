import { Badge, Card, Skeleton, Text } from '@mantine/core';
import { errorMessage } from '@web/lib/errors';
import { formatPesos } from '@contract/money';
import { useAppointmentProduct } from '../api/get-appointment-product';
import { CHECKOUT_ANCHOR, TurnoCheckout } from './TurnoCheckout';

/**
 * The Turnos page's payment card: the 'Turno Presencial' price as the database has it
 * (DECISIONS §4: the web carries no price of its own) and, for a client, the Mercado
 * Pago checkout; a visitor is asked to register or log in first. Her cancellation policy
 * is stated before paying (issue 34).
 */
export function AppointmentCheckout() {
  const product = useAppointmentProduct();
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
      <TurnoCheckout body={{ typeProduct: 'control' }} />
    </Card>
  );
}
