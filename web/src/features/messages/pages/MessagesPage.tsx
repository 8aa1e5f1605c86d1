import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { PageShell } from '@web/components/PageShell';
import { useSession } from '@web/lib/use-session';
import { AdminInbox } from '../admin/components/AdminInbox';
import { ClientMessages } from '../components/ClientMessages';
import { NewMessageDialog } from '../components/NewMessageDialog';

/** /auth/mensajes: a client's messages with the nutritionist, or her inbox (spec §2). */
export default function MessagesPage() {
  const session = useSession();
  const [writing, setWriting] = useState(false);
  // The router's guard has checked the session; a sign-out while here leaves the page.
  if (!session) return null;
  const admin = session.user.type === 'admin';

  return (
    <PageShell
      title="Mensajes"
      size="lg"
      subtitle={
        admin
          ? 'Las conversaciones con tus clientes, la más reciente primero.'
          : 'Tus mensajes con la nutricionista. Solo ustedes dos los ven.'
      }
    >
      <Stack gap="md">
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setWriting(true)}>
            Nuevo Mensaje
          </Button>
        </Group>
        {admin ? (
          <AdminInbox adminId={session.user._id} />
        ) : (
          <ClientMessages reader={session.user} />
        )}
      </Stack>
      <NewMessageDialog opened={writing} onClose={() => setWriting(false)} admin={admin} />
    </PageShell>
  );
}
