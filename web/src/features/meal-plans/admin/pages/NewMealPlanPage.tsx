import {
  Alert,
  Button,
  Group,
  Paper,
  Radio,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconFileDescription, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { TMealPlanSummary } from '@contract/meal-plans';
import { PATHS } from '@contract/pages';
import { PageShell } from '@web/components/PageShell';
import { isApiError } from '@web/lib/api';
import { formatShortDate } from '@web/lib/dates';
import { errorMessage } from '@web/lib/errors';
import { notifySuccess, notifyWarning } from '@web/lib/notify';
import { useCreateMealPlan } from '../../api/create-meal-plan';
import { getMealPlans, useMealPlans } from '../../api/get-meal-plans';

const SCRATCH = 'cero';

const stateOf = (p: TMealPlanSummary) =>
  p.version === null ? 'borrador' : `publicado v${p.version}`;

/**
 * /auth/nuevo-plan-alimentario/:userId?entrega=ID (admin): start a client's plan from
 * nothing, a template or one of their earlier plans. `clientName` comes from the route
 * (the users feature).
 */
export default function NewMealPlanPage({ clientName }: { clientName: string | undefined }) {
  const { userId = '' } = useParams();
  const [params] = useSearchParams();
  const deliveryId = params.get('entrega') || undefined;
  const navigate = useNavigate();
  const templates = useMealPlans({ plantillas: true });
  const previous = useMealPlans({ userId });
  const create = useCreateMealPlan();
  const [title, setTitle] = useState('Plan alimentario');
  const [from, setFrom] = useState(SCRATCH);

  const existing = deliveryId ? previous.data?.find((p) => p.deliveryId === deliveryId) : undefined;

  const submit = () => {
    create.mutate(
      {
        title: title.trim() || 'Plan alimentario',
        userId,
        deliveryId,
        fromId: from === SCRATCH ? undefined : from,
      },
      {
        onSuccess: ({ message, plan }) => {
          notifySuccess(message);
          void navigate(PATHS.mealPlanBuilder(plan._id));
        },
        onError: async (err) => {
          // The delivery already has a plan (maybe made in another tab): open that one.
          if (isApiError(err, 'mealPlans.deliveryTaken') && deliveryId) {
            const plans = await getMealPlans({ userId }).catch(() => []);
            const taken = plans.find((p) => p.deliveryId === deliveryId);
            if (taken) {
              notifyWarning(err.message);
              void navigate(PATHS.mealPlanBuilder(taken._id));
              return;
            }
          }
          notifyWarning(errorMessage(err, 'No pudimos crear el plan. Probá de nuevo.'));
        },
      },
    );
  };

  return (
    <PageShell
      title="Nuevo plan alimentario"
      subtitle={clientName ? `Para ${clientName}` : undefined}
      back={{ to: deliveryId ? PATHS.delivery(deliveryId) : PATHS.profile(userId) }}
    >
      <Stack gap="lg">
        {existing && (
          <Alert color="blue" title="Esta entrega ya tiene un plan alimentario">
            <Button
              component={Link}
              to={PATHS.mealPlanBuilder(existing._id)}
              size="xs"
              variant="light"
              leftSection={<IconFileDescription size={16} aria-hidden />}
            >
              Abrir plan alimentario
            </Button>
          </Alert>
        )}
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <TextInput
              label="Título del plan"
              value={title}
              onChange={(e) => setTitle(e.currentTarget.value)}
              maxLength={120}
            />
            <Radio.Group
              label="¿Desde dónde empezás?"
              description="Una plantilla o un plan anterior copian sus días, comidas y notas."
              value={from}
              onChange={setFrom}
            >
              <Stack gap="xs" mt="xs">
                <Radio value={SCRATCH} label="Empezar de cero" />
                <Text size="sm" fw={600} mt="xs">
                  Plantillas
                </Text>
                {templates.isPending ? (
                  <Skeleton height={20} />
                ) : templates.isError ? (
                  <Text size="sm" c="red.8">
                    {errorMessage(templates.error, 'No pudimos cargar las plantillas')}
                  </Text>
                ) : templates.data.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    Todavía no tenés plantillas: guardá un plan como plantilla desde el armador.
                  </Text>
                ) : (
                  templates.data.map((t) => (
                    <Radio
                      key={t._id}
                      value={t._id}
                      label={t.title}
                      description={`Plantilla, actualizada el ${formatShortDate(t.updatedAt)}`}
                    />
                  ))
                )}
                {previous.data && previous.data.length > 0 && (
                  <>
                    <Text size="sm" fw={600} mt="xs">
                      Planes anteriores de {clientName ?? 'este cliente'}
                    </Text>
                    {previous.data.map((p) => (
                      <Radio
                        key={p._id}
                        value={p._id}
                        label={p.title}
                        description={`${stateOf(p)}, actualizado el ${formatShortDate(p.updatedAt)}`}
                      />
                    ))}
                  </>
                )}
              </Stack>
            </Radio.Group>
            <Group justify="flex-end">
              <Button
                onClick={submit}
                loading={create.isPending}
                leftSection={<IconPlus size={18} aria-hidden />}
              >
                Crear plan
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </PageShell>
  );
}
