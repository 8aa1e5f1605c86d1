import { Badge, type BadgeProps } from '@mantine/core';
import type { TBackupRun } from '@contract/backups';
import { STATUS } from '../../lib/run-text';

/**
 * 'Hecha', 'Falló' or 'En curso', in its colour: the word says it, not the colour alone.
 * 'Falló' is filled, to stand out from its red-tinted row.
 */
export function BackupStatusBadge({
  status,
  ...props
}: { status: TBackupRun['status'] } & BadgeProps) {
  const { label, color } = STATUS[status];
  return (
    <Badge
      color={color}
      variant={status === 'failed' ? 'filled' : 'light'}
      tt="none"
      style={{ flexShrink: 0 }}
      {...props}
    >
      {label}
    </Badge>
  );
}
