import { Table, Text } from '@mantine/core';
import type { TControl } from '@contract/clinical';
import { formatShortDate } from '@web/lib/dates';
import { typeLabel } from '../lib/format';
import { BODY_FAT_LABEL, BODY_FAT_NOTE, metricItems } from '../lib/metrics';

/**
 * The figures the server computes for each control, newest first: IMC, the two
 * ratios and, when some in-person control has it, the estimated body fat.
 */
export function MetricsTable({ controls }: { controls: readonly TControl[] }) {
  const rows = controls.map((c) => ({ control: c, items: metricItems(c) }));
  const withFat = rows.some((r) => r.items.some((i) => i.key === 'bodyFatPct'));
  const value = (items: ReturnType<typeof metricItems>, key: string) =>
    items.find((i) => i.key === key)?.value ?? '—';

  return (
    <>
      {/* On a phone the table scrolls sideways: a keyboard reaches it with Tab, then arrows. */}
      <Table.ScrollContainer
        minWidth={withFat ? 600 : 480}
        type="native"
        tabIndex={0}
        role="region"
        aria-label="Índices de cada control"
      >
        <Table striped withTableBorder verticalSpacing="xs" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Fecha</Table.Th>
              <Table.Th scope="col">IMC</Table.Th>
              <Table.Th scope="col">Cintura/cadera</Table.Th>
              <Table.Th scope="col">Cintura/altura</Table.Th>
              {withFat && <Table.Th scope="col">{BODY_FAT_LABEL}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(({ control, items }) => (
              <Table.Tr key={control._id}>
                <Table.Th scope="row" fw={500} style={{ whiteSpace: 'nowrap' }}>
                  {formatShortDate(control.createdAt)}
                  <Text span size="xs" c="dimmed">
                    {' · '}
                    {typeLabel(control.typo)}
                  </Text>
                </Table.Th>
                <Table.Td>{value(items, 'bmi')}</Table.Td>
                <Table.Td>{value(items, 'waistHip')}</Table.Td>
                <Table.Td>{value(items, 'waistHeight')}</Table.Td>
                {withFat && <Table.Td>{value(items, 'bodyFatPct')}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed" mt={6}>
        Se calculan con la talla, el peso y los perímetros de cada control; un guion indica que
        falta una medida.{withFat && ` ${BODY_FAT_LABEL}: ${BODY_FAT_NOTE}`}
      </Text>
    </>
  );
}
