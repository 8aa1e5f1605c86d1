import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { TBlockedDay } from '@contract/agenda';
import { formatInMontevideo, montevideoNoon } from '@contract/time';
import { errorMessage } from '@web/lib/errors';
import { notifySuccess, notifyWarning } from '@web/lib/notify';
import { useSetHoliday } from '../api/availability';

/** 'sábado, 18 de julio de 2026' */
const dayText = (day: string) => formatInMontevideo(montevideoNoon(day)!, 'weekdayDate');

/**
 * The days blocked by default of the coming 12 months (the non-working holidays, Carnival,
 * Tourism Week): no slot is offered on them unless she opens one because she works it.
 */
export function HolidaysSection({ holidays }: { holidays: readonly TBlockedDay[] }) {
  const set = useSetHoliday();
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {holidays.map((h) => (
        <Group key={h.day} component="li" justify="space-between" wrap="nowrap" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Text fw={500}>{dayText(h.day)}</Text>
            <Group gap={6}>
              <Text size="sm" c="dimmed">
                {h.name}
              </Text>
              <Badge size="sm" variant="light" color={h.open ? 'green' : 'gray'}>
                {h.open ? 'Abierto' : 'Bloqueado'}
              </Badge>
            </Group>
          </div>
          <Button
            size="compact-sm"
            style={{ flexShrink: 0 }}
            variant={h.open ? 'default' : 'light'}
            aria-label={`${h.open ? 'Bloquear' : 'Abrir'} el ${dayText(h.day)}`}
            loading={set.isPending && set.variables?.day === h.day}
            onClick={() =>
              set.mutate(
                { day: h.day, open: !h.open },
                {
                  onSuccess: (answer) => notifySuccess(answer.msg),
                  onError: (err) =>
                    notifyWarning(errorMessage(err, 'No pudimos cambiar ese día. Probá de nuevo.')),
                },
              )
            }
          >
            {h.open ? 'Bloquear' : 'Abrir'}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
