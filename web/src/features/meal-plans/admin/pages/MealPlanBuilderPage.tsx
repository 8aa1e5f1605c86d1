import {
  Accordion,
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Modal,
  Stack,
  Tabs,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconDeviceFloppy,
  IconEye,
  IconPlus,
  IconSend,
  IconTemplate,
} from '@tabler/icons-react';
import { useCallback, useMemo, useReducer, useState, type Dispatch } from 'react';
import { Link, useParams } from 'react-router';
import type { TMealPlan, TPlanFood } from '@contract/meal-plans';
import { indexFoods } from '@contract/nutrition';
import { PATHS } from '@contract/pages';
import { PageShell } from '@web/components/PageShell';
import { ConfirmDeleteDialog } from '@web/components/dialogs/ConfirmDeleteDialog';
import { ApiError } from '@web/lib/api';
import { errorMessage } from '@web/lib/errors';
import { notifySuccess, notifyWarning } from '@web/lib/notify';
import { createMealPlan } from '../../api/create-meal-plan';
import { useMealPlan } from '../../api/get-meal-plan';
import { usePublishMealPlan } from '../../api/publish-meal-plan';
import { useUpdateMealPlan } from '../../api/update-meal-plan';
import {
  MAX_DAYS,
  bodyOf,
  draftFromPlan,
  draftProblems,
  draftReducer,
  placeOf,
  savedForm,
  type Draft,
  type DraftAction,
} from '../../lib/builder-draft';
import { foodOptions } from '../../lib/builder-food-search';
import { decimal } from '../../lib/builder-format';
import { DayPanel } from '../components/DayPanel';
import { TargetPanel } from '../components/TargetPanel';
import { UnsavedChangesGuard } from '../components/UnsavedChangesGuard';

/** The food table as the route hands it in (the foods feature's query). */
export interface BuilderFoods {
  data: readonly TPlanFood[] | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => void;
}

interface Failure {
  message: string;
  items: { key: string; text: string }[];
}

/**
 * /auth/plan-alimentario/:id/editar (admin): the meal-plan builder. The food table comes
 * from the foods feature through the route (`foods`), since features do not import each
 * other. The draft lives here until Guardar; totals are computed as she types.
 */
export default function MealPlanBuilderPage({ foods }: { foods: BuilderFoods }) {
  const { id = '' } = useParams();
  const query = useMealPlan(id);
  const plan = query.data;
  if (plan) return <Builder key={plan._id} plan={plan} foods={foods} />;
  return (
    <PageShell
      title="Plan alimentario"
      back={{ to: PATHS.admin() }}
      record={{
        loading: query.isPending,
        error: query.error,
        errorTitle: 'No pudimos abrir el plan',
        fallback: 'Puede que se haya eliminado o que el enlace esté mal.',
        onRetry: () => void query.refetch(),
      }}
    >
      {null}
    </PageShell>
  );
}

const firstDayOf = (paths: string[]) => {
  for (const p of paths) {
    const m = /^content\.days\.(\d+)/.exec(p);
    if (m) return Number(m[1]);
  }
  return null;
};

