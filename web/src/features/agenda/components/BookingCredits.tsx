import { Alert, Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconCreditCard } from '@tabler/icons-react';
import { Link } from 'react-router';
import { creditLotLine, type TCreditLot } from '@contract/credits';
import { PATHS } from '@contract/pages';
import { errorMessage } from '@web/lib/errors';

/**
 * The client's booking credits as the shop gives them (issue 34): how many turnos are left
 * to book (undefined while loading) and the purchases they come from, a 'Turno Presencial'
 * or a pack.
 */
export interface Credits {
  count?: number;
  lots?: readonly TCreditLot[];
  error: unknown;
}

/** How many paid turnos are left to book, or the way to pay one. */
export function BookingCredits({ credits, booked }: { credits: Credits; booked: boolean }) {
  if (credits.error)
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(credits.error, 'No pudimos consultar tus turnos. Probá recargar la página.')}
      </Alert>
    );
  if (credits.count === undefined)
    return <Skeleton height={52} radius="md" aria-label="Cargando tus turnos" />;
  if (credits.count > 0)
    return (
      <Group gap="sm">
        <IconCalendarEvent size={22} aria-hidden />
        <Text fw={600} size="lg">
          Seleccioná un día y una hora en el calendario
        </Text>
        <Badge variant="light" size="lg">
          {credits.count === 1
            ? 'Tenés 1 turno para agendar'
            : `Tenés ${credits.count} turnos para agendar`}
        </Badge>
        <CreditLines lots={credits.lots} />
        <Text size="sm" c="dimmed" w="100%">
          El calendario muestra como «Libre» los horarios que podés reservar ahora.
        </Text>
      </Group>
    );
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconCreditCard aria-hidden />}
      title={booked ? '¿Querés otro turno?' : 'No tenés un turno pago para agendar'}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          Para elegir día y hora primero pagá tu Turno Presencial o un pack de controles. Después
          volvés acá y lo agendás.
        </Text>
        <Button component={Link} to={PATHS.inPerson()} size="sm">
          Pagar un turno o un pack
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * Where the count comes from, by purchase ('Te quedan 2 de 3 controles · vencen el 15/3'):
 * a pack's credits expire, so its date matters. A lone 'Turno Presencial' never expires and
 * its line would only repeat the count, so it is listed only beside a pack's.
 */
function CreditLines({ lots = [] }: { lots?: readonly TCreditLot[] }) {
  const left = lots.filter((lot) => lot.quedan > 0);
  if (!left.some((lot) => lot.vencen !== null || lot.total > 1)) return null;
  return (
    <Stack gap={2} w="100%" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {left.map((lot) => (
        <Text key={lot.purchaseId} component="li" size="sm">
          <Text span fw={600} inherit>
            {lot.producto}:
          </Text>{' '}
          {creditLotLine(lot)}
        </Text>
      ))}
    </Stack>
  );
}
