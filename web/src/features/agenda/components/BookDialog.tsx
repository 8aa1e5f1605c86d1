import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarCheck, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ZNewEventSchema } from '@contract/agenda';
import { appointmentRange } from '@contract/agenda-slots';
import { PATHS } from '@contract/pages';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useBookEvent } from '../api/book-event';
import { DescriptionField, FormButtons } from './DialogFormParts';
import { Dialog } from '@web/components/dialogs/Dialog';

export interface Slot {
  start: Date;
  end: Date;
}

interface Props {
  /** The free hour chosen (instants); null closes the dialog. */
  slot: Slot | null;
  /** The client's e-mail, where the confirmation goes. */
  email: string;
  onClose: () => void;
  /** The hour was booked ('martes, 3 de marzo de 2026, de 09:00 a 10:00'): the paid turno is used. */
  onBooked: (range: string) => void;
}

/**
 * The booking dialog (spec §2 appointment page): the day and time, the client's e-mail
 * and an optional description; once booked, 'Control agendado para: {range}'.
 */
export function BookDialog({ slot, email, onClose, onBooked }: Props) {
  return (
    <Dialog
      opened={slot !== null}
      onClose={onClose}
      title="Agendar control"
      centered
      styles={{ title: { fontWeight: 600 } }}
    >
      {slot && <BookForm slot={slot} email={email} onClose={onClose} onBooked={onBooked} />}
    </Dialog>
  );
}

function BookForm({ slot, email, onClose, onBooked }: Props & { slot: Slot }) {
  const [booked, setBooked] = useState<string | null>(null);
  const book = useBookEvent();
  const { form, saving, onSubmit } = useSchemaForm({
    schema: ZNewEventSchema,
    initialValues: { email, description: '' },
    toPayload: (v) => ({ ...v, start: slot.start.toISOString(), end: slot.end.toISOString() }),
    save: (v) =>
      book.mutateAsync({ ...v, start: slot.start.toISOString(), end: slot.end.toISOString() }),
    failed: 'No pudimos agendar el turno. Probá de nuevo.',
    onSaved: ({ calendar }) => {
      const range = appointmentRange(new Date(calendar.start), new Date(calendar.end));
      setBooked(range);
      onBooked(range);
    },
  });

  if (booked)
    return (
      <Stack>
        <Alert
          color="green"
          variant="light"
          icon={<IconCircleCheck aria-hidden />}
          title={`Control agendado para: ${booked}`}
          role="status"
        >
          Te enviamos un email con los datos del turno para que lo agregues a tu calendario.
        </Alert>
        <Group justify="flex-end">
          <Button component={Link} to={PATHS.home()} variant="default">
            Volver al inicio
          </Button>
          <Button onClick={onClose} data-autofocus>
            Ver en el calendario
          </Button>
        </Group>
      </Stack>
    );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <div>
          <Text size="sm" c="dimmed">
            Día y hora (hora de Uruguay)
          </Text>
          <Text fw={700}>{appointmentRange(slot.start, slot.end)}</Text>
        </div>
        <TextInput label="Email" readOnly {...form.getInputProps('email')} />
        <DescriptionField
          label="Descripción (opcional)"
          placeholder="Si querés, contanos el motivo de la consulta"
          {...form.getInputProps('description')}
        />
        <FormButtons
          saving={saving}
          onCancel={() => {
            form.reset();
            onClose();
          }}
          submitLabel="Agendar"
          icon={<IconCalendarCheck size={18} aria-hidden />}
        />
      </Stack>
    </form>
  );
}
