import { Badge, type BadgeProps } from '@mantine/core';
import type { TUser } from '@contract/users';

const COLORS: Record<TUser['state'], string> = {
  Activo: 'green',
  Desactivo: 'gray',
  Baniado: 'red',
};

/** The stored state word (spec data: Activo, Desactivo, Baniado) in its colour. */
export function UserStateBadge({ state, ...props }: { state: TUser['state'] } & BadgeProps) {
  return (
    <Badge color={COLORS[state]} variant="light" {...props}>
      {state}
    </Badge>
  );
}
