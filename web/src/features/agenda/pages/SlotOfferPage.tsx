import {
  Alert,
  Button,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconCalendarCheck,
  IconCalendarEvent,
  IconCircleCheck,
  IconClockHour4,
  IconInfoCircle,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PATHS } from '@contract/pages';
import { offerDeadlineText, type TSlotOffer } from '@contract/waitlist';
import type { TUser } from '@contract/users';
import { ErrorAlert } from '@web/components/data-table/ListStates';
import { ApiError } from '@web/lib/api';
import { errorMessage } from '@web/lib/errors';
import { usePageMeta } from '@web/lib/use-page-meta';
import { useSession } from '@web/lib/use-session';
import { useClaimSlotOffer } from '../api/claim-slot-offer';
import { useSlotOffer } from '../api/get-slot-offer';
import { slotRange } from '../lib/waitlist-text';

interface Props {
  /** The slot was reserved: one of the client's credits is used. */
  onReserved: () => void;
}

/** Where the client's turnos are: their booking page; hers is the back office's Agenda. */
const turnosOf = (me: TUser) =>
  me.type === 'admin'
    ? { to: PATHS.admin('agenda'), label: 'Ir a la agenda' }
    : { to: PATHS.scheduleControl(me._id), label: 'Ver mis turnos' };

/**
 * /auth/turno-liberado/:id (issue 34), where the offer's mail and push lead: a turno
 * cancelled by someone else, held for this client of the waiting list for a while, reserved
 * here in one tap. Once it ended, was reserved or is gone, the page says so. Mostly opened
 * on a phone from the mail: one column, the day and time first, a large button.
 */
export default function SlotOfferPage({ onReserved }: Props) {
  usePageMeta('Turno liberado');
  const { id = '' } = useParams();
  const session = useSession();
  const offer = useSlotOffer(id);
  // Kept here: once reserved, the offer reads as 'reservada', but this answer says more.
  const [reserved, setReserved] = useState<{ msg: string; range: string } | null>(null);
  // The router's guard has checked the session; a sign-out while here leaves the page.
  if (!session) return null;
  const turnos = turnosOf(session.user);
  const notFound = offer.error instanceof ApiError && offer.error.status === 404;

  return (
    <Container size={560} px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
        <Stack gap="md">
          <Title order={1} size="h2">
            {notFound ? 'Turno liberado' : 'Se liberó un turno para vos'}
          </Title>
          {reserved ? (
            <Reserved {...reserved} turnos={turnos} />
          ) : offer.isPending ? (
            <Stack gap="sm" aria-busy="true" aria-label="Cargando el turno">
              <Skeleton height={28} width="80%" />
              <Skeleton height={18} width="60%" />
              <Skeleton height={50} />
            </Stack>
          ) : notFound ? (
            <>
              <Text>No encontramos ese turno liberado.</Text>
              <TurnosLink {...turnos} />
            </>
          ) : offer.isError ? (
            <ErrorAlert
              title="No pudimos abrir el turno"
              message={errorMessage(offer.error, 'Probá de nuevo en unos segundos.')}
              onRetry={() => void offer.refetch()}
            />
          ) : (
            <Offer
              offer={offer.data}
              me={session.user}
              turnos={turnos}
              onReserved={(answer) => {
                setReserved(answer);
                onReserved();
              }}
            />
          )}
        </Stack>
      </Paper>
    </Container>
  );
}

function Offer({
  offer,
  me,
  turnos,
  onReserved,
}: {
  offer: TSlotOffer;
  me: TUser;
  turnos: { to: string; label: string };
  onReserved: (answer: { msg: string; range: string }) => void;
}) {
  const claim = useClaimSlotOffer();
  const when = (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <IconCalendarEvent size={26} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text fz={{ base: 'lg', sm: 'xl' }} fw={700} lh={1.3}>
        {slotRange(new Date(offer.start), new Date(offer.end))}
      </Text>
    </Group>
  );
  if (offer.estado !== 'vigente')
    return (
      <>
        {when}
        <Alert
          color={offer.estado === 'reservada' ? 'green' : 'gray'}
          variant="light"
          icon={
            offer.estado === 'reservada' ? (
              <IconCalendarCheck aria-hidden />
            ) : (
              <IconInfoCircle aria-hidden />
            )
          }
        >
          {ENDED[offer.estado]}
        </Alert>
        <TurnosLink {...turnos} />
      </>
    );

  const reserve = () =>
    claim.mutate(offer._id, {
      onSuccess: ({ msg, calendar }) =>
        onReserved({ msg, range: slotRange(new Date(calendar.start), new Date(calendar.end)) }),
    });
  return (
    <>
      {when}
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconClockHour4 size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text fw={600}>
          Te lo guardamos hasta {offerDeadlineText(new Date(offer.vence), new Date())}.
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        Reservarlo usa uno de tus turnos pagos. Si no te queda bien, no hagas nada: seguís en la
        lista para el próximo.
      </Text>
      {claim.isError && (
        <Alert color="red" variant="light">
          {errorMessage(claim.error, 'No pudimos reservar el turno. Probá de nuevo.')}
        </Alert>
      )}
      {me.type === 'admin' ? (
        <>
          <Text size="sm">Solo el cliente al que se le ofreció puede reservarlo.</Text>
          <TurnosLink {...turnos} />
        </>
      ) : (
        <Button
          size="lg"
          fullWidth
          leftSection={<IconCalendarCheck size={22} aria-hidden />}
          loading={claim.isPending}
          onClick={reserve}
        >
          Reservar este turno
        </Button>
      )}
    </>
  );
}

/** What an offer that can no longer be reserved says, by its state. */
const ENDED: Record<Exclude<TSlotOffer['estado'], 'vigente'>, string> = {
  vencida:
    'Este turno ya se le ofreció a la siguiente persona de la lista. Seguís anotado para el próximo.',
  reservada: 'Ya reservaste este turno.',
  'no-disponible': 'Este turno ya no está disponible.',
};

function Reserved({
  msg,
  range,
  turnos,
}: {
  msg: string;
  range: string;
  turnos: { to: string; label: string };
}) {
  return (
    <>
      <Alert
        color="green"
        variant="light"
        icon={<IconCircleCheck aria-hidden />}
        title={msg}
        role="status"
      >
        {range}
      </Alert>
      <TurnosLink {...turnos} primary />
    </>
  );
}

function TurnosLink({ to, label, primary }: { to: string; label: string; primary?: boolean }) {
  return (
    <Button
      component={Link}
      to={to}
      size={primary ? 'lg' : 'md'}
      variant={primary ? 'filled' : 'default'}
      fullWidth
    >
      {label}
    </Button>
  );
}
