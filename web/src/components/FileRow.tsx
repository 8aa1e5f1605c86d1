import { Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { FileKindIcon } from './FileKindIcon';

/** '850 KB', '3,2 MB': a file's size as a person reads it. */
export function sizeText(bytes: number): string {
  if (bytes < 1_000_000) return `${Math.max(1, Math.round(bytes / 1000))} KB`;
  return `${(bytes / 1_000_000).toFixed(1).replace('.', ',')} MB`;
}

/**
 * One file in a list (a `ul`): its kind's icon, two lines of text, and its buttons.
 * With `wrapEnd`, wide buttons go below the text when the row is narrow (a phone).
 */
export function FileRow({
  name,
  border,
  title,
  detail,
  end,
  wrapEnd,
}: {
  name: string;
  border: string;
  title: ReactNode;
  detail: ReactNode;
  end: ReactNode;
  wrapEnd?: boolean;
}) {
  return (
    <Group
      component="li"
      wrap={wrapEnd ? 'wrap' : 'nowrap'}
      gap="sm"
      p="xs"
      style={{ border, borderRadius: 'var(--mantine-radius-md)' }}
    >
      <FileKindIcon name={name} />
      <Stack gap={0} style={{ flex: wrapEnd ? '1 1 9rem' : 1, minWidth: 0 }}>
        {title}
        {detail}
      </Stack>
      {end}
    </Group>
  );
}
