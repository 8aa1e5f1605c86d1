import { ActionIcon, Group, Tooltip } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from 'react-router';

export interface RowAction {
  /** The tooltip, e.g. 'Editar'; the button's name adds the row's subject. */
  label: string;
  icon: Icon;
  color: string;
  /** A page to open, or else what to do. */
  to?: string;
  onClick?: () => void;
  /** Why the action is not available for this row (shown instead of the label). */
  disabledReason?: string;
  loading?: boolean;
}

/** One row's icon buttons; each is named '{label}: {subject}' for a screen reader. */
export function RowActions({ actions, subject }: { actions: RowAction[]; subject: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      {actions.map(
        ({ label, icon: ActionIconGlyph, color, to, onClick, disabledReason, loading }) => {
          const common = {
            variant: 'subtle',
            color,
            size: 'lg',
            loading,
            'aria-label': `${label}: ${subject}`,
          } as const;
          const glyph = <ActionIconGlyph size={18} aria-hidden />;
          return (
            <Tooltip key={label} label={disabledReason ?? label}>
              {to ? (
                <ActionIcon component={Link} to={to} {...common}>
                  {glyph}
                </ActionIcon>
              ) : (
                <ActionIcon
                  {...common}
                  onClick={() => !disabledReason && onClick?.()}
                  data-disabled={disabledReason ? true : undefined}
                  aria-disabled={disabledReason ? true : undefined}
                >
                  {glyph}
                </ActionIcon>
              )}
            </Tooltip>
          );
        },
      )}
    </Group>
  );
}
