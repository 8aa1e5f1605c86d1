import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconBell, IconBellOff, IconDeviceMobile, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { TPushDevice } from '@contract/push';
import { SectionCard } from '@web/components/SectionCard';
import {
  currentSubscription,
  pushSupport,
  subscribeThisBrowser,
  unsubscribeThisBrowser,
  type PushSupport,
} from '@web/lib/browser-push';
import { formatNumericDate } from '@web/lib/dates';
import { errorMessage } from '@web/lib/errors';
import { notifySuccess, notifyWarning } from '@web/lib/notify';
import { usePushDevices, useRemoveDevice, useSubscribeDevice } from '../api/push-devices';

/** What each side hears about (DECISIONS §15): the mail always goes too. */
const ABOUT = {
  client:
    'Te avisamos de tus turnos (el día antes y dos horas antes), de los mensajes de tu nutricionista, de tu plan alimentario y de tus controles. El e-mail te llega igual.',
  admin:
    'Te avisamos de los turnos que reservan, los mensajes, las anamnesis completas y los controles nuevos. El e-mail te llega igual.',
};

const WHY_NOT: Record<Exclude<PushSupport, 'ok'>, string> = {
  unsupported:
    'Este navegador no puede recibir avisos. Probá desde Chrome, Edge, Firefox o Safari.',
  'ios-needs-install':
    'En iPhone, primero agregá la app a tu pantalla de inicio: tocá Compartir y después «Agregar a inicio». Abrila desde ese ícono y activá los avisos ahí.',
  denied:
    'Bloqueaste los avisos de este sitio. Para recibirlos, permitilos en la configuración del navegador y volvé a esta página.',
};

/**
 * Mi perfil's 'Avisos en este teléfono' (issue 32): opting in is a tap, never asked on a
 * first visit; the devices that receive pushes are listed, and each can be removed.
 */
export function PushSettings({ role }: { role: 'client' | 'admin' }) {
  const devices = usePushDevices();
  const subscribe = useSubscribeDevice();
  const remove = useRemoveDevice();
  const [support, setSupport] = useState<PushSupport>(pushSupport);
  const [thisEndpoint, setThisEndpoint] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);

  useEffect(() => {
    void currentSubscription().then((s) => setThisEndpoint(s?.endpoint ?? null));
  }, []);

  const list = devices.data?.devices ?? [];
  const here = list.find((d) => d.endpoint === thisEndpoint);

  const optIn = async () => {
    if (!devices.data) return;
    setAsking(true);
    try {
      const subscription = await subscribeThisBrowser(devices.data.publicKey);
      setSupport(pushSupport());
      if (!subscription) return;
      const { message } = await subscribe.mutateAsync(subscription);
      setThisEndpoint(subscription.endpoint);
      notifySuccess(message);
    } catch (err) {
      notifyWarning(errorMessage(err, 'No pudimos activar los avisos. Probá de nuevo.'));
    } finally {
      setAsking(false);
    }
  };

  const drop = (device: TPushDevice) =>
    remove.mutate(device._id, {
      onSuccess: async ({ message }) => {
        if (device.endpoint === thisEndpoint) {
          await unsubscribeThisBrowser();
          setThisEndpoint(null);
        }
        notifySuccess(message);
      },
      onError: (err) => notifyWarning(errorMessage(err, 'No pudimos quitar el dispositivo.')),
    });

  return (
    <SectionCard title="Avisos en el teléfono">
      <Stack gap="sm">
        <Text size="sm">{ABOUT[role]}</Text>
        {devices.isPending ? (
          <Text size="sm" c="dimmed">
            {devices.fetchStatus === 'paused'
              ? 'Sin conexión: los avisos se configuran con conexión.'
              : 'Cargando tus dispositivos…'}
          </Text>
        ) : devices.isError ? (
          <Text size="sm" c="red.8" role="alert">
            {errorMessage(devices.error, 'No pudimos ver tus dispositivos.')}
          </Text>
        ) : (
          <>
            {support !== 'ok' ? (
              <Alert variant="light" color="gray" icon={<IconInfoCircle size={20} aria-hidden />}>
                {WHY_NOT[support]}
              </Alert>
            ) : here ? (
              <Group gap="xs">
                <Badge
                  color="green"
                  variant="light"
                  leftSection={<IconBell size={14} aria-hidden />}
                >
                  Activados en este dispositivo
                </Badge>
              </Group>
            ) : (
              <Button
                leftSection={<IconBell size={18} aria-hidden />}
                onClick={() => void optIn()}
                loading={asking}
                style={{ alignSelf: 'flex-start' }}
              >
                Avisarme en este teléfono
              </Button>
            )}
            {list.length > 0 && (
              <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {list.map((d) => (
                  <Group key={d._id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                    <Group gap={8} wrap="nowrap" miw={0} align="flex-start">
                      <IconDeviceMobile size={20} aria-hidden style={{ flexShrink: 0 }} />
                      <div style={{ minWidth: 0 }}>
                        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                          {d.label}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {d._id === here?._id ? 'Este dispositivo · ' : ''}desde el{' '}
                          {formatNumericDate(d.createdAt)}
                        </Text>
                      </div>
                    </Group>
                    <Button
                      variant="subtle"
                      color="gray"
                      size="compact-sm"
                      leftSection={<IconBellOff size={16} aria-hidden />}
                      aria-label={`Quitar ${d.label}`}
                      loading={remove.isPending && remove.variables === d._id}
                      onClick={() => drop(d)}
                      style={{ flexShrink: 0 }}
                    >
                      Quitar
                    </Button>
                  </Group>
                ))}
              </Stack>
            )}
          </>
        )}
      </Stack>
    </SectionCard>
  );
}
