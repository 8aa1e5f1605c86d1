import { Anchor, Badge, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * One card of 'Hoy': what it counts, its list, and the link to the tab that handles it.
 * `tone` colours the count when something needs her (late deliveries, unread messages).
 */
export function TodayCard({
  id,
  icon: CardIcon,
  title,
  count,
  tone = 'green',
  link,
  children,
}: {
  id: string;
  icon: Icon;
  title: string;
  count?: number;
  tone?: 'green' | 'orange' | 'red';
  link: { to: string; label: string };
  children?: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={id} h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <ThemeIcon size={36} radius="xl" variant="light" color={tone} aria-hidden>
              <CardIcon size={20} stroke={1.7} />
            </ThemeIcon>
            <Title order={2} size="h5" id={id}>
              {title}
            </Title>
          </Group>
          {count !== undefined && (
            <Badge
              size="lg"
              variant={count > 0 ? 'filled' : 'light'}
              color={count > 0 ? tone : 'gray'}
            >
              {count}
            </Badge>
          )}
        </Group>
        <div style={{ flex: 1 }}>{children}</div>
        <Anchor component={Link} to={link.to} size="sm" fw={600}>
          {link.label}
        </Anchor>
      </Stack>
    </Card>
  );
}

/** A card's empty line. */
export function Nothing({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}
