import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { Messages } from 'react-big-calendar';
import type { CalendarView } from '../lib/calendar-items';

interface Props {
  label: string;
  messages: Messages;
  view: CalendarView;
  views: readonly CalendarView[];
  onView: (view: CalendarView) => void;
  onNavigate: (action: 'PREV' | 'NEXT' | 'TODAY') => void;
}

/**
 * Anterior / Hoy / Próximo, what is shown, and Semana / Día when both fit: Mantine
 * buttons that wrap on a phone instead of the library's fixed row.
 */
export function CalendarToolbar({ label, messages, view, views, onView, onNavigate }: Props) {
  return (
    <Group justify="space-between" gap="xs" mb="sm" wrap="wrap">
      <Group gap={6} wrap="nowrap">
        {(
          [
            {
              action: 'PREV',
              label: messages.previous,
              left: <IconChevronLeft size={18} aria-hidden />,
            },
            { action: 'TODAY', label: messages.today },
            {
              action: 'NEXT',
              label: messages.next,
              right: <IconChevronRight size={18} aria-hidden />,
            },
          ] as const
        ).map((b) => (
          <Button
            key={b.action}
            variant="default"
            size="sm"
            px="xs"
            leftSection={'left' in b && b.left}
            rightSection={'right' in b && b.right}
            onClick={() => onNavigate(b.action)}
          >
            {b.label}
          </Button>
        ))}
      </Group>
      <Text fw={700} fz={{ base: 'md', sm: 'lg' }} aria-live="polite">
        {label}
      </Text>
      {views.length > 1 && (
        <Button.Group>
          {views.map((v) => (
            <Button
              key={v}
              size="sm"
              variant={v === view ? 'filled' : 'default'}
              aria-pressed={v === view}
              onClick={() => onView(v)}
            >
              {messages[v]}
            </Button>
          ))}
        </Button.Group>
      )}
    </Group>
  );
}
