import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import type { TMyDataLink } from '@contract/privacy';
import { SectionCard } from '@web/components/SectionCard';
import { formatTime } from '@web/lib/dates';
import { errorMessage } from '@web/lib/errors';
import { notifySuccess, notifyWarning } from '@web/lib/notify';
import { useLinkMyData } from '../api/link-my-data';
import { browserNavigation } from '../lib/open-url';

/**
 * 'Descargar mis datos': the API makes a signed link for this person only, and the browser
 * goes to it, saving the ZIP. The link stays here while it lasts, in case the download did
 * not start.
 */
export function DownloadSection() {
  const link = useLinkMyData();
  const [made, setMade] = useState<TMyDataLink | null>(null);

  const download = () =>
    link.mutate(undefined, {
      onSuccess: (answer) => {
        setMade(answer);
        notifySuccess(answer.message);
        browserNavigation.open(answer.url);
      },
      onError: (err) =>
        notifyWarning(errorMessage(err, 'No pudimos preparar tu descarga. Probá de nuevo.')),
    });

  return (
    <SectionCard title="Descargar tus datos">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          Un archivo ZIP con todo lo que guardamos sobre vos: tu cuenta, tu historia clínica, tus
          compras, turnos y mensajes, para que los tengas o los lleves a otro lado.
        </Text>
        <Button
          onClick={download}
          loading={link.isPending}
          leftSection={<IconDownload size={18} aria-hidden />}
        >
          Descargar mis datos
        </Button>
        {made && (
          <Text size="xs" c="dimmed" role="status">
            {made.message}. Si la descarga no empezó,{' '}
            <Anchor href={made.url} size="xs">
              descargala desde acá
            </Anchor>{' '}
            (hasta las {formatTime(made.expiresAt)}).
          </Text>
        )}
      </Stack>
    </SectionCard>
  );
}
