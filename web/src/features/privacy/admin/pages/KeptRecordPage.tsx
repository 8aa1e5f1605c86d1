import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PATHS } from '@contract/pages';
import type { TKeptRecord } from '@contract/privacy';
import { PageShell } from '@web/components/PageShell';
import { SectionCard } from '@web/components/SectionCard';
import { ConfirmDialog } from '@web/components/dialogs/ConfirmDialog';
import { formatDate, formatDateTime } from '@web/lib/dates';
import { errorMessage } from '@web/lib/errors';
import { notifySuccess, notifyWarning } from '@web/lib/notify';
import { useEraseKeptRecord } from '../api/erase-kept-record';
import { useKeptRecord } from '../api/get-kept-record';
import { KeptMealPlans } from '../components/KeptMealPlans';
import { RecordFacts } from '../components/RecordFacts';
import { keptAccessText, recordFacts, valueText, type FieldLabel } from '../lib/record-facts';

const LIST = { listStyle: 'none', padding: 0, margin: 0 } as const;

/**
 * /auth/historias-conservadas/:id (admin; issue 33): one kept clinical record, read-only:
 * the anamnesis, the controls and the meal plans published to the person as they were when
 * the account was erased, and who read them. 'Eliminar' once its keeping period ended. `fieldLabel` names the anamnesis's
 * fields as its form does (the clinical feature's labels, handed in by the route).
 */
export default function KeptRecordPage({ fieldLabel }: { fieldLabel?: FieldLabel }) {
  const { id = '' } = useParams();
  const query = useKeptRecord(id);
  const record = query.data;
  return (
    <PageShell
      title={record?.name ?? 'Historia clínica conservada'}
      meta="Historia clínica conservada"
      subtitle={
        record && (
          <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
            {record.email} · cuenta eliminada el {formatDate(record.erasedAt)} · solo lectura
          </Text>
        )
      }
      back={{ to: PATHS.keptRecords(), label: 'Historias clínicas conservadas', link: true }}
      size="lg"
      record={{
        loading: query.isPending,
        error: query.error,
        errorTitle: 'No pudimos abrir la historia clínica',
        fallback: 'Probá de nuevo en unos segundos.',
        onRetry: () => void query.refetch(),
      }}
    >
      {record && <KeptRecord record={record} fieldLabel={fieldLabel} />}
    </PageShell>
  );
}

function KeptRecord({ record, fieldLabel }: { record: TKeptRecord; fieldLabel?: FieldLabel }) {
  return (
    <Stack gap="md">
      <SectionCard title="Anamnesis">
        {record.anamnesis ? (
          <RecordFacts facts={recordFacts(record.anamnesis, fieldLabel)} empty="Sin respuestas." />
        ) : (
          <Text size="sm" c="dimmed">
            No tenía anamnesis.
          </Text>
        )}
      </SectionCard>
      <SectionCard title={`Controles (${record.controlRows.length})`}>
        {record.controlRows.length === 0 ? (
          <Text size="sm" c="dimmed">
            No tenía controles.
          </Text>
        ) : (
          <Stack gap="sm" component="ol" style={LIST}>
            {record.controlRows.map((c, i) => (
              <Paper key={String(c.id ?? i)} component="li" withBorder radius="sm" p="sm">
                <Group gap="xs" mb="xs">
                  <Title order={3} size="h6">
                    {valueText('createdAt', c.createdAt) ?? `Control ${i + 1}`}
                  </Title>
                  {valueText('typo', c.typo) && (
                    <Badge variant="light" size="sm">
                      {valueText('typo', c.typo)}
                    </Badge>
                  )}
                </Group>
                <RecordFacts
                  facts={recordFacts(c, fieldLabel, ['createdAt', 'typo'])}
                  empty="Sin medidas ni notas."
                />
              </Paper>
            ))}
          </Stack>
        )}
      </SectionCard>
      <SectionCard title={`Planes alimentarios (${record.mealPlanVersions.length})`}>
        <KeptMealPlans versions={record.mealPlanVersions} />
      </SectionCard>
      <SectionCard title="Quién la leyó">
        {record.access.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nadie de la consulta la abrió.
          </Text>
        ) : (
          <Stack gap={6} component="ul" style={LIST}>
            {record.access.map((a, i) => (
              <li key={i}>
                <Text size="sm">
                  <Text span size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {typeof a.at === 'string' ? formatDateTime(a.at) : '—'}
                  </Text>{' '}
                  · {keptAccessText(a)}
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </SectionCard>
      <EraseKept record={record} />
    </Stack>
  );
}

/** 'Eliminar (terminó el plazo de conservación)', asked first; then back to the list. */
function EraseKept({ record }: { record: TKeptRecord }) {
  const navigate = useNavigate();
  const erase = useEraseKeptRecord();
  const [asking, setAsking] = useState<TKeptRecord | null>(null);
  const confirm = () =>
    erase.mutate(record._id, {
      onSuccess: ({ message }) => {
        notifySuccess(message);
        setAsking(null);
        void navigate(PATHS.keptRecords());
      },
      onError: (err) =>
        notifyWarning(errorMessage(err, 'No pudimos eliminar la historia clínica.')),
    });
  return (
    <Group justify="flex-end">
      <Button
        color="red"
        variant="outline"
        leftSection={<IconTrash size={18} aria-hidden />}
        onClick={() => setAsking(record)}
      >
        Eliminar (terminó el plazo de conservación)
      </Button>
      <ConfirmDialog
        subject={asking}
        title="Eliminar la historia clínica conservada"
        confirmLabel="Eliminar"
        loading={erase.isPending}
        onConfirm={confirm}
        onClose={() => setAsking(null)}
      >
        {(r) => (
          <Text size="sm">
            ¿Terminó el plazo de conservación de la historia clínica de <strong>{r.name}</strong>?
            Se eliminan su anamnesis, sus controles, sus planes alimentarios y el registro de quién
            los leyó, sin vuelta atrás.
          </Text>
        )}
      </ConfirmDialog>
    </Group>
  );
}
