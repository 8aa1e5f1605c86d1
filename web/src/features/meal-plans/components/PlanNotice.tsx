import { Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A plan page that has nothing to show yet, or may not: why, in plain words, and a way on. */
export function PlanNotice({
  icon: I,
  title,
  text,
  children,
}: {
  icon: Icon;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <Container size={560} py={{ base: 40, sm: 72 }} px="md">
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius={64} variant="light" aria-hidden>
          <I size={32} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        {children}
      </Stack>
    </Container>
  );
}
