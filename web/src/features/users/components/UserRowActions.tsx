import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconEdit, IconEye, IconStethoscope, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TUser } from '@contract/users';

interface Props {
  user: TUser;
  /** The logged-in admin's own row: the server refuses self-deletion, so the button says why. */
  isSelf: boolean;
  onView: (user: TUser) => void;
  onDelete: (user: TUser) => void;
}

/** Editar, Perfil, Controles, Eliminar for one user (spec §2 'Usuarios'). */
export function UserRowActions({ user, isSelf, onView, onDelete }: Props) {
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label="Editar">
        <ActionIcon
          component={Link}
          to={`/auth/usuario/${user._id}`}
          variant="subtle"
          color="blue"
          size="lg"
          aria-label={`Editar a ${user.name}`}
        >
          <IconEdit size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Perfil">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          onClick={() => onView(user)}
          aria-label={`Ver perfil de ${user.name}`}
        >
          <IconEye size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Controles">
        <ActionIcon
          component={Link}
          to={`/auth/controles/${user._id}`}
          variant="subtle"
          color="teal"
          size="lg"
          aria-label={`Controles de ${user.name}`}
        >
          <IconStethoscope size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={isSelf ? 'No podés eliminar tu propia cuenta' : 'Eliminar'}>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          onClick={() => !isSelf && onDelete(user)}
          data-disabled={isSelf || undefined}
          aria-disabled={isSelf || undefined}
          aria-label={`Eliminar a ${user.name}`}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
