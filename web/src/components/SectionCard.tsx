import { Paper, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A bordered section of a page, named by its heading (for screen readers too). */
export function SectionCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby={id}
    >
      <Title order={2} size="h5" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
