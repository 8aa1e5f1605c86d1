import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { Dialog } from '@web/components/dialogs/Dialog';

/**
 * Leaving with unsaved changes asks first: a link inside the app opens this dialog, and
 * closing or reloading the tab gets the browser's own question.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <Dialog
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title="Tenés cambios sin guardar"
      centered
      styles={{ title: { fontWeight: 600 } }}
    >
      <Stack>
        <Text>Si salís ahora, se pierden los cambios que no guardaste.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            Seguir editando
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            Salir sin guardar
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
