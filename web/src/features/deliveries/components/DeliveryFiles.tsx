import { Button, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { TDelivery } from '@contract/deliveries';
import { fileKind } from '@web/components/FileKindIcon';
import { FileRow } from '@web/components/FileRow';
import { downloadSignedFile, useDownload } from '@web/lib/download';

/**
 * A delivery's files, each with 'Descargar archivo'. A published meal plan's PDF is named
 * by its version, the current one first as the API orders them ('Plan alimentario v2
 * (actual)'); a file she uploaded is the 'Plan personalizado', or 'Archivo 2' among several.
 * The links are signed and short-lived (the queries fetch fresh ones), so each file is
 * fetched on click.
 */
export function DeliveryFiles({ files }: { files: TDelivery['files'] }) {
  const { downloading, download } = useDownload(downloadSignedFile);
  const uploaded = files.filter((f) => f.label === null);
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {files.map((file) => {
        const title =
          file.label ??
          (uploaded.length === 1 ? 'Plan personalizado' : `Archivo ${uploaded.indexOf(file) + 1}`);
        const kind = fileKind(file.name).label;
        return (
          <FileRow
            key={file.name}
            name={file.name}
            border="1px solid var(--mantine-color-default-border)"
            wrapEnd
            title={
              <Text size="sm" fw={500}>
                {title}
              </Text>
            }
            detail={
              <Text size="xs" c="dimmed">
                {kind}
              </Text>
            }
            end={
              <Button
                size="xs"
                variant="light"
                leftSection={<IconDownload size={16} aria-hidden />}
                loading={downloading === file.url}
                onClick={() => void download(file.url)}
                aria-label={`Descargar archivo: ${title} (${kind})`}
              >
                Descargar archivo
              </Button>
            }
          />
        );
      })}
    </Stack>
  );
}
