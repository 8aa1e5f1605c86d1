import { Badge } from '@mantine/core';
import type { TDelivery } from '@contract/deliveries';
import { deliveryTiming } from '../lib/timing';

/** 'Faltan 3 días hábiles' in blue, orange when near, red when late. */
export function TimingBadge({ delivery }: { delivery: TDelivery }) {
  const { label, color } = deliveryTiming(delivery);
  return (
    <Badge
      color={color}
      variant={color === 'red' ? 'filled' : 'light'}
      tt="none"
      style={{ flexShrink: 0 }}
    >
      {label}
    </Badge>
  );
}
