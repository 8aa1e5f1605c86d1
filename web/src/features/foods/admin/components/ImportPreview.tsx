import { Badge, Box, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IMPORT_ACTIONS, type TFoodImportAnswer, type TFoodImportRow } from '@contract/foods';
import { formatNumber } from '@contract/money';
import { WHOLE_LABEL } from './whole-label';

type Action = (typeof IMPORT_ACTIONS)[number];

/** Each action's badge colour and its count's label ('3 Nuevos'). */
const ACTIONS: Record<Action, { color: string; counted: string }> = {
  Nuevo: { color: 'green', counted: 'Nuevos' },
  Cambia: { color: 'blue', counted: 'Cambian' },
  Igual: { color: 'gray', counted: 'Iguales' },
  Rechazado: { color: 'red', counted: 'Rechazados' },
};

/**
 * What the import would do: the counts, then every row with its line in the CSV, so a
 * refused one can be found and fixed in the spreadsheet. The rows scroll inside the
 * dialog (a table of 500 foods would otherwise push the buttons out of sight).
 */
export function ImportPreview({ preview }: { preview: TFoodImportAnswer }) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" role="list" aria-label="Resumen">
        {IMPORT_ACTIONS.map((a) => (
          <Paper key={a} withBorder radius="md" p="xs" role="listitem">
            <Text
              fw={700}
              size="xl"
              lh={1.2}
              c={a === 'Rechazado' && preview.counts[a] > 0 ? 'red.8' : undefined}
            >
              {formatNumber(preview.counts[a])}
            </Text>
            <Text size="sm">{ACTIONS[a].counted}</Text>
          </Paper>
        ))}
      </SimpleGrid>

      {preview.counts.Rechazado > 0 && (
        <Text size="sm">
          Las filas rechazadas no se importan: corregilas en el CSV y volvé a subirlo si las querés.
        </Text>
      )}

      {preview.rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          El CSV no tiene filas.
        </Text>
      ) : (
        <Box
          role="region"
          aria-label="Vista previa fila por fila"
          // Focusable, so the keyboard can scroll it (axe: scrollable-region-focusable).
          tabIndex={0}
          style={{
            maxHeight: 'min(50vh, 420px)',
            overflow: 'auto',
            border: '1px solid var(--mantine-color-gray-3)',
            borderRadius: 'var(--mantine-radius-md)',
          }}
        >
          <Table verticalSpacing={6} striped="even" miw={520} stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={64}>Línea</Table.Th>
                <Table.Th>Nombre</Table.Th>
                <Table.Th w={110}>Acción</Table.Th>
                <Table.Th>Motivo o cambios</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.rows.map((row) => (
                <PreviewRow key={row.line} row={row} />
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      )}
    </Stack>
  );
}

function PreviewRow({ row }: { row: TFoodImportRow }) {
  const refused = row.action === 'Rechazado';
  return (
    <Table.Tr
      data-action={row.action}
      style={refused ? { backgroundColor: 'var(--mantine-color-red-light)' } : undefined}
    >
      <Table.Td>
        <Text size="sm">{row.line}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {row.name || '—'}
        </Text>
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={ACTIONS[row.action].color} tt="none" styles={WHOLE_LABEL}>
          {row.action}
        </Badge>
      </Table.Td>
      <Table.Td>
        {refused ? (
          <Text size="sm" c="red.9">
            {row.reason ?? 'Fila con errores'}
          </Text>
        ) : row.changes.length > 0 ? (
          <Text size="sm">{row.changes.join(' · ')}</Text>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
