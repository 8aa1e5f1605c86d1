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
  const links = [
    ...(filesTo
      ? [{ label: 'Agregar archivos', to: filesTo, color: 'grape', Icon: IconPaperclip }]
      : []),
    { label: 'Editar', to: editTo, color: 'blue', Icon: IconEdit },
    { label: 'Ver', to: viewTo, color: 'gray', Icon: IconEye },
  ];
  return (
    <Group gap={4} wrap="nowrap">
      {links.map(({ label, to, color, Icon }) => (
        <Tooltip key={label} label={label}>
          <ActionIcon
            component={Link}
            to={to}
            variant="subtle"
            color={color}
            size="lg"
            aria-label={label}
            aria-describedby={describedBy}
          >
            <Icon size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ))}
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
