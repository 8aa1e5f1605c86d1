import { ActionIcon, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { ZDayOffInputSchema, type TDayOff } from '@contract/agenda';
import { DayInput } from '@web/components/DayInput';
import { formatDay } from '@web/lib/dates';
import { errorMessage } from '@web/lib/errors';
import { notifySuccess, notifyWarning } from '@web/lib/notify';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useAddDayOff, useRemoveDayOff } from '../api/availability';

interface Values extends Record<string, unknown> {
  firstDay: string;
  lastDay: string;
  note: string;
}

/** One day ('Hasta' empty) or a range. */
const payload = (v: Values) => ({
  firstDay: v.firstDay,
  lastDay: v.lastDay || v.firstDay,
  note: v.note,
});

/** 'del 16 de marzo de 2026 al 20 de marzo de 2026', or the one day. */
export const daysOffText = (d: { firstDay: string; lastDay: string }) =>
  d.firstDay === d.lastDay
    ? formatDay(d.firstDay)
    : `del ${formatDay(d.firstDay)} al ${formatDay(d.lastDay)}`;

/**
 * Days she does not work (a day, or a range: a vacation), with an optional note: no slot
 * is offered on them. Appointments already booked on them stay, and show as outside her
 * hours.
 */
export function DaysOffSection({ daysOff }: { daysOff: readonly TDayOff[] }) {
  const add = useAddDayOff();
  const remove = useRemoveDayOff();
  const { form, saving, onSubmit } = useSchemaForm({
    schema: ZDayOffInputSchema,
    initialValues: { firstDay: '', lastDay: '', note: '' } as Values,
    toPayload: payload,
    save: (v) => add.mutateAsync(payload(v)),
    success: (answer) => answer.msg,
    failed: 'No pudimos agregar los días libres. Probá de nuevo.',
    onSaved: () => form.reset(),
  });

  return (
    <Stack gap="md">
      <form onSubmit={onSubmit} noValidate aria-label="Agregar días libres">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <DayInput label="Desde" required {...form.getInputProps('firstDay')} />
          <DayInput
            label="Hasta (vacío: un solo día)"
            clearable
            {...form.getInputProps('lastDay')}
          />
          <TextInput label="Nota (opcional)" maxLength={200} {...form.getInputProps('note')} />
          <Button
            type="submit"
            loading={saving}
            mt={{ base: 0, md: 25 }}
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            Bloquear días
          </Button>
        </SimpleGrid>
      </form>
      {daysOff.length === 0 ? (
        <Text c="dimmed" size="sm">
          No tenés días libres cargados.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {daysOff.map((d) => (
            <Group key={d._id} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <div>
                <Text fw={500}>{daysOffText(d)}</Text>
                {d.note && (
                  <Text size="sm" c="dimmed">
                    {d.note}
                  </Text>
                )}
              </div>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Quitar días libres ${daysOffText(d)}`}
                loading={remove.isPending && remove.variables === d._id}
                onClick={() =>
                  remove.mutate(d._id, {
                    onSuccess: (answer) => notifySuccess(answer.msg),
                    onError: (err) =>
                      notifyWarning(
                        errorMessage(err, 'No pudimos quitar esos días. Probá de nuevo.'),
                      ),
                  })
                }
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
