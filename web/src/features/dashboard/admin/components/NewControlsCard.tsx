import { Anchor, List, Text } from '@mantine/core';
import { IconStethoscope } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TDashboard } from '@contract/dashboard';
import { formatNumber } from '@contract/money';
import { PATHS } from '@contract/pages';
import { formatDateTime } from '@web/lib/dates';
import { Nothing, TodayCard } from '../../components/TodayCard';

/**
 * 'Controles nuevos para revisar' (issue 30): controls clients recorded that she has not
 * opened, oldest first. Opening one (or the client's controls) takes it off the list.
 */
export function NewControlsCard({ controls }: { controls: TDashboard['newControls'] }) {
  return (
    <TodayCard
      id="hoy-controles-nuevos"
      icon={IconStethoscope}
      title="Controles nuevos para revisar"
      count={controls.count}
      tone="orange"
      link={{ to: PATHS.admin('usuarios'), label: 'Ir a usuarios' }}
    >
      {controls.items.length === 0 ? (
        <Nothing>Revisaste todos los controles de tus clientes.</Nothing>
      ) : (
        <List size="sm" spacing={4} listStyleType="none">
          {controls.items.map((c) => (
            <List.Item key={c._id}>
              <Anchor
                component={Link}
                to={PATHS.controlDetails(c._id)}
                size="sm"
                aria-label={`Control de ${c.client} del ${formatDateTime(c.at)}`}
              >
                {c.client}
              </Anchor>{' '}
              <Text span size="xs" c="dimmed">
                {formatDateTime(c.at)}
              </Text>
            </List.Item>
          ))}
          {controls.count > controls.items.length && (
            <Text size="xs" c="dimmed">
              y {formatNumber(controls.count - controls.items.length)} más
            </Text>
          )}
        </List>
      )}
    </TodayCard>
  );
}
