import { Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { EVENT_COLORS, ZEventUpdateSchema, ZNewEventSchema } from '@contract/agenda';
import { DayInput } from '@web/components/DayInput';
import { HourInput } from '@web/components/HourInput';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useBookEvent } from '../../api/book-event';
import { useUpdateEvent } from '../api/update-event';
import { DescriptionField, FormButtons } from '../../components/DialogFormParts';
import { COLOR_LABELS, eventPayload, type EventFormValues } from '../../lib/event-form';

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

// The schema names the instants 'start' and 'end': their messages go on the hour fields.
const HOUR_FIELDS = [
  { field: 'from', label: 'Desde', instant: 'start' },
  { field: 'to', label: 'Hasta', instant: 'end' },
] as const;

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
          <DayInput label="Día" required {...form.getInputProps('day')} />
          {HOUR_FIELDS.map(({ field, label, instant }) => (
            <HourInput
              key={field}
              label={label}
              required
              {...form.getInputProps(field)}
              error={errors[instant]}
            />
          ))}
        </SimpleGrid>
        <DescriptionField label="Descripción" {...form.getInputProps('description')} />
        <FormButtons
          saving={saving}
          onCancel={onClose}
          submitLabel="Guardar"
          icon={<IconDeviceFloppy size={18} aria-hidden />}
        />
      </Stack>
    </form>
  );
}
