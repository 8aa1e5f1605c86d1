import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { timeAgo } from '@web/lib/dates';

/**
 * Above a page shown from its offline copy (lib/offline-copy.ts): 'Sin conexión ·
 * actualizado hace 2 h', and that what is done now goes when the connection returns.
 */
export function OfflineNote({ since, children }: { since: number; children?: string }) {
  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconWifiOff size={20} aria-hidden />}
      title={`Sin conexión · actualizado ${timeAgo(since)}`}
      role="status"
    >
      {children ?? 'Lo que marques se guarda cuando vuelva la conexión.'}
    </Alert>
  );
}
