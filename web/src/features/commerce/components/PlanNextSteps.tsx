import { Badge, Button, Group, List, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight, IconCheck, IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PATHS } from '@contract/pages';
import { SectionCard } from '@web/components/SectionCard';
import { useSession } from '@web/lib/use-session';
import { planSteps } from '../lib/plan-steps';

/**
 * The purchased plan page's checklist: the anamnesis, the first control, then 'Descarga
 * tus archivos' once both are done. The flags are the signed-in user's (GET userData,
 * kept in the session); an admin looking at a client's page sees the links and the files.
 */
export function PlanNextSteps({
  planId,
  userId,
  anamnesis,
}: {
  planId: string;
  userId: string;
  /** The plan's anamnesis kind: 'Simple', 'Extendido' or 'No tiene'. */
  anamnesis: string;
}) {
  const me = useSession()?.user;
  if (!me) return null;
  const self = me._id === userId;
  const steps = planSteps(
    userId,
    anamnesis,
    self ? me : { anamnesisCompleted: false, firstControlCompleted: false },
  );
  const done = steps.filter((s) => s.done).length;
  const unlocked = done === steps.length || me.type === 'admin';

  return (
    <SectionCard title="Tus próximos pasos">
      <Stack gap="md">
        {self && (
          <Stack gap={6}>
            <Text size="sm">
              Completaste {done} de {steps.length} pasos
            </Text>
            {/* Mantine gives 'aria-label' (not 'aria-labelledby') to the bar itself. */}
            <Progress
              value={(done / steps.length) * 100}
              color="green"
              aria-label={`Completaste ${done} de ${steps.length} pasos`}
            />
          </Stack>
        )}
        <List spacing="md" listStyleType="none" p={0} m={0} component="ol">
          {steps.map((step, i) => (
            <List.Item
              key={step.title}
              icon={
                <ThemeIcon
                  radius="xl"
                  size={28}
                  color={step.done ? 'green' : 'gray'}
                  variant={step.done ? 'filled' : 'light'}
                  aria-hidden
                >
                  {step.done ? <IconCheck size={16} /> : <Text fw={700}>{i + 1}</Text>}
                </ThemeIcon>
              }
            >
              {step.done ? (
                <Group gap="xs">
                  <Text fw={600}>{step.doneText}</Text>
                  <Badge color="green" variant="light">
                    Listo
                  </Badge>
                </Group>
              ) : (
                <Button
                  component={Link}
                  to={step.to}
                  variant="light"
                  rightSection={<IconArrowRight size={16} aria-hidden />}
                >
                  {step.title}
                </Button>
              )}
            </List.Item>
          ))}
        </List>
        {unlocked ? (
          <Button
            component={Link}
            to={PATHS.downloads(planId)}
            size="md"
            fullWidth
            leftSection={<IconDownload size={18} aria-hidden />}
          >
            Descargá tus archivos
          </Button>
        ) : (
          <Text size="sm" c="gray.7">
            Cuando completes los dos pasos vas a poder descargar los archivos de tu plan.
          </Text>
        )}
      </Stack>
    </SectionCard>
  );
}
