import { Alert, Button, Group, List, Skeleton, Stack, Text } from '@mantine/core';
import { IconLink, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { CopyableField } from '@web/components/CopyableField';
import { ConfirmDialog } from '@web/components/dialogs/ConfirmDialog';
import { SectionCard } from '@web/components/SectionCard';
import { errorMessage } from '@web/lib/errors';
import { notifySuccess, notifyWarning } from '@web/lib/notify';
import { useFeedStatus, useRotateFeedToken } from '../api/feed-token';

/**
 * 'Tu agenda en el celular': the private link her phone's calendar subscribes to
 * (GET /api/agenda.ics). The server keeps only a hash of its token, so the link is shown
 * once, right after it is made; changing it makes the old one stop working at once.
 */
export function CalendarFeedSection() {
  const status = useFeedStatus();
  const rotate = useRotateFeedToken();
  const [url, setUrl] = useState<string | null>(null);
  const [asking, setAsking] = useState<true | null>(null);

  const generate = () =>
    rotate.mutate(undefined, {
      onSuccess: (answer) => {
        setUrl(answer.url);
        setAsking(null);
        notifySuccess(answer.msg);
      },
      onError: (err) => notifyWarning(errorMessage(err, 'No pudimos generar el enlace')),
    });

  const exists = status.data?.exists ?? false;
  return (
    <SectionCard title="Tu agenda en el celular">
      <Stack gap="sm">
        <Text size="sm">
          Suscribí el calendario de tu celular a tu agenda: tus turnos aparecen solos, con el nombre
          y el email del cliente, el lugar y el enlace a su ficha. El enlace es privado: no lo
          compartas.
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>
            <b>Google Calendar</b> (desde la computadora): en{' '}
            <b>Otros calendarios &gt; Desde URL</b>, pegá el enlace. Lo vas a ver también en el
            celular con la misma cuenta.
          </List.Item>
          <List.Item>
            <b>iPhone</b>: en{' '}
            <b>
              Ajustes &gt; Calendario &gt; Cuentas &gt; Agregar cuenta &gt; Otra &gt; Calendario
              suscripto
            </b>
            , pegá el enlace.
          </List.Item>
        </List>
        <Text size="xs" c="dimmed">
          Cada calendario se actualiza a su ritmo: Google puede tardar algunas horas en mostrar un
          cambio.
        </Text>

        {url ? (
          <Alert
            color="green"
            title="Copiá el enlace ahora"
            icon={<IconLink size={20} aria-hidden />}
          >
            <Stack gap="xs">
              <Text size="sm">Por seguridad lo mostramos solo esta vez.</Text>
              <CopyableField label="Enlace de tu agenda" value={url} />
            </Stack>
          </Alert>
        ) : status.isPending ? (
          <Skeleton height={36} width={180} />
        ) : exists ? (
          <Text size="sm" c="dimmed">
            Ya tenés un enlace activo. No lo volvemos a mostrar: si lo perdiste, cambialo por uno
            nuevo.
          </Text>
        ) : null}

        <Group>
          {exists || url ? (
            <Button
              variant="default"
              leftSection={<IconRefresh size={18} aria-hidden />}
              onClick={() => setAsking(true)}
            >
              Cambiar enlace
            </Button>
          ) : (
            <Button
              leftSection={<IconLink size={18} aria-hidden />}
              onClick={generate}
              loading={rotate.isPending}
              disabled={status.isPending}
            >
              Generar enlace
            </Button>
          )}
        </Group>
      </Stack>

      <ConfirmDialog
        subject={asking}
        title="¿Cambiar el enlace?"
        confirmLabel="Cambiar enlace"
        loading={rotate.isPending}
        onConfirm={generate}
        onClose={() => setAsking(null)}
      >
        {() => (
          <Text size="sm">
            El enlace actual deja de funcionar enseguida: los calendarios suscriptos a él dejan de
            recibir tus turnos y vas a tener que suscribirlos de nuevo con el enlace nuevo.
          </Text>
        )}
      </ConfirmDialog>
    </SectionCard>
  );
}
