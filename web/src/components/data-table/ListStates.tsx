import { Alert, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Something could not load: the message and a retry. */
export function ErrorAlert({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry: () => void;
}) {
  return (
    <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Reintentar
        </Button>
      </Stack>
    </Alert>
  );
}

/** Nothing to list yet (or nothing matches). */
export function EmptyState({
  icon: EmptyIcon,
  title,
  children,
}: {
  icon: Icon;
  title: string;
  children?: ReactNode;
}) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap={6} ta="center">
        <EmptyIcon size={36} stroke={1.5} color="var(--mantine-color-gray-5)" aria-hidden />
        <Text fw={600}>{title}</Text>
        {children && (
          <Text size="sm" c="dimmed">
            {children}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** Rows standing in for a list while it loads; `media` is the shape of each row's picture. */
export function ListSkeleton({ label, media }: { label: string; media?: 'round' | 'square' }) {
  return (
    <Stack gap="xs" aria-busy="true" aria-label={label} role="status">
      {Array.from({ length: 5 }, (_, i) => (
        <Group key={i} gap="sm" wrap="nowrap">
          {media && <Skeleton height={44} width={44} radius={media === 'round' ? 'xl' : 'sm'} />}
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={12} width="45%" />
            <Skeleton height={10} width="70%" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
