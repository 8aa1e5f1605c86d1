import { ActionIcon, Group, Loader, Stack, Text, Tooltip } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatFileSize } from '@web/lib/file-size';
import type { PendingFile } from '@web/lib/use-pending-files';
import { FileKindIcon } from './FileKindIcon';

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

/**
 * A file chosen but not sent yet (spec §4 'pending list'): its size and state, and
 * 'Quitar de la lista' (a spinner while it is being sent).
 */
export function PendingFileRow({
  item,
  uploading,
  failedText,
  onRemove,
}: {
  item: PendingFile;
  uploading: boolean;
  /** 'No se pudo guardar' */
  failedText: string;
  onRemove: () => void;
}) {
  const { file, failed } = item;
  return (
    <FileRow
      name={file.name}
      border={`1px dashed var(--mantine-color-${failed ? 'red' : 'yellow'}-5)`}
      title={
        <Text size="sm" truncate>
          {file.name}
        </Text>
      }
      detail={
        <Text size="xs" c={failed ? 'red' : 'dimmed'}>
          {formatFileSize(file.size)} ·{' '}
          {failed ? failedText : uploading ? 'Subiendo…' : 'Pendiente'}
        </Text>
      }
      end={
        uploading && !failed ? (
          <Loader size="xs" aria-label="Subiendo" />
        ) : (
          <Tooltip label="Quitar de la lista">
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={onRemove}
              aria-label={`Quitar ${file.name} de la lista`}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )
      }
    />
  );
}
