import { Group, Text } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** One line of what a purchase gives, with its icon. */
export function PurchaseNote({ icon: I, children }: { icon: Icon; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <I
        size={20}
        stroke={1.7}
        aria-hidden
        style={{ flex: 'none', color: 'var(--mantine-color-green-8)' }}
      />
      <Text size="sm">{children}</Text>
    </Group>
  );
}
