import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TUser } from '@contract/users';
import { useLastValue } from '../lib/use-last-value';
import { ApiError } from '../../../lib/api';
import { notifySuccess, notifyWarning } from '../../../lib/notify';
import { useDeleteUser } from '../api/delete-user';

/** 'Eliminar usuario': asks first, then deletes, tells the result and lets the list refresh. */
export function DeleteUserModal({
  user: requested,
  onClose,
}: {
  user: TUser | null;
  onClose: () => void;
}) {
  const mutation = useDeleteUser();
  const user = useLastValue(requested);

  const confirm = () => {
    if (!user) return;
    mutation.mutate(user._id, {
      onSuccess: ({ message }) => {
        notifySuccess(message);
        onClose();
      },
      onError: (err) =>
        notifyWarning(err instanceof ApiError ? err.message : 'No pudimos eliminar el usuario'),
    });
  };

  return (
    <Modal
      opened={requested !== null}
      onClose={onClose}
      title="Eliminar usuario"
      centered
      styles={{ title: { fontWeight: 600 } }}
    >
      <Stack>
        <Text>
          ¿Seguro que querés eliminar a <strong>{user?.name}</strong>
          {user?.email ? ` (${user.email})` : ''}? Se borran su cuenta y su foto, y no se puede
          deshacer.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={mutation.isPending} data-autofocus>
            Cancelar
          </Button>
          <Button color="red" onClick={confirm} loading={mutation.isPending}>
            Eliminar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
