import { Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import {
  CREDIT_MOVE_LABELS,
  creditLotLine,
  type TCreditLot,
  type TCreditMovement,
} from '@contract/credits';
import { SectionCard } from '@web/components/SectionCard';
import { formatNumericDate, formatNumericDateTime } from '@web/lib/dates';
import { errorMessage } from '@web/lib/errors';
import { useCredits } from '../../api/get-credits';
import { creditTotalsLine } from '../../lib/credits';

const TITLE = 'Turnos pagos y packs';

/**
 * A client's record, 'Turnos pagos y packs' (issue 34): each paid turno or pack with what
 * is left of it, the ledger every change of a credit leaves (so she can answer «¿cuántos me
 * quedan?» and why), and its totals.
 */
export function ClientCreditsCard({ userId }: { userId: string }) {
  const credits = useCredits(userId);
  return (
    <SectionCard title={TITLE}>
      {credits.isPending ? (
        <Skeleton height={80} aria-label="Cargando los turnos pagos" />
      ) : credits.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {errorMessage(credits.error, 'No pudimos cargar los turnos pagos')}
        </Text>
      ) : credits.data.lotes.length === 0 && credits.data.movimientos.length === 0 ? (
        <Text size="sm" c="dimmed">
          Sin turnos pagos
        </Text>
      ) : (
        <Stack gap="md">
          <Lots lots={credits.data.lotes} />
          <Ledger moves={credits.data.movimientos} />
          <Text size="sm" fw={600}>
            {creditTotalsLine(credits.data)}
          </Text>
        </Stack>
      )}
    </SectionCard>
  );
}

function Lots({ lots }: { lots: readonly TCreditLot[] }) {
  return (
    <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {lots.map((lot) => (
        <li key={lot.purchaseId}>
          <Text size="sm" fw={600}>
            {lot.producto}
          </Text>
          <Text size="sm">{creditLotLine(lot, 'admin')}</Text>
          <Text size="xs" c="dimmed">
            Comprado el {formatNumericDate(lot.compradoEl)}
          </Text>
        </li>
      ))}
    </Stack>
  );
}

/** The ledger, newest first; on a phone (and in the profile's side column) it scrolls sideways. */
function Ledger({ moves }: { moves: readonly TCreditMovement[] }) {
  if (moves.length === 0) return null;
  const title = 'Movimientos';
  return (
    <Stack gap={6}>
      <Title order={3} size="h6">
        {title}
      </Title>
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        {/* A keyboard reaches the scrolling table with Tab, then arrows. */}
        <Table.ScrollContainer
          minWidth={460}
          type="native"
          tabIndex={0}
          role="region"
          aria-label={`${title} de ${TITLE.toLowerCase()}`}
        >
          <Table verticalSpacing={6} horizontalSpacing="xs" striped="even" fz="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Fecha</Table.Th>
                <Table.Th>Movimiento</Table.Th>
                <Table.Th>Producto</Table.Th>
                <Table.Th>Turno</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {moves.map((m) => (
                <Table.Tr key={m._id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatNumericDateTime(m.at)}
                  </Table.Td>
                  <Table.Td>{CREDIT_MOVE_LABELS[m.kind]}</Table.Td>
                  <Table.Td>{m.producto}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {m.turno ? formatNumericDateTime(m.turno) : '—'}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </Stack>
  );
}
