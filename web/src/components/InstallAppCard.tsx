import { Button, CloseButton, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDeviceMobileDown, IconShare2 } from '@tabler/icons-react';
import { useState } from 'react';
import {
  dismissInstall,
  installDismissed,
  promptInstall,
  useInstallWay,
} from '@web/lib/install-prompt';

/**
 * 'Instalar la app', offered once after a purchase or on the client's plan (issue 32): the
 * browser's own install dialog, or on an iPhone the steps of 'Agregar a inicio'. Nothing
 * where the app is installed already, cannot be, or the person said 'Ahora no'.
 */
export function InstallAppCard() {
  const installWay = useInstallWay();
  const [hidden, setHidden] = useState(installDismissed);
  if (!installWay || hidden) return null;
  const close = () => {
    dismissInstall();
    setHidden(true);
  };
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="install-app-title">
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
          <IconDeviceMobileDown size={24} />
        </ThemeIcon>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Text id="install-app-title" fw={700}>
            Tené tu plan a un toque
          </Text>
          {installWay === 'prompt' ? (
            <>
              <Text size="sm">
                Instalá la app en tu teléfono: se abre desde la pantalla de inicio y tu plan se ve
                aunque no tengas señal.
              </Text>
              <Group gap="xs">
                <Button size="sm" onClick={() => void promptInstall().then(close)}>
                  Instalar la app
                </Button>
                <Button size="sm" variant="subtle" color="gray" onClick={close}>
                  Ahora no
                </Button>
              </Group>
            </>
          ) : (
            <Text size="sm">
              En Safari tocá <IconShare2 size={16} aria-hidden style={{ verticalAlign: '-3px' }} />{' '}
              <strong>Compartir</strong> y después <strong>Agregar a inicio</strong>: tu plan se
              abre desde ese ícono, aunque no tengas señal.
            </Text>
          )}
        </Stack>
        <CloseButton aria-label="Cerrar" onClick={close} />
      </Group>
    </Paper>
  );
}
