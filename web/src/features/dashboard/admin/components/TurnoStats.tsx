import { Stack, Text } from '@mantine/core';
import type { TDashboard } from '@contract/dashboard';
import { formatNumber } from '@contract/money';

const percent = (part: number, whole: number) => `${Math.round((part * 100) / whole)} %`;

/**
 * The month in her turnos (issue 34), under today's and tomorrow's: how many clients
 * missed theirs, once she marked some, and how many cancelled turnos were booked again
 * ('Turnos liberados este mes: 3 · recuperados 2 (67 %)'), with who waits for one.
 */
export function TurnoStats({
  attendance: { marked, noShows },
  waitlist: { liberados, recuperados, esperando },
}: Pick<TDashboard, 'attendance' | 'waitlist'>) {
  const turnos = marked === 1 ? '1 turno' : `${formatNumber(marked)} turnos`;
  return (
    <Stack gap={2} mt="xs">
      {marked > 0 && (
        <Text size="sm" c="dimmed">
          {`Inasistencias del mes: ${formatNumber(noShows)} de ${turnos} (${percent(noShows, marked)})`}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {liberados === 0
          ? 'Ningún turno liberado este mes'
          : `Turnos liberados este mes: ${formatNumber(liberados)} · recuperados ${formatNumber(recuperados)} (${percent(recuperados, liberados)})`}
      </Text>
      <Text size="sm" c="dimmed">
        {`En lista de espera: ${formatNumber(esperando)}`}
      </Text>
    </Stack>
  );
}
