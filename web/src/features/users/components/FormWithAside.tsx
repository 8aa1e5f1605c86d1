import { Grid } from '@mantine/core';
import type { ReactNode } from 'react';

/** The user form, and beside it (below it on a phone) what goes with it. */
export function FormWithAside({ form, aside }: { form: ReactNode; aside: ReactNode }) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>{form}</Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>{aside}</Grid.Col>
    </Grid>
  );
}
