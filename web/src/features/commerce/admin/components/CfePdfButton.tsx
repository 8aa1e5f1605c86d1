import { ActionIcon, Tooltip } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { cfeName, type TCfe } from '@contract/invoicing';
import { useDownload } from '@web/lib/download';
import { downloadInvoicePdf } from '../../api/download-invoice-pdf';

/** An issued CFE's PDF, fetched with her session (a plain link cannot carry it). */
export function CfePdfButton({ cfe }: { cfe: Pick<TCfe, '_id' | 'tipo' | 'serie' | 'numero'> }) {
  const { downloading, download } = useDownload(() => downloadInvoicePdf(cfe));
  return (
    <Tooltip label="Descargar PDF">
      <ActionIcon
        variant="subtle"
        size="sm"
        aria-label={`Descargar PDF: ${cfeName(cfe)}`}
        loading={downloading === cfe._id}
        onClick={() => void download(cfe._id)}
      >
        <IconFileTypePdf size={16} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