function Builder({ plan, foods }: { plan: TMealPlan; foods: BuilderFoods }) {
  const [draft, dispatch] = useReducer(draftReducer, plan, draftFromPlan);
  const [saved, setSaved] = useState(() => savedForm(draft));
  const dirty = savedForm(draft) !== saved;
  const [active, setActive] = useState(0);
  const activeDay = Math.min(active, draft.days.length - 1);
  const [removingDay, setRemovingDay] = useState<number | null>(null);
  const [publishing, setPublishing] = useState(false);
  const [templating, setTemplating] = useState(false);

  // Errors by path: the server's (cleared by the next edit, since rows may have moved) and,
  // after a save was refused here, the draft's own, live as she fixes them.
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const problems = useMemo(() => (checked ? draftProblems(draft) : {}), [checked, draft]);
  const errors = useMemo(() => ({ ...problems, ...serverErrors }), [problems, serverErrors]);

  const edit: Dispatch<DraftAction> = useCallback((action) => {
    dispatch(action);
    setServerErrors((e) => (Object.keys(e).length > 0 ? {} : e));
  }, []);

  // Live values win over the plan's copies; the plan's keep a food the table dropped.
  const index = useMemo(
    () => indexFoods([...plan.foods, ...(foods.data ?? [])]),
    [plan.foods, foods.data],
  );
  const groups = useMemo(() => foodOptions(foods.data ?? [], plan.foods), [foods.data, plan.foods]);

  const update = useUpdateMealPlan();
  const publish = usePublishMealPlan();

  const fail = (message: string, found: Record<string, string>, current: Draft) => {
    const day = firstDayOf(Object.keys(found));
    if (day !== null) setActive(day);
    setFailure({
      message,
      items: Object.entries(found).map(([path, text]) => {
        const place = placeOf(path, current);
        return { key: path, text: place ? `${place}: ${text}` : text };
      }),
    });
  };

  const save = async (): Promise<boolean> => {
    const found = draftProblems(draft);
    if (Object.keys(found).length > 0) {
      setChecked(true);
      fail('Revisá lo marcado antes de guardar', found, draft);
      return false;
    }
    const body = bodyOf(draft);
    try {
      const answer = await update.mutateAsync({ id: plan._id, body });
      setSaved(JSON.stringify(body));
      setServerErrors({});
      setChecked(false);
      setFailure(null);
      notifySuccess(answer.message);
      return true;
    } catch (err) {
      const found = err instanceof ApiError ? err.errors : {};
      setServerErrors(found);
      fail(errorMessage(err, 'No pudimos guardar el plan. Probá de nuevo.'), found, draft);
      return false;
    }
  };

  const confirmPublish = async () => {
    if (dirty && !(await save())) {
      setPublishing(false);
      return;
    }
    try {
      const answer = await publish.mutateAsync(plan._id);
      notifySuccess(answer.message);
    } catch (err) {
      notifyWarning(errorMessage(err, 'No pudimos publicar el plan. Probá de nuevo.'));
    }
    setPublishing(false);
  };

  const saveAsTemplate = async () => {
    setTemplating(true);
    try {
      if (dirty && !(await save())) return;
      const answer = await createMealPlan({ template: true, title: draft.title, fromId: plan._id });
      notifySuccess(answer.message);
    } catch (err) {
      notifyWarning(errorMessage(err, 'No pudimos guardar la plantilla. Probá de nuevo.'));
    } finally {
      setTemplating(false);
    }
  };

  const addDay = () => {
    const name = draft.days.some((d) => d.name === 'Día tipo')
      ? `Día ${draft.days.length + 1}`
      : 'Día tipo';
    edit({ type: 'addDay', name });
    setActive(draft.days.length);
  };

  const busy = update.isPending || publish.isPending || templating;
  const dayHasErrors = (i: number) =>
    Object.keys(errors).some((k) => k.startsWith(`content.days.${i}.`));

  return (
    <PageShell
      title={plan.template ? 'Plantilla de plan' : 'Plan alimentario'}
      meta={draft.title || 'Plan alimentario'}
      back={
        plan.template
          ? { to: PATHS.mealPlanTemplates(), label: 'Plantillas', link: true }
          : { to: plan.userId ? PATHS.profile(plan.userId) : PATHS.admin() }
      }
      size="lg"
      subtitle={<Status plan={plan} dirty={dirty} />}
      aside={
        <Group gap="xs">
          <Button
            onClick={() => void save()}
            loading={update.isPending}
            disabled={busy && !update.isPending}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            variant={dirty ? 'filled' : 'default'}
          >
            Guardar
          </Button>
          {!plan.template && (
            <>
              <Button
                variant="default"
                onClick={() => void saveAsTemplate()}
                loading={templating}
                disabled={busy && !templating}
                leftSection={<IconTemplate size={18} aria-hidden />}
              >
                Guardar como plantilla
              </Button>
              <Button
                variant="light"
                onClick={() => setPublishing(true)}
                disabled={busy}
                leftSection={<IconSend size={18} aria-hidden />}
              >
                Publicar
              </Button>
              {plan.version !== null && (
                <Button
                  component={Link}
                  to={PATHS.mealPlan(plan._id)}
                  variant="subtle"
                  leftSection={<IconEye size={18} aria-hidden />}
                >
                  Ver como el cliente
                </Button>
              )}
            </>
          )}
        </Group>
      }
    >
      <UnsavedChangesGuard when={dirty} />
      <Stack gap="lg">
        {failure && (
          <Alert
            color="red"
            icon={<IconAlertTriangle aria-hidden />}
            title={failure.message}
            role="alert"
            withCloseButton
            closeButtonLabel="Cerrar"
            onClose={() => setFailure(null)}
          >
            {failure.items.length > 0 && (
              <List size="sm" spacing={2}>
                {failure.items.map((i) => (
                  <List.Item key={i.key}>{i.text}</List.Item>
                ))}
              </List>
            )}
          </Alert>
        )}
        {foods.error !== null && foods.error !== undefined && !foods.data && (
          <Alert
            color="yellow"
            icon={<IconAlertTriangle aria-hidden />}
            title="No pudimos cargar la tabla de alimentos"
          >
            <Group gap="xs">
              <Text size="sm">{errorMessage(foods.error, 'Probá de nuevo en unos minutos.')}</Text>
              <Button size="xs" variant="light" color="yellow" onClick={foods.refetch}>
                Reintentar
              </Button>
            </Group>
          </Alert>
        )}

        <TextInput
          label="Título del plan"
          value={draft.title}
          onChange={(e) => edit({ type: 'title', title: e.currentTarget.value })}
          error={errors.title}
          maxLength={120}
          maw={560}
        />

        {!plan.template && plan.userId && (
          <Accordion
            variant="contained"
            radius="md"
            defaultValue={draft.target ? null : 'objetivo'}
          >
            <Accordion.Item value="objetivo">
              <Accordion.Control>
                <Text fw={600}>
                  Objetivo diario:{' '}
                  {draft.target
                    ? `${decimal(draft.target.kcal, 0)} kcal · P ${decimal(draft.target.proteinas)} g · C ${decimal(draft.target.carbohidratos)} g · G ${decimal(draft.target.grasas)} g`
                    : 'sin definir'}
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                <TargetPanel
                  userId={plan.userId}
                  target={draft.target}
                  onUse={(target) => edit({ type: 'target', target })}
                />
              </Accordion.Panel>
            </Accordion.Item>
          </Accordion>
        )}

        <Tabs
          value={String(activeDay)}
          onChange={(v) => v !== null && setActive(Number(v))}
          keepMounted={false}
        >
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <Tabs.List style={{ flex: 1, minWidth: 0 }} aria-label="Días del plan">
              {draft.days.map((d, i) => (
                <Tabs.Tab
                  key={d.key}
                  value={String(i)}
                  rightSection={
                    dayHasErrors(i) ? (
                      <IconAlertTriangle
                        size={14}
                        color="var(--mantine-color-red-8)"
                        aria-label="con errores"
                      />
                    ) : undefined
                  }
                >
                  {d.name || `Día ${i + 1}`}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={addDay}
              disabled={draft.days.length >= MAX_DAYS}
              mb={4}
            >
              Agregar día
            </Button>
          </Group>
          {draft.days.map((d, i) => (
            <Tabs.Panel key={d.key} value={String(i)}>
              <DayPanel
                day={d}
                index={i}
                count={draft.days.length}
                target={draft.target}
                foods={index}
                groups={groups}
                errors={errors}
                dispatch={edit}
                onRemove={setRemovingDay}
                onSelect={setActive}
              />
            </Tabs.Panel>
          ))}
        </Tabs>

        <Textarea
          label="Notas del plan"
          description="Hidratación, cocción, qué evitar: van al final del plan y del PDF."
          value={draft.notes}
          onChange={(e) => edit({ type: 'notes', notes: e.currentTarget.value })}
          error={errors['content.notes']}
          autosize
          minRows={3}
          maxRows={12}
        />
      </Stack>

      <ConfirmDeleteDialog
        name={
          removingDay === null ? null : draft.days[removingDay]?.name || `Día ${removingDay + 1}`
        }
        title="Eliminar día"
        consequence="Se quitan sus comidas y alimentos del plan (al guardar)."
        loading={false}
        onConfirm={() => {
          if (removingDay === null) return;
          edit({ type: 'removeDay', day: removingDay });
          setActive(Math.max(0, removingDay - 1));
          setRemovingDay(null);
        }}
        onClose={() => setRemovingDay(null)}
      />

      <Modal
        opened={publishing}
        onClose={() => !busy && setPublishing(false)}
        title="Publicar el plan"
        centered
        styles={{ title: { fontWeight: 600 } }}
      >
        <Stack>
          <Text>El cliente recibe un e-mail y el PDF queda en su entrega.</Text>
          {plan.version !== null && (
            <Text size="sm" c="dimmed">
              Se publica como versión {plan.version + 1}; el cliente ve la última y puede descargar
              las anteriores.
            </Text>
          )}
          {dirty && (
            <Text size="sm" c="dimmed">
              Antes se guardan tus cambios.
            </Text>
          )}
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => setPublishing(false)}
              disabled={busy}
              data-autofocus
            >
              Cancelar
            </Button>
            <Button
              onClick={() => void confirmPublish()}
              loading={busy}
              leftSection={<IconSend size={16} aria-hidden />}
            >
              Sí, publicar
            </Button>
          </Group>
        </Stack>
      </Modal>
    </PageShell>
  );
}

/** Who the plan is for, and where it stands: draft, published (version), unpublished changes. */
function Status({ plan, dirty }: { plan: TMealPlan; dirty: boolean }) {
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
