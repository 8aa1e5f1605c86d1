import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { BACKUP_MSG, BACKUP_WARN_AFTER_HOURS, type TBackupsAnswer } from '@contract/backups';
import { PATHS } from '@contract/pages';
import { PageShell } from '@web/components/PageShell';
import { errorMessage } from '@web/lib/errors';
import { notifySuccess, notifyWarning } from '@web/lib/notify';
import { useCreateBackup } from '../api/create-backup';
import { useDownloadBackup } from '../api/download-backup';
import { useBackups } from '../api/get-backups';
import { BackupKeySection } from '../components/BackupKeySection';
import { BackupRunsSection } from '../components/BackupRunsSection';
import { LastBackupSection } from '../components/LastBackupSection';
import { RestoreHelpSection } from '../components/RestoreHelpSection';

/**
 * /auth/copias-de-seguridad (issues 22, 30 and 33; the router lets only admins in): the
 * last backup, the recent runs with 'Descargar', 'Hacer una copia ahora', the key the copies
 * are encrypted with (shown until she saves it) and how a copy is restored. A page of its own,
 * reached from Administración and from 'Hoy''s warning: the back office's tabs are the
 * spec's six plus 'Hoy' and 'Entregas' (DECISIONS §9). `onMade` refreshes what another
 * feature shows of the backups ('Hoy').
 */
export default function BackupsPage({ onMade }: { onMade?: () => Promise<unknown> }) {
  const backups = useBackups();
  const create = useCreateBackup(onMade);
  const { downloading, download } = useDownloadBackup();

  const make = () =>
    create.mutate(undefined, {
      onSuccess: ({ msg, run }) =>
        run.status === 'failed'
          ? notifyWarning(run.error ?? msg, BACKUP_MSG.failed)
          : notifySuccess(msg),
      // 409 while another one runs: the server's message says to wait.
      onError: (err) => notifyWarning(errorMessage(err, BACKUP_MSG.failed)),
    });

  return (
    <PageShell
      title="Copias de seguridad"
      back={{ to: PATHS.admin(), label: 'Volver a Administración', link: true }}
      subtitle="Tus datos y los de tus clientes, a salvo: una copia por día, y cuando quieras."
      size="lg"
      record={{
        loading: backups.isPending,
        error: backups.error,
        errorTitle: 'No pudimos cargar las copias de seguridad',
        fallback: 'Probá de nuevo en unos segundos.',
        onRetry: () => void backups.refetch(),
      }}
    >
      {backups.data && (
        <Stack gap="md">
          {backups.data.overdue && <Overdue backups={backups.data} />}
          {/* A key still to be saved comes first: without it no copy below can be restored. */}
          {mustSave(backups.data.key) && <BackupKeySection keyState={backups.data.key} />}
          <LastBackupSection backups={backups.data} making={create.isPending} onMake={make} />
          <BackupRunsSection
            runs={backups.data.runs}
            onRetry={() => void backups.refetch()}
            downloading={downloading}
            onDownload={(id) => void download(id)}
          />
          {!mustSave(backups.data.key) && <BackupKeySection keyState={backups.data.key} />}
          <RestoreHelpSection />
        </Stack>
      )}
    </PageShell>
  );
}

/** A key the server generated that she has not yet confirmed she saved. */
const mustSave = (key: TBackupsAnswer['key']) => key.source === 'generated' && key.savedAt === null;

/** What she can do about it: wait for the one going, retry after a failure, or make one. */
function overdueAdvice(latest: TBackupsAnswer['runs'][number] | undefined): string {
  if (latest?.status === 'running')
    return 'Hay una copia en curso: cuando termine bien, este aviso se va.';
  if (latest?.status === 'failed')
    return 'La última vez falló: abajo está el motivo. Probá hacer una ahora; si vuelve a fallar, avisale a quien administra el servidor.';
  return 'Hacé una ahora con «Hacer una copia ahora».';
}

function Overdue({ backups }: { backups: TBackupsAnswer }) {
  return (
    <Alert
      color="orange"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={`No hay una copia de seguridad de las últimas ${BACKUP_WARN_AFTER_HOURS} horas`}
    >
      <Text size="sm">{overdueAdvice(backups.runs[0])}</Text>
    </Alert>
  );
}
