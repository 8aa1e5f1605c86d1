import { Button, Group } from '@mantine/core';
import { IconArrowsExchange, IconDownload } from '@tabler/icons-react';
import { useExchangeList } from '../api/download-exchange-list';

/**
 * The papers of a plan, side by side: its PDF ('Descargar PDF', the version shown; none
 * before the first publication) and its 'Lista de intercambios' (issue 35), what each food
 * of its groups can be swapped for. On a phone, each takes the whole width.
 */
export function PlanDownloads({
  planId,
  version,
  asClient,
  pdf,
}: {
  planId: string;
  /** The version whose PDF is offered; null: none published yet. */
  version: number | null;
  /** 'Ver como el cliente': the list the client has, not her draft's. */
  asClient: boolean;
  /** The plan's PDF downloads, shared with its list of versions. */
  pdf: { downloading: number | null; download: (version: number) => Promise<void> };
}) {
  const exchanges = useExchangeList(planId, asClient);
  const width = { base: '100%', xs: 'auto' };
  return (
    <Group gap="xs">
      {version !== null && (
        <Button
          w={width}
          variant="light"
          leftSection={<IconDownload size={18} aria-hidden />}
          loading={pdf.downloading === version}
          onClick={() => void pdf.download(version)}
        >
          Descargar PDF
        </Button>
      )}
      <Button
        w={width}
        variant="light"
        leftSection={<IconArrowsExchange size={18} aria-hidden />}
        loading={exchanges.downloading}
        onClick={() => void exchanges.download()}
      >
        Lista de intercambios
      </Button>
    </Group>
  );
}
