import { Box, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDatabaseExport } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { TBackupsAnswer } from '@contract/backups';
import { SectionCard } from '@web/components/SectionCard';
import { formatDateTime } from '@web/lib/dates';
import { formatFileSize } from '@web/lib/file-size';
import { placesText } from '../../lib/run-text';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/**
 * 'Última copia': when the last good one was made, its size, where it is kept, when a copy
 * was last downloaded, and the button that makes one now. While one is going (hers or the
 * server's daily one) the button waits for it: the server would refuse a second one anyway.
 * No server path: where the folder is, is the README's business.
 */
export function LastBackupSection({
  backups,
  making,
  onMake,
}: {
  backups: TBackupsAnswer;
  making: boolean;
  onMake: () => void;
}) {
  const { lastOk, lastDownload, uploadsToS3 } = backups;
  const running = !making && backups.runs.some((r) => r.status === 'running');
  return (
    <SectionCard title="Última copia">
      <Stack gap="md">
        {lastOk ? (
          <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" m={0}>
            <Fact label="Fecha y hora">{formatDateTime(lastOk.startedAt)}</Fact>
            <Fact label="Tamaño">
              {lastOk.sizeBytes === null ? '—' : formatFileSize(lastOk.sizeBytes)}
            </Fact>
            <Fact label="Guardada en">{placesText(lastOk.places) || '—'}</Fact>
            <Fact label="Archivo">{lastOk.fileName ?? '—'}</Fact>
          </SimpleGrid>
        ) : (
          <Text size="sm">Todavía no hay ninguna copia guardada.</Text>
        )}

        <Stack gap={4}>
          <Text size="sm">
            El servidor hace una copia por día de la base de datos y de todos los archivos (fotos,
            planes, documentos), y guarda las de los últimos 7 días y 4 semanales en el servidor.
            Con «Descargar» te llevás una a tu computadora, para tenerla también en otro lugar.
          </Text>
          <Text size="sm" c={uploadsToS3 ? undefined : 'dimmed'}>
            {uploadsToS3
              ? 'Además se suben a S3: quedan a salvo aunque se pierda el servidor.'
              : 'No se suben a otro lugar: si se pierde el servidor, se pierden con él. Descargá una de vez en cuando, o pedile a quien lo administra que configure S3 para guardarlas también afuera (está en el README).'}
          </Text>
          <Text size="sm" c="dimmed">
            {lastDownload
              ? `Última descarga: ${formatDateTime(lastDownload.at)}, ${lastDownload.fileName}${lastDownload.by ? `, por ${lastDownload.by}` : ''}.`
              : 'Todavía no se descargó ninguna copia.'}
          </Text>
        </Stack>

        <Group gap="sm">
          <Button
            leftSection={<IconDatabaseExport size={18} aria-hidden />}
            onClick={onMake}
            loading={making}
            disabled={running}
          >
            Hacer una copia ahora
          </Button>
          <Box aria-live="polite">
            {(making || running) && (
              <Text size="sm" c="dimmed">
                {making
                  ? 'Haciendo la copia: puede tardar unos segundos.'
                  : 'Hay una copia en curso; cuando termine vas a poder hacer otra.'}
              </Text>
            )}
          </Box>
        </Group>
      </Stack>
    </SectionCard>
  );
}
