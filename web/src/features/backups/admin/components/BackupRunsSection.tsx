import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDatabaseOff, IconDownload } from '@tabler/icons-react';
import { BACKUP_KEY_MSG, type TBackupRun } from '@contract/backups';
import { CardFacts, CellText, DataTable } from '@web/components/data-table/DataTable';
import { SectionCard } from '@web/components/SectionCard';
import { formatDateTime } from '@web/lib/dates';
import { formatFileSize } from '@web/lib/file-size';
import { placesText, STATUS, TRIGGER } from '../../lib/run-text';
import { BackupStatusBadge } from './BackupStatusBadge';

const size = (r: TBackupRun) => (r.sizeBytes === null ? '' : formatFileSize(r.sizeBytes));

/** The fingerprint of the key a copy needs; 'Sin cifrar' for one made before encryption. */
const keyOf = (r: TBackupRun) =>
  r.fileName === null ? '' : (r.keyFingerprint ?? BACKUP_KEY_MSG.unencrypted);

/** Why it failed, in the server's plain Spanish. */
function RunError({ run }: { run: TBackupRun }) {
  if (run.status !== 'failed' || !run.error) return null;
  return (
    <Text size="xs" c="red.8" style={{ overflowWrap: 'anywhere' }}>
      {run.error}
    </Text>
  );
}

/**
 * 'Últimas copias': each run with its state, who asked for it, its size, where it is kept
 * and the fingerprint of the key it needs, and 'Descargar' for each one that made an
 * archive (the server lists no run whose archive is gone).
 */
export function BackupRunsSection({
  runs,
  onRetry,
  downloading,
  onDownload,
}: {
  runs: TBackupRun[];
  onRetry: () => void;
  /** The run whose archive is on its way. */
  downloading: string | null;
  onDownload: (id: string) => void;
}) {
  return (
    <SectionCard title="Últimas copias">
      <DataTable
        rows={runs}
        rowKey={(r) => r._id}
        rowLabel={(r) => `Copia del ${formatDateTime(r.startedAt)}: ${STATUS[r.status].label}`}
        loading={false}
        error={null}
        onRetry={onRetry}
        texts={{
          loading: 'Cargando las copias',
          error: 'No pudimos cargar las copias',
          empty: 'Todavía no se hizo ninguna copia',
          emptyHint: 'El servidor hace una por día; también podés hacer una ahora.',
        }}
        emptyIcon={IconDatabaseOff}
        tone={(r) => (r.status === 'failed' ? 'red' : undefined)}
        minWidth={860}
        actionsWidth={140}
        actions={(r) =>
          r.fileName !== null && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={downloading === r._id}
              onClick={() => onDownload(r._id)}
              aria-label={`Descargar la copia del ${formatDateTime(r.startedAt)}`}
            >
              Descargar
            </Button>
          )
        }
        columns={[
          {
            header: 'Fecha y hora',
            cell: (r) => <CellText nowrap>{formatDateTime(r.startedAt)}</CellText>,
          },
          {
            header: 'Estado',
            cell: (r) => (
              <Stack gap={4} align="flex-start">
                <BackupStatusBadge status={r.status} />
                <RunError run={r} />
              </Stack>
            ),
          },
          { header: 'Tipo', cell: (r) => <CellText>{TRIGGER[r.trigger]}</CellText> },
          { header: 'Tamaño', cell: (r) => <CellText nowrap>{size(r)}</CellText>, align: 'right' },
          { header: 'Guardada en', cell: (r) => <CellText>{placesText(r.places)}</CellText> },
          {
            header: 'Clave',
            cell: (r) => (
              <CellText nowrap>
                {keyOf(r) && (
                  <Text span size="sm" ff={r.keyFingerprint ? 'monospace' : undefined}>
                    {keyOf(r)}
                  </Text>
                )}
              </CellText>
            ),
          },
        ]}
        card={(r) => (
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <Text fw={600} size="sm">
                {formatDateTime(r.startedAt)}
              </Text>
              <BackupStatusBadge status={r.status} />
            </Group>
            <CardFacts
              facts={[
                ['Tipo', TRIGGER[r.trigger]],
                ['Tamaño', size(r)],
                ['Guardada en', placesText(r.places)],
                ['Clave', keyOf(r)],
              ]}
            />
            <RunError run={r} />
          </Stack>
        )}
      />
    </SectionCard>
  );
}
