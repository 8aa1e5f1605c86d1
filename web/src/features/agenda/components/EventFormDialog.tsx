import {
  Button,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { EVENT_COLORS, ZEventUpdateSchema, ZNewEventSchema } from '@contract/agenda';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useBookEvent } from '../api/book-event';
import { useUpdateEvent } from '../api/update-event';
import { COLOR_LABELS, eventPayload, type EventFormValues } from '../lib/event-form';

/** What the dialog does: a new appointment, or changes to one. */
export interface EventFormTarget {
  /** The appointment edited; none for a new one. */
  id?: string;
  values: EventFormValues;
}

interface Props {
  target: EventFormTarget | null;
  onClose: () => void;
}

const COLOR_OPTIONS = EVENT_COLORS.map((value) => ({ value, label: COLOR_LABELS[value] }));

/**
 * The Agenda tab's appointment form (spec §2 Admin panel): title, the client's e-mail,
 * color, description and the day and hours in Montevideo. Any free range, also outside
 * the clients' hours; the server refuses an overlap or the past.
 */
export function EventFormDialog({ target, onClose }: Props) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target?.id ? 'Editar turno' : 'Nuevo turno'}
      centered
      size="lg"
      styles={{ title: { fontWeight: 600 } }}
    >
      {target && <EventForm target={target} onClose={onClose} />}
    </Modal>
  );
}

function EventForm({ target, onClose }: { target: EventFormTarget; onClose: () => void }) {
  const book = useBookEvent();
  const update = useUpdateEvent();
  const { id } = target;
  const { form, saving, onSubmit } = useSchemaForm({
    schema: id ? ZEventUpdateSchema : ZNewEventSchema,
    initialValues: target.values,
    toPayload: eventPayload,
    save: (v) =>
      id ? update.mutateAsync({ id, body: eventPayload(v) }) : book.mutateAsync(eventPayload(v)),
    success: (answer) => answer.msg,
    failed: 'No pudimos guardar el turno. Probá de nuevo.',
    onSaved: onClose,
  });
  // The schema names the instants 'start' and 'end': shown on the hour fields.
  const errors = form.errors;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <TextInput
          label="Título"
          placeholder="Control presencial"
          maxLength={120}
          {...form.getInputProps('title')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label="Email del cliente"
            type="email"
            autoComplete="off"
            {...form.getInputProps('email')}
          />
          <Select
            label="Color"
            data={COLOR_OPTIONS}
            allowDeselect={false}
            value={form.getValues().color}
            onChange={(v) => {
              const color = EVENT_COLORS.find((c) => c === v);
              if (color) form.setFieldValue('color', color);
            }}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <TextInput label="Día" type="date" required {...form.getInputProps('day')} />
          <TextInput
            label="Desde"
            type="time"
            step={900}
            required
            {...form.getInputProps('from')}
            error={errors.start}
          />
          <TextInput
            label="Hasta"
            type="time"
            step={900}
            required
            {...form.getInputProps('to')}
            error={errors.end}
          />
        </SimpleGrid>
        <Textarea
          label="Descripción"
          autosize
          minRows={3}
          maxRows={8}
          maxLength={1000}
          {...form.getInputProps('description')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={saving}>
            Cancelar
          </Button>
          <Button
            type="submit"
            loading={saving}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          >
            Guardar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
