import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TMealPlan } from '@contract/meal-plans';
import { PATHS } from '@contract/pages';
import { montevideoDay } from '@contract/time';

/** '28/11' for a day of this year, '28/11/2025' for another one (Montevideo). */
export function shortDay(iso: string, now: Date = new Date()): string {
  const [y, m, d] = montevideoDay(new Date(iso)).split('-');
  return y === montevideoDay(now).slice(0, 4) ? `${d}/${m}` : `${d}/${m}/${y}`;
}

/**
 * Who the plan is for, and where it stands against what the client has (issue 31): a
 * draft never published, or 'Publicado v2 · 28/11' (the latest version and its day), and
 * 'Cambios sin publicar' as soon as the draft differs from it, saved or not.
 */
export function BuilderStatus({
  plan,
  dirty,
}: {
  plan: Pick<
    TMealPlan,
    'template' | 'cliente' | 'userId' | 'publishedVersion' | 'publishedAt' | 'unpublishedChanges'
  >;
  dirty: boolean;
}) {
  const published =
    plan.publishedVersion !== null && plan.publishedAt !== null
      ? { version: plan.publishedVersion, day: shortDay(plan.publishedAt) }
      : null;
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
        (published ? (
          <Badge variant="light" color="green" tt="none">
            Publicado v{published.version} · {published.day}
          </Badge>
        ) : (
          <Badge variant="light" color="gray" tt="none">
            Borrador
          </Badge>
        ))}
      {!plan.template && published && (plan.unpublishedChanges || dirty) && (
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
