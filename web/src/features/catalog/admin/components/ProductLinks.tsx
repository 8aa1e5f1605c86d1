import { Button, Group } from '@mantine/core';
import { IconExternalLink, IconPaperclip } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Beside an edit page's title: the public page, and the paid files for products. */
export function ProductLinks({ viewTo, filesTo }: { viewTo: string; filesTo?: string }) {
  return (
    <Group gap="xs">
      {filesTo && (
        <Button
          component={Link}
          to={filesTo}
          variant="light"
          color="grape"
          size="xs"
          leftSection={<IconPaperclip size={16} aria-hidden />}
        >
          Archivos
        </Button>
      )}
      <Button
        component={Link}
        to={viewTo}
        variant="default"
        size="xs"
        leftSection={<IconExternalLink size={16} aria-hidden />}
      >
        Ver en la web
      </Button>
    </Group>
  );
}
