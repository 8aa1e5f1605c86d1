import { Box, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled group of fields (a fieldset with its legend). */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Title order={2} size="h5" component="legend" p={0} mb={description ? 2 : 'sm'}>
        {title}
      </Title>
      {description && (
        <Text size="xs" c="dimmed" mb="sm">
          {description}
        </Text>
      )}
      <Stack gap="sm">{children}</Stack>
    </Box>
  );
}
