import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';

/** A back-office tab whose slice is not built yet: says plainly what will be there. */
export function ComingSoonPanel({ title, description }: { title: string; description: string }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" gap="xs" ta="center" py="lg">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
          <IconClockHour4 size={26} />
        </ThemeIcon>
        <Title order={2} size="h4">
          {title}: próximamente
        </Title>
        <Text c="dimmed" maw={520}>
          {description}
        </Text>
      </Stack>
    </Paper>
  );
}
