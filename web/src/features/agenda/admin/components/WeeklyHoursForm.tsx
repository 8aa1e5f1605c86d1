import { ActionIcon, Button, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { ZAvailabilitySettingsSchema, type TAvailabilitySettings } from '@contract/agenda';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useSaveAvailability } from '../api/availability';
import { HourInput } from '@web/components/HourInput';

/** ISO weekdays (1 Monday .. 7 Sunday), as the form lists them. */
export const WEEKDAYS = [
  [1, 'Lunes'],
  [2, 'Martes'],
  [3, 'Miércoles'],
  [4, 'Jueves'],
  [5, 'Viernes'],
  [6, 'Sábado'],
  [7, 'Domingo'],
] as const;

type Values = TAvailabilitySettings & Record<string, unknown>;

/**
 * Her weekly hours (several ranges a day) and the rules of a client's booking: length,
 * buffer, minimum notice and horizon. Saved, it changes what every calendar offers from
 * then on; appointments already booked stay where they are.
 */
export function WeeklyHoursForm({ settings }: { settings: TAvailabilitySettings }) {
  const save = useSaveAvailability();
  const { form, saving, onSubmit } = useSchemaForm<
    Values,
    Awaited<ReturnType<typeof save.mutateAsync>>
  >({
    schema: ZAvailabilitySettingsSchema,
    initialValues: settings as Values,
    save: (v) => save.mutateAsync(v),
    success: (answer) => answer.msg,
    failed: 'No pudimos guardar la disponibilidad. Probá de nuevo.',
  });
  const ranges = form.getValues().weeklyHours;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Horarios de atención">
      <Stack gap="md">
        <Stack gap="xs">
          {WEEKDAYS.map(([weekday, name]) => {
            const own = ranges
              .map((r, index) => ({ ...r, index }))
              .filter((r) => r.weekday === weekday);
            return (
              <Group
                key={weekday}
                align="flex-start"
                gap="sm"
                wrap="wrap"
                role="group"
                aria-label={name}
                data-testid={`dia-${weekday}`}
              >
                <Text fw={600} w={90} pt={6}>
                  {name}
                </Text>
                <Stack gap={6} style={{ flex: 1, minWidth: 220 }}>
                  {own.length === 0 && (
                    <Text c="dimmed" size="sm" pt={6}>
                      No atendés
                    </Text>
                  )}
                  {own.map((r) => (
                    <Group key={r.index} gap="xs" align="flex-start" wrap="nowrap">
                      <HourInput
                        label={`${name}: desde`}
                        size="sm"
                        w={{ base: 104, xs: 120 }}
                        {...form.getInputProps(`weeklyHours.${r.index}.start`)}
                      />
                      <HourInput
                        label={`${name}: hasta`}
                        size="sm"
                        w={{ base: 104, xs: 120 }}
                        {...form.getInputProps(`weeklyHours.${r.index}.end`)}
                      />
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        mt={26}
                        aria-label={`Quitar el horario del ${name.toLowerCase()} de ${r.start} a ${r.end}`}
                        onClick={() => form.removeListItem('weeklyHours', r.index)}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Group>
                  ))}
                </Stack>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  mt={4}
                  leftSection={<IconPlus size={16} aria-hidden />}
                  aria-label={`Agregar horario el ${name.toLowerCase()}`}
                  onClick={() => {
                    const last = own.at(-1);
                    form.insertListItem(
                      'weeklyHours',
                      last
                        ? { weekday, start: last.end, end: laterHour(last.end) }
                        : { weekday, start: '09:00', end: '13:00' },
                    );
                  }}
                >
                  Agregar horario
                </Button>
              </Group>
            );
          })}
          {typeof form.errors.weeklyHours === 'string' && (
            <Text c="red" size="sm">
              {form.errors.weeklyHours}
            </Text>
          )}
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <NumberInput
            label="Duración del turno (minutos)"
            min={15}
            max={240}
            step={15}
            allowDecimal={false}
            {...form.getInputProps('slotMinutes')}
          />
          <NumberInput
            label="Descanso entre turnos (minutos)"
            min={0}
            max={120}
            step={5}
            allowDecimal={false}
            {...form.getInputProps('bufferMinutes')}
          />
          <NumberInput
            label="Anticipación mínima (horas)"
            min={0}
            max={720}
            allowDecimal={false}
            {...form.getInputProps('minNoticeHours')}
          />
          <NumberInput
            label="Reservas hasta (días adelante)"
            min={1}
            max={365}
            allowDecimal={false}
            {...form.getInputProps('horizonDays')}
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          Los turnos empiezan al inicio de cada horario y cada duración más descanso (45 minutos con
          15 de descanso: uno por hora). Cambiar los horarios no mueve ni cancela los turnos ya
          agendados.
        </Text>
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={saving}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          >
            Guardar disponibilidad
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 'HH:MM' two hours later (a new range after the day's last one), at most 24:00. */
function laterHour(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const next = Math.min(h * 60 + m + 120, 24 * 60);
  return `${String(Math.floor(next / 60)).padStart(2, '0')}:${String(next % 60).padStart(2, '0')}`;
}
