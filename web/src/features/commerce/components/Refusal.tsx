import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A page that cannot show what was asked: why, in plain words, and where to go instead. */
export function Refusal({
  icon: I,
  title,
  text,
  children,
}: {
  icon: Icon;
  title: string;
  text: string;
  /** The ways on (links). */
  children?: ReactNode;
}) {
  return (
    <Container size={560} py={{ base: 48, sm: 80 }} px="md">
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius={64} variant="light" aria-hidden>
          <I size={32} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        <Text c="gray.7">{text}</Text>
        {children && (
          <Group justify="center" gap="sm">
            {children}
          </Group>
        )}
      </Stack>
    </Container>
  );
}

/** A refusal's way on. */
export function BackButton({ to, label }: { to: string; label: string }) {
  return (
    <Button component={Link} to={to} leftSection={<IconArrowLeft size={18} aria-hidden />}>
      {label}
    </Button>
  );
}
