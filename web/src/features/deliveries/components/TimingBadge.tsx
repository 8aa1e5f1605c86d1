import { Badge } from '@mantine/core';
import type { TDelivery } from '@contract/deliveries';
import { deliveryTiming } from '../lib/timing';

/**
 * 'Faltan 3 días hábiles' in blue, orange when near, red when late. The warning ones
 * stand out from their tinted row: red filled, orange outlined in a darker text.
 */
export function TimingBadge({ delivery }: { delivery: TDelivery }) {
  const { label, color } = deliveryTiming(delivery);
  return (
    <Badge
      color={color}
      variant={color === 'red' ? 'filled' : color === 'orange' ? 'outline' : 'light'}
      c={color === 'orange' ? 'orange.9' : undefined}
      tt="none"
      style={{ flexShrink: 0 }}
    >
      {label}
    </Badge>
  );
}
