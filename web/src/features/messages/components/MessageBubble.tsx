import { Badge, Box, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TMessage } from '@contract/messages';
import { formatDateTime } from '@web/lib/dates';
import classes from './Messages.module.css';

/**
 * One message of a conversation: the viewer's own on the right, the other side's on the
 * left. Title and text are plain text (React escapes them; never HTML), line breaks kept.
 */
export function MessageBubble({
  message: m,
  mine,
  action,
}: {
  message: TMessage;
  mine: boolean;
  /** The delete button, when the viewer may delete it. */
  action?: ReactNode;
}) {
  return (
    <li className={classes.row} data-mine={mine || undefined}>
      <article
        id={`mensaje-${m._id}`}
        className={classes.bubble}
        aria-label={`${m.title}, de ${mine ? 'vos' : m.name}`}
      >
        <Stack gap={4}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Text fw={600} size="sm" className={classes.text}>
              {m.title}
            </Text>
            {/* The button sits in the corner without making the title row taller. */}
            {action && (
              <Box my={-6} mr={-8}>
                {action}
              </Box>
            )}
          </Group>
          <Text size="sm" className={classes.text}>
            {m.message}
          </Text>
          <Group gap={6} justify="flex-end" wrap="wrap">
            <Text size="xs" c="dimmed">
              {mine ? 'Vos' : m.name} ·{' '}
              <time dateTime={m.createAt}>{formatDateTime(m.createAt)}</time>
            </Text>
            {mine && (
              <Badge size="xs" variant="light" color={m.state === 'Nuevo' ? 'blue' : 'gray'}>
                {m.state === 'Nuevo' ? 'Nuevo' : 'Leído'}
              </Badge>
            )}
          </Group>
        </Stack>
      </article>
    </li>
  );
}
