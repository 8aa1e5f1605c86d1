import { Button, Group, Stack, Text } from '@mantine/core';
import { IconClockHour4, IconFileDownload } from '@tabler/icons-react';
import type { TPurchase } from '@contract/commerce';
import { useDownload } from '@web/lib/download';
import { downloadInvoicePdf } from '../api/download-invoice-pdf';
import { purchaseDocuments } from '../lib/purchases';

/**
 * A purchase's CFEs in Mis Compras (issue 34): each issued one by its name with
 * 'Descargar PDF' (fetched with the session's token), one still with the provider as
 * 'en trámite'. Nothing when the purchase has none.
 */
export function PurchaseDocuments({
  purchase,
}: {
  purchase: Pick<TPurchase, 'comprobante' | 'notaCredito'>;
}) {
  const docs = purchaseDocuments(purchase);
  const { downloading, download } = useDownload(async (id) => {
    const doc = docs.find((d) => d.id === id);
    if (doc?.kind === 'issued') await downloadInvoicePdf(doc.cfe);
  });
  if (docs.length === 0) return null;
  return (
    <Stack gap={6}>
      {docs.map((doc) =>
        doc.kind === 'issued' ? (
          <Group key={doc.id} gap="xs" wrap="wrap" align="center">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {doc.name}
            </Text>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconFileDownload size={16} aria-hidden />}
              loading={downloading === doc.id}
              onClick={() => void download(doc.id)}
              aria-label={`Descargar PDF: ${doc.name}`}
            >
              Descargar PDF
            </Button>
          </Group>
        ) : (
          <Text key={doc.id} size="sm" c="gray.7">
            <IconClockHour4 size={14} aria-hidden style={{ verticalAlign: '-2px' }} /> {doc.text}
          </Text>
        ),
      )}
    </Stack>
  );
}
