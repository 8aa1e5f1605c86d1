import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconKey, IconShieldCheck } from '@tabler/icons-react';
import { BACKUP_KEY_MSG, type TBackupKeyState } from '@contract/backups';
import { CopyableField } from '@web/components/CopyableField';
import { SectionCard } from '@web/components/SectionCard';
import { formatDateTime } from '@web/lib/dates';
import { errorMessage } from '@web/lib/errors';
import { notifySuccess, notifyWarning } from '@web/lib/notify';
import { useConfirmBackupKeySaved } from '../api/confirm-backup-key';
import { useBackupKey } from '../api/get-backup-key';
import { WRAPPING_BUTTON_STYLES } from '@web/components/wrapping-button';

/** The key's fingerprint, which tells keys apart and reveals nothing of them. */
function Fingerprint({ value }: { value: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm">
        {BACKUP_KEY_MSG.fingerprint}:{' '}
        <Text span ff="monospace" fw={600}>
          {value}
        </Text>
      </Text>
      <Text size="xs" c="dimmed">
        {BACKUP_KEY_MSG.fingerprintHelp}
      </Text>
    </Stack>
  );
}

/**
 * The copies are encrypted (issue 33). A key the server generated is shown here, with a
 * button to copy it, until she confirms she saved it: then the server never answers it again.
 * A key from BACKUP_KEY is whoever runs the server's: the page only says the copies use it.
 */
export function BackupKeySection({ keyState }: { keyState: TBackupKeyState }) {
  if (keyState.source === 'generated' && keyState.savedAt === null)
    return <SaveKeyCard fingerprint={keyState.fingerprint} />;
  return (
    <SectionCard title={BACKUP_KEY_MSG.sectionTitle}>
      <Stack gap="sm">
        <Text size="sm">
          {keyState.source === 'env' || keyState.savedAt === null
            ? BACKUP_KEY_MSG.fromEnv
            : BACKUP_KEY_MSG.savedOn(formatDateTime(keyState.savedAt))}
        </Text>
        <Fingerprint value={keyState.fingerprint} />
      </Stack>
    </SectionCard>
  );
}

/** 'Guardá la clave de tus copias': the key, copyable, and her confirmation. */
function SaveKeyCard({ fingerprint }: { fingerprint: string }) {
  const confirm = useConfirmBackupKeySaved();
  // Once confirmed, never asked for again while the card goes away.
  const key = useBackupKey(!confirm.isSuccess);
  const save = () =>
    confirm.mutate(undefined, {
      onSuccess: ({ msg }) => notifySuccess(msg),
      onError: (err) => notifyWarning(errorMessage(err, BACKUP_KEY_MSG.confirmFailed)),
    });

  return (
    <SectionCard title={BACKUP_KEY_MSG.cardTitle}>
      <Stack gap="sm">
        <Alert color="orange" icon={<IconKey size={20} aria-hidden />}>
          <Stack gap={6}>
            <Text size="sm">{BACKUP_KEY_MSG.cardText}</Text>
            <Text size="sm">{BACKUP_KEY_MSG.cardAdvice}</Text>
          </Stack>
        </Alert>
        {key.isPending ? (
          <Skeleton height={60} />
        ) : key.error ? (
          <Group gap="sm">
            <Text size="sm" c="red.8">
              {errorMessage(key.error, BACKUP_KEY_MSG.loadFailed)}
            </Text>
            <Button size="xs" variant="default" onClick={() => void key.refetch()}>
              {BACKUP_KEY_MSG.retry}
            </Button>
          </Group>
        ) : (
          <CopyableField
            label={BACKUP_KEY_MSG.field}
            value={key.data.key}
            monospace
            copiedText={BACKUP_KEY_MSG.copied}
          />
        )}
        <Fingerprint value={fingerprint} />
        <Text size="xs" c="dimmed">
          {BACKUP_KEY_MSG.cardOnce}
        </Text>
        <Group>
          <Button
            leftSection={<IconShieldCheck size={18} aria-hidden />}
            onClick={save}
            loading={confirm.isPending}
            disabled={!key.data}
            styles={WRAPPING_BUTTON_STYLES}
          >
            {BACKUP_KEY_MSG.confirm}
          </Button>
        </Group>
      </Stack>
    </SectionCard>
  );
}
