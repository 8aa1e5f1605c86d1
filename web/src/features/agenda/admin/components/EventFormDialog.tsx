import { SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { EVENT_COLORS, ZEventUpdateSchema, ZNewEventSchema } from '@contract/agenda';
import { DayInput } from '@web/components/DayInput';
import { HourInput } from '@web/components/HourInput';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useBookEvent } from '../../api/book-event';
import { useUpdateEvent } from '../api/update-event';
import { DescriptionField, FormButtons } from '../../components/DialogFormParts';
import {
  COLOR_LABELS,
  eventPayload,
  PERSON_KIND_LABELS,
  personErrors,
  type EventFormValues,
  type EventPersonKind,
} from '../../lib/event-form';
import { useClientSearch, type ClientOption } from '../api/search-clients';
import { Dialog } from '@web/components/dialogs/Dialog';

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

const PERSON_KINDS = (Object.keys(PERSON_KIND_LABELS) as EventPersonKind[]).map((value) => ({
  value,
  label: PERSON_KIND_LABELS[value],
}));

/**
 * The Agenda tab's appointment form (spec §2 Admin panel; issue 30): who it is for (one of
 * her clients, picked by name or e-mail; a person without an account; nobody), title,
 * color, description and the day and hours in Montevideo. Any free range, also outside her
 * hours; the server refuses an overlap or the past.
 */
export function EventFormDialog({ target, onClose }: Props) {
  return (
    <Dialog
      opened={target !== null}
      onClose={onClose}
      title={target?.id ? 'Editar turno' : 'Nuevo turno'}
      centered
      size="lg"
      styles={{ title: { fontWeight: 600 } }}
    >
      {target && <EventForm target={target} onClose={onClose} />}
    </Dialog>
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
    extraChecks: personErrors,
    save: (v) =>
      id ? update.mutateAsync({ id, body: eventPayload(v) }) : book.mutateAsync(eventPayload(v)),
    success: (answer) => answer.msg,
    failed: 'No pudimos guardar el turno. Probá de nuevo.',
    onSaved: onClose,
  });
  const errors = form.errors;
  const values = form.getValues();

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <Stack gap={6}>
          <Text size="sm" fw={500} id="turno-para">
            Para quién es
          </Text>
          <SegmentedControl
            aria-labelledby="turno-para"
            data={PERSON_KINDS}
            value={values.who}
            onChange={(v) => form.setFieldValue('who', v as EventPersonKind)}
            fullWidth
          />
        </Stack>
        {values.who === 'client' && (
          <ClientPicker
            value={
              values.userId ? { _id: values.userId, name: values.name, email: values.email } : null
            }
            error={errors.userId}
            onChange={(c) => {
              form.setFieldValue('userId', c?._id ?? '');
              form.setFieldValue('name', c?.name ?? '');
              form.setFieldValue('email', c?.email ?? '');
            }}
          />
        )}
        {values.who === 'person' && (
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <TextInput label="Nombre" required maxLength={120} {...form.getInputProps('name')} />
            <TextInput
              label="Email"
              type="email"
              autoComplete="off"
              {...form.getInputProps('email')}
            />
            <TextInput
              label="Teléfono"
              type="tel"
              inputMode="tel"
              placeholder="099 123 456"
              {...form.getInputProps('phone')}
            />
          </SimpleGrid>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label="Título"
            placeholder={values.who === 'none' ? 'Reunión' : 'Control presencial'}
            maxLength={120}
            {...form.getInputProps('title')}
          />
          <Select
            label="Color"
            data={COLOR_OPTIONS}
            allowDeselect={false}
            value={values.color}
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

/**
 * Her clients, searched on the server by name or e-mail as she types (GET users?q): the one
 * picked is the turno's client, whose account it then belongs to.
 */
function ClientPicker({
  value,
  error,
  onChange,
}: {
  value: ClientOption | null;
  error?: React.ReactNode;
  onChange: (client: ClientOption | null) => void;
}) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const found = useClientSearch(q);
  const label = (c: ClientOption) => `${c.name} · ${c.email}`;
  const options = [...(value ? [value] : []), ...(found.data ?? [])].filter(
    (c, i, all) => all.findIndex((o) => o._id === c._id) === i,
  );
  return (
    <Select
      label="Cliente"
      placeholder="Escribí su nombre o email"
      required
      searchable
      clearable
      data={options.map((c) => ({ value: c._id, label: label(c) }))}
      value={value?._id ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already filtered by what she typed (accents aside): show its answer whole.
      filter={({ options: all }) => all}
      onChange={(id) => onChange(options.find((c) => c._id === id) ?? null)}
      nothingFoundMessage={
        q && !found.isFetching ? 'Ningún cliente con ese nombre o email' : 'Escribí para buscar'
      }
      error={error}
    />
  );
}
