import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSalad } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { PATHS } from '@contract/pages';
import { useMealPlans } from '../api/get-meal-plans';
import { latestPublished } from '../lib/today';

/**
 * 'Mi plan alimentario': the way in from the profile and from a bought plan's downloads,
 * shown only once a plan was published for this client; it opens the latest one.
 */
export function MealPlanLink({
  userId,
  isSelf,
  inline,
}: {
  userId: string;
  isSelf: boolean;
  /** Inside another card (the delivered plan's): the text and the button, no card of its own. */
  inline?: boolean;
}) {
  const titleId = useId();
  const plans = useMealPlans({ userId });
  const latest = plans.data ? latestPublished(plans.data) : null;
  if (!latest) return null;
  if (inline)
    return (
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          Tu plan también está acá, día por día: las comidas de hoy para marcar las que hacés y la
          lista de compras de la semana.
        </Text>
        <Button
          component={Link}
          to={PATHS.mealPlan(latest._id)}
          leftSection={<IconSalad size={18} aria-hidden />}
          w={{ base: '100%', xs: 'auto' }}
        >
          Ver mi plan alimentario
        </Button>
      </Stack>
    );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Group gap="xs" mb="xs" wrap="nowrap">
        <ThemeIcon variant="light" radius="xl" color="green" aria-hidden>
          <IconSalad size={18} />
        </ThemeIcon>
        <Title order={2} size="h5" id={titleId}>
          {isSelf ? 'Mi plan alimentario' : 'Plan alimentario'}
        </Title>
      </Group>
      <Stack gap="xs">
        <Text size="sm">
          {latest.title}
          <Text span size="sm" c="dimmed">
            {' '}
            · versión {latest.version}
          </Text>
        </Text>
        {isSelf && (
          <Text size="sm" c="dimmed">
            Tus comidas de hoy, la lista de compras y el PDF, en el celular.
          </Text>
        )}
        <Button component={Link} to={PATHS.mealPlan(latest._id)} size="sm">
          {isSelf ? 'Ver mi plan alimentario' : 'Ver plan alimentario'}
        </Button>
      </Stack>
    </Paper>
  );
}
