import { Button, Group } from '@mantine/core';
import { IconPlus, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Above a list: its search or filter (or title) on the left, the 'Nuevo …' button on the right. */
export function ListToolbar({
  add,
  align,
  children,
}: {
  add: { label: string; to: string; icon?: Icon };
  align?: 'flex-end';
  children: ReactNode;
}) {
  const AddIcon = add.icon ?? IconPlus;
  return (
    <Group justify="space-between" gap="sm" align={align}>
      {children}
      <Button component={Link} to={add.to} leftSection={<AddIcon size={18} aria-hidden />}>
        {add.label}
      </Button>
    </Group>
  );
}
