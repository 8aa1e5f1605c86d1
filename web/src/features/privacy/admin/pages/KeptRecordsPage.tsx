import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { IconArchive } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PATHS } from '@contract/pages';
import { CLINICAL_KEEP_YEARS, type TKeptRecordSummary } from '@contract/privacy';
import { PageShell } from '@web/components/PageShell';
import { CardFacts, CellText, DataTable } from '@web/components/data-table/DataTable';
import { formatDay, formatShortDate } from '@web/lib/dates';
import { formatNumber } from '@contract/money';
import { useKeptRecords } from '../api/get-kept-records';

const yesNo = (v: boolean) => (v ? 'Sí' : 'No');

/** Until when it is kept, and 'Plazo cumplido' once she may erase it. */
function keepCell(r: TKeptRecordSummary) {
  return (
    <Group gap={6} wrap="nowrap">
      <CellText nowrap>{formatDay(r.keepUntil)}</CellText>
      {r.due && (
        <Badge color="orange" variant="light" size="sm">
          Plazo cumplido
        </Badge>
      )}
    </Group>
  );
}

/**
 * /auth/historias-conservadas (admin; issue 33): the clinical records (anamnesis, controls,
 * meal plans) kept, read-only, after
 * their people's accounts were erased, while the law asks (Ley 18.335 and 20.212). Each
 * opens read-only; there she deletes one whose keeping period ended.
 */
export default function KeptRecordsPage() {
  const query = useKeptRecords();
  const rows = query.data;
  const name = (r: TKeptRecordSummary) => (
    <Anchor component={Link} to={PATHS.keptRecords(r._id)} size="sm" fw={600}>
      {r.name}
    </Anchor>
  );
  return (
    <PageShell
      title="Historias clínicas conservadas"
      subtitle={`De cuentas eliminadas: se guardan aparte, solo para lectura, mientras la ley pide conservarlas (leyes 18.335 y 20.212): ${CLINICAL_KEEP_YEARS} años desde el último control, como dice el consentimiento.`}
      back={{ to: PATHS.admin(), label: 'Administración', link: true }}
      size="lg"
    >
      <DataTable
        rows={rows}
        rowKey={(r) => r._id}
        rowLabel={(r) => r.name}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        texts={{
          loading: 'Cargando historias clínicas conservadas',
          error: 'No pudimos cargar las historias clínicas conservadas',
          empty: 'No hay historias clínicas conservadas',
          emptyHint:
            'Cuando elimines la cuenta de alguien con anamnesis o controles, su historia clínica queda acá.',
        }}
        emptyIcon={IconArchive}
        count={
          rows &&
          (rows.length === 1
            ? '1 historia clínica'
            : `${formatNumber(rows.length)} historias clínicas`)
        }
        columns={[
          { header: 'Nombre', cell: name },
          { header: 'Correo', cell: (r) => <CellText>{r.email}</CellText> },
          {
            header: 'Cuenta eliminada',
            cell: (r) => <CellText nowrap>{formatShortDate(r.erasedAt)}</CellText>,
            width: 150,
          },
          {
            header: 'Controles',
            cell: (r) => <CellText>{formatNumber(r.controls)}</CellText>,
            width: 100,
            align: 'right',
          },
          {
            header: 'Anamnesis',
            cell: (r) => <CellText>{yesNo(r.hasAnamnesis)}</CellText>,
            width: 100,
          },
          {
            header: 'Planes',
            cell: (r) => <CellText>{formatNumber(r.mealPlans)}</CellText>,
            width: 90,
            align: 'right',
          },
          { header: 'Se conserva hasta', cell: keepCell, width: 190 },
        ]}
        card={(r) => (
          <Stack gap={4}>
            {name(r)}
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {r.email}
            </Text>
            <CardFacts
              facts={[
                ['Eliminada', formatShortDate(r.erasedAt)],
                ['Controles', formatNumber(r.controls)],
                ['Anamnesis', yesNo(r.hasAnamnesis)],
                ['Planes', formatNumber(r.mealPlans)],
              ]}
            />
            {keepCell(r)}
          </Stack>
        )}
      />
    </PageShell>
  );
}
