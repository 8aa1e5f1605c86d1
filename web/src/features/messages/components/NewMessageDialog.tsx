import { Button, Group, Stack } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useMessageForm } from '../lib/use-message-form';
import { ClientSelect } from '../admin/components/ClientSelect';
import { MessageFields } from './MessageFields';
import { Dialog } from '@web/components/dialogs/Dialog';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** The admin picks the client; a client always writes to the nutritionist. */
  admin: boolean;
}

/** 'Nuevo Mensaje' (spec §2); each opening starts with an empty form. */
export function NewMessageDialog({ opened, onClose, admin }: Props) {
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title="Nuevo Mensaje"
      size="lg"
      styles={{ title: { fontWeight: 600 } }}
    >
      <NewMessageForm onClose={onClose} admin={admin} />
    </Dialog>
  );
}

function NewMessageForm({ onClose, admin }: Omit<Props, 'opened'>) {
  const { form, saving, onSubmit } = useMessageForm({ needsRecipient: admin, onSent: onClose });
  const to = form.getInputProps('to');
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {admin && (
          <ClientSelect
            value={form.getValues().to}
            onChange={(id) => form.setFieldValue('to', id)}
            onBlur={to.onBlur as () => void}
            error={to.error as ReactNode}
          />
        )}
        <MessageFields form={form} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            Cancelar
          </Button>
          <Button type="submit" loading={saving} leftSection={<IconSend size={18} aria-hidden />}>
            Enviar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
