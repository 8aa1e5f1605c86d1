import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconBellRinging, IconClockPlus, IconListNumbers } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PATHS } from '@contract/pages';
import {
  OFFER_HOURS,
  offerDeadlineText,
  WAITLIST_DAYS,
  type TWaitlistStatus,
} from '@contract/waitlist';
import { ConfirmDialog } from '@web/components/dialogs/ConfirmDialog';
import { SectionCard } from '@web/components/SectionCard';
import { errorMessage } from '@web/lib/errors';
import { notifySuccess, notifyWarning } from '@web/lib/notify';
import { useWaitlistStatus } from '../api/get-waitlist-status';
import { useJoinWaitlist } from '../api/join-waitlist';
import { useLeaveWaitlist } from '../api/leave-waitlist';
import { slotStart } from '../lib/waitlist-text';

/**
 * 'Lista de espera' on the client's own booking page (issue 34): a slot offered to them
 * right now, their place on the list with the way out, or, when nothing is free in the next
 * 14 days, the way in. Nothing at all when slots are free (the calendar offers them) or
 * they have no credit (the page already asks them to pay one), nor while the status loads
 * or fails: the card is for the few whose days are full, and must not flash or worry the
 * rest.
 */
export function WaitlistCard({ userId }: { userId: string }) {
  const status = useWaitlistStatus(userId);
  const join = useJoinWaitlist(userId);
  const leave = useLeaveWaitlist(userId);
  const [asking, setAsking] = useState<true | null>(null);
  const s = status.data;
  const waiting = s?.anotadoDesde != null;
  // A refusal stays in sight even when the status read after it hides the card: it says why
  // (a slot freed meanwhile, a credit used).
  if (!s || (!s.oferta && !waiting && !s.puedeAnotarse && !join.isError)) return null;

  const doLeave = () =>
    leave.mutate(undefined, {
      onSuccess: ({ message }) => {
        setAsking(null);
        notifySuccess(message);
      },
      onError: (err) =>
        notifyWarning(errorMessage(err, 'No pudimos sacarte de la lista. Probá de nuevo.')),
    });

  return (
    <SectionCard title="Lista de espera">
      <Stack gap="sm">
        {s.oferta && <OfferAlert offer={s.oferta} />}
        {waiting ? (
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              <IconListNumbers
                size={18}
                aria-hidden
                style={{ verticalAlign: 'text-bottom', marginRight: 6 }}
              />
              {`Estás en la lista de espera (puesto ${s.posicion ?? '—'}). Te avisamos por correo y en el teléfono cuando se libere un turno en los próximos ${WAITLIST_DAYS} días.`}
            </Text>
            <Button variant="default" onClick={() => setAsking(true)}>
              Salir de la lista
            </Button>
          </Stack>
        ) : s.puedeAnotarse ? (
          <Stack gap="sm" align="flex-start">
            <Text size="sm" fw={600}>
              No hay horarios libres en los próximos {WAITLIST_DAYS} días.
            </Text>
            <Text size="sm">
              Anotate y, si alguien cancela, te guardamos su turno por {OFFER_HOURS} horas y te
              avisamos por correo y en el teléfono para que lo reserves.
            </Text>
            <Button
              leftSection={<IconClockPlus size={18} aria-hidden />}
              loading={join.isPending}
              onClick={() =>
                join.mutate(undefined, { onSuccess: ({ message }) => notifySuccess(message) })
              }
            >
              Anotarme en la lista de espera
            </Button>
          </Stack>
        ) : null}
        {join.isError && (
          <Alert color="yellow" variant="light">
            {errorMessage(join.error, 'No pudimos anotarte en la lista. Probá de nuevo.')}
          </Alert>
        )}
      </Stack>
      <ConfirmDialog
        subject={asking}
        title="¿Salir de la lista de espera?"
        confirmLabel="Salir de la lista"
        loading={leave.isPending}
        onConfirm={doLeave}
        onClose={() => setAsking(null)}
      >
        {() => (
          <Text size="sm">
            Perdés tu lugar en la lista: si más adelante te volvés a anotar, quedás al final.
          </Text>
        )}
      </ConfirmDialog>
    </SectionCard>
  );
}

/** The slot held for them: when it is, until when, and the way to reserve it. */
function OfferAlert({ offer }: { offer: NonNullable<TWaitlistStatus['oferta']> }) {
  const deadline = offerDeadlineText(new Date(offer.vence), new Date());
  return (
    <Alert
      color="teal"
      variant="light"
      // Light for its text's contrast; the border sets it apart from the page's other notes.
      style={{ border: '2px solid var(--mantine-color-teal-6)' }}
      icon={<IconBellRinging aria-hidden />}
      title={`Se liberó un turno para vos: ${slotStart(new Date(offer.start))}`}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          Tenés hasta {deadline} para reservarlo. Después se lo ofrecemos a la siguiente persona de
          la lista.
        </Text>
        <Button component={Link} to={PATHS.slotOffer(offer._id)}>
          Reservar este turno
        </Button>
      </Stack>
    </Alert>
  );
}
