import { ActionIcon, Badge, Box } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PATHS } from '@contract/pages';
import { useUnreadCount } from '../api/get-unread-count';
import { unreadText } from '../lib/unread';
import classes from './MessagesButton.module.css';

/** The top bar's way to Mensajes, with how many wait unread (asked every minute and on focus). */
export function MessagesButton({ viewerId }: { viewerId: string }) {
  const count = useUnreadCount(viewerId).data ?? 0;
  return (
    <Box pos="relative">
      <ActionIcon
        component={Link}
        to={PATHS.messages()}
        variant="subtle"
        size={40}
        radius="xl"
        aria-label={count > 0 ? `Mensajes: ${unreadText(count)}` : 'Mensajes'}
      >
        <IconMail size={22} stroke={1.7} aria-hidden />
      </ActionIcon>
      {count > 0 && (
        <Badge size="sm" color="red" circle={count < 10} className={classes.badge} aria-hidden>
          {count > 99 ? '99+' : count}
        </Badge>
      )}
    </Box>
  );
}
