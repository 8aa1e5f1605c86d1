import { ActionIcon, Group, Tooltip } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { type FocusEvent, type PointerEvent, useState } from 'react';
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

/**
 * One row's icon buttons; each is named '{label}: {subject}' for a screen reader. The
 * tooltip is one, mounted only while a pointer or the keyboard is on a button, and
 * pointed at it: a Mantine Tooltip around every button cost a list of 20 users a
 * quarter of a second (4x CPU) in positioning hooks nobody was looking at.
 */
export function RowActions({ actions, subject }: { actions: RowAction[]; subject: string }) {
  const [tip, setTip] = useState<{ target: HTMLElement; label: string } | null>(null);
  const show = (label: string) => ({
    onPointerEnter: (e: PointerEvent<HTMLElement>) => setTip({ target: e.currentTarget, label }),
    onFocus: (e: FocusEvent<HTMLElement>) => setTip({ target: e.currentTarget, label }),
    onPointerLeave: () => setTip(null),
    onBlur: () => setTip(null),
  });
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
            ...show(disabledReason ?? label),
          } as const;
          const glyph = <ActionIconGlyph size={18} aria-hidden />;
          return to ? (
            <ActionIcon key={label} component={Link} to={to} {...common}>
              {glyph}
            </ActionIcon>
          ) : (
            <ActionIcon
              key={label}
              {...common}
              onClick={() => !disabledReason && onClick?.()}
              data-disabled={disabledReason ? true : undefined}
              aria-disabled={disabledReason ? true : undefined}
            >
              {glyph}
            </ActionIcon>
          );
        },
      )}
      {tip && <Tooltip target={tip.target} label={tip.label} opened />}
    </Group>
  );
}
