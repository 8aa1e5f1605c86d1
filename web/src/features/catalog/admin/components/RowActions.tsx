import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconEdit, IconEye, IconPaperclip, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';

interface Props {
  /** The id of the element that names the row (its title), read after each action's own name. */
  describedBy?: string;
  filesTo?: string;
  editTo: string;
  viewTo: string;
  onDelete: () => void;
}

/** Agregar archivos, Editar, Ver, Eliminar for one product or tip (spec §2 'Admin panel'). */
export function RowActions({ describedBy, filesTo, editTo, viewTo, onDelete }: Props) {
  return (
    <Group gap={4} wrap="nowrap">
      {filesTo && (
        <Tooltip label="Agregar archivos">
          <ActionIcon
            component={Link}
            to={filesTo}
            variant="subtle"
            color="grape"
            size="lg"
            aria-label="Agregar archivos"
            aria-describedby={describedBy}
          >
            <IconPaperclip size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label="Editar">
        <ActionIcon
          component={Link}
          to={editTo}
          variant="subtle"
          color="blue"
          size="lg"
          aria-label="Editar"
          aria-describedby={describedBy}
        >
          <IconEdit size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Ver">
        <ActionIcon
          component={Link}
          to={viewTo}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label="Ver"
          aria-describedby={describedBy}
        >
          <IconEye size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Eliminar">
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          onClick={onDelete}
          aria-label="Eliminar"
          aria-describedby={describedBy}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
