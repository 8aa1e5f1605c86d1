import { Box, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A titled group of fields (a fieldset with its legend). With `columns`, the fields
 * sit two by two from 'sm' up and one under the other on a phone.
 */
export function FormSection({
  title,
  description,
  columns,
  after,
  children,
}: {
  title: string;
  description?: ReactNode;
  columns?: boolean;
  /** Below the grid, full width (e.g. a switch). */
  after?: ReactNode;
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
      <Stack gap="sm">
        {columns ? <FieldGrid>{children}</FieldGrid> : children}
        {after}
      </Stack>
    </Box>
  );
}

/** Fields two by two from 'sm' up, one under the other on a phone. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      {children}
    </SimpleGrid>
  );
}
