import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TMealPlan } from '@contract/meal-plans';
import { PATHS } from '@contract/pages';

/** Who the plan is for, and where it stands: draft, published (version), unpublished changes. */
export function BuilderStatus({ plan, dirty }: { plan: TMealPlan; dirty: boolean }) {
  return (
    <Group gap="xs" wrap="wrap">
      {plan.template ? (
        <Text size="sm" c="dimmed">
          Plantilla: se usa para empezar el plan de un cliente
        </Text>
      ) : (
        plan.cliente &&
        plan.userId && (
          <Text size="sm">
            Para{' '}
            <Anchor component={Link} to={PATHS.profile(plan.userId)} size="sm">
              {plan.cliente.name}
            </Anchor>
          </Text>
        )
      )}
      {!plan.template &&
        (plan.version === null ? (
          <Badge variant="light" color="gray" tt="none">
            Borrador
          </Badge>
        ) : (
          <Badge variant="light" color="green" tt="none">
            Publicado v{plan.version}
          </Badge>
        ))}
      {!plan.template && plan.version !== null && plan.unpublishedChanges && (
        <Badge variant="light" color="orange" tt="none">
          Cambios sin publicar
        </Badge>
      )}
      <Text size="xs" c="dimmed" aria-live="polite">
        {dirty ? 'Cambios sin guardar' : 'Todo guardado'}
      </Text>
    </Group>
  );
}
