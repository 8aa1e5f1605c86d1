import { Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { useCallback, useMemo, useReducer, useState, type Dispatch } from 'react';
import { useParams } from 'react-router';
import { hasNumbers } from '@contract/nutrition';
import type { TMealPlan, TPlanFood } from '@contract/meal-plans';
import { ultraProcessedSentence, ultraProcessedShare } from '@contract/day-micros';
import { DEFAULT_REFERENCES } from '@contract/nutrient-references';
import { indexFoods } from '@contract/nutrition';
import { PATHS } from '@contract/pages';
import { PageShell } from '@web/components/PageShell';
import { ConfirmDeleteDialog } from '@web/components/dialogs/ConfirmDeleteDialog';
import { ApiError } from '@web/lib/api';
import { errorMessage } from '@web/lib/errors';
import { notifySuccess, notifyWarning } from '@web/lib/notify';
import { createMealPlan } from '../../api/create-meal-plan';
import { useMealPlan } from '../../api/get-meal-plan';
import { usePlanRecipes } from '../../api/get-plan-recipes';
import { usePublishMealPlan } from '../../api/publish-meal-plan';
import { useUpdateMealPlan } from '../../api/update-meal-plan';
import { bodyOf, countedDay, draftProblems } from '../../lib/builder-draft';
import { type DraftAction } from '../../lib/builder-edits';
import { foodOptions } from '../../lib/builder-food-search';
import { builderRecipes } from '../../lib/builder-recipes';
import {
  activeDay,
  builderErrors,
  builderReducer,
  initBuilder,
  isDirty,
} from '../../lib/builder-state';
import { BuilderActions } from '../components/BuilderActions';
import { BuilderStatus } from '../components/BuilderStatus';
import { DayTabs } from '../components/DayTabs';
import { FoodTableAlert } from '../components/FoodTableAlert';
import { PublishDialog } from '../components/PublishDialog';
import { SaveFailureAlert } from '../components/SaveFailureAlert';
import { TargetAccordion } from '../components/TargetAccordion';
import { UnsavedChangesGuard } from '../components/UnsavedChangesGuard';

/** The food table as the route hands it in (the foods feature's query). */
export interface BuilderFoods {
  data: readonly TPlanFood[] | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => void;
}

/**
 * /auth/plan-alimentario/:id/editar (admin): the meal-plan builder. The food table comes
 * from the foods feature through the route (`foods`), since features do not import each
 * other. The draft lives here until Guardar, in one reducer (lib/builder-state.ts); totals
 * are computed as she types.
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

function Builder({ plan, foods }: { plan: TMealPlan; foods: BuilderFoods }) {
  const [state, send] = useReducer(builderReducer, plan, initBuilder);
  const { draft, checked, serverErrors } = state;
  // 'Mostrar calorías y macros al cliente': saved with Guardar, the client gets it on publishing.
  const [showNumbers, setShowNumbers] = useState(plan.showNumbers);
  const dirty = isDirty(state) || showNumbers !== plan.showNumbers;
  const errors = useMemo(
    () => builderErrors({ draft, checked, serverErrors }),
    [draft, checked, serverErrors],
  );
  const edit: Dispatch<DraftAction> = useCallback((action) => send({ type: 'edit', action }), []);

  // Her recipes, with what they are made of now: the totals count their ingredients.
  const recipeList = usePlanRecipes();
  const recipes = useMemo(
    () => builderRecipes(plan.recipes, recipeList.data?.recetas, recipeList.isError),
    [plan.recipes, recipeList.data, recipeList.isError],
  );
  // Live values win over the plan's copies; the plan's keep a food the table dropped.
  const index = useMemo(
    () =>
      indexFoods([
        ...plan.foods.filter(hasNumbers),
        ...(recipeList.data?.alimentos ?? []),
        ...(foods.data ?? []),
      ]),
    [plan.foods, recipeList.data, foods.data],
  );
  const groups = useMemo(
    () => foodOptions(foods.data ?? [], plan.foods.filter(hasNumbers)),
    [foods.data, plan.foods],
  );
  // The Guía Alimentaria's line for the whole plan (issue 35), as she types.
  const ultraProcessed = useMemo(
    () =>
      ultraProcessedSentence(
        ultraProcessedShare({ days: draft.days.map(countedDay) }, index, recipes.index),
      ),
    [draft.days, index, recipes.index],
  );

  const update = useUpdateMealPlan();
  const publish = usePublishMealPlan();

  const save = async (): Promise<boolean> => {
    const found = draftProblems(draft);
    if (Object.keys(found).length > 0) {
      send({ type: 'refused', by: 'draft', message: 'Revisá lo marcado antes de guardar', found });
      return false;
    }
    const body = bodyOf(draft);
    try {
      const answer = await update.mutateAsync({
        id: plan._id,
        body: plan.template ? body : { ...body, showNumbers },
      });
      send({ type: 'saved', body: JSON.stringify(body) });
      notifySuccess(answer.message);
      return true;
    } catch (err) {
      send({
        type: 'refused',
        by: 'server',
        message: errorMessage(err, 'No pudimos guardar el plan. Probá de nuevo.'),
        found: err instanceof ApiError ? err.errors : {},
      });
      return false;
    }
  };

  const confirmPublish = async () => {
    if (dirty && !(await save())) {
      send({ type: 'publishDialog', open: false });
      return;
    }
    try {
      const answer = await publish.mutateAsync(plan._id);
      notifySuccess(answer.message);
    } catch (err) {
      notifyWarning(errorMessage(err, 'No pudimos publicar el plan. Probá de nuevo.'));
    }
    send({ type: 'publishDialog', open: false });
  };

  const saveAsTemplate = async () => {
    send({ type: 'templating', busy: true });
    try {
      if (dirty && !(await save())) return;
      const answer = await createMealPlan({ template: true, title: draft.title, fromId: plan._id });
      notifySuccess(answer.message);
    } catch (err) {
      notifyWarning(errorMessage(err, 'No pudimos guardar la plantilla. Probá de nuevo.'));
    } finally {
      send({ type: 'templating', busy: false });
    }
  };

  const busy = update.isPending || publish.isPending || state.templating;
  const removing = state.removingDay;

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
      subtitle={<BuilderStatus plan={plan} dirty={dirty} />}
      aside={
        <BuilderActions
          plan={plan}
          dirty={dirty}
          busy={busy}
          saving={update.isPending}
          templating={state.templating}
          onSave={() => void save()}
          onSaveAsTemplate={() => void saveAsTemplate()}
          onPublish={() => send({ type: 'publishDialog', open: true })}
        />
      }
    >
      <UnsavedChangesGuard when={dirty} />
      <Stack gap="lg">
        {state.failure && (
          <SaveFailureAlert
            failure={state.failure}
            onClose={() => send({ type: 'dismissFailure' })}
          />
        )}
        {foods.error !== null && foods.error !== undefined && !foods.data && (
          <FoodTableAlert error={foods.error} onRetry={foods.refetch} />
        )}

        <TextInput
          label="Título del plan"
          value={draft.title}
          onChange={(e) => edit({ type: 'title', title: e.currentTarget.value })}
          error={errors.title}
          maxLength={120}
          maw={560}
        />

        {!plan.template && (
          <Switch
            // Mantine's label wraps the description too: the name is the label alone.
            aria-label="Mostrar calorías y macros al cliente"
            label="Mostrar calorías y macros al cliente"
            description="Apagado, el cliente ve los alimentos y las cantidades, sin calorías, macros ni objetivo, en su página y en el PDF. Vos siempre los ves. Le llega cuando publicás."
            checked={showNumbers}
            onChange={(e) => setShowNumbers(e.currentTarget.checked)}
            maw={560}
          />
        )}

        {!plan.template && plan.userId && (
          <TargetAccordion
            userId={plan.userId}
            target={draft.target}
            onUse={(target) => edit({ type: 'target', target })}
          />
        )}

        <DayTabs
          days={draft.days}
          active={activeDay(state)}
          target={draft.target}
          foods={index}
          groups={groups}
          recipes={recipes}
          references={plan.referencias ?? DEFAULT_REFERENCES}
          errors={errors}
          dispatch={edit}
          onSelect={(day) => send({ type: 'selectDay', day })}
          onAddDay={() => send({ type: 'addDay' })}
          onRemove={(day) => send({ type: 'askRemoveDay', day })}
        />

        {ultraProcessed && (
          <Text size="sm" data-testid="plan-ultraprocessed">
            {ultraProcessed}
          </Text>
        )}

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
        name={removing === null ? null : draft.days[removing]?.name || `Día ${removing + 1}`}
        title="Eliminar día"
        consequence="Se quitan sus comidas y alimentos del plan (al guardar)."
        loading={false}
        onConfirm={() => send({ type: 'confirmRemoveDay' })}
        onClose={() => send({ type: 'askRemoveDay', day: null })}
      />

      <PublishDialog
        opened={state.publishing}
        published={plan.publishedVersion}
        dirty={dirty}
        busy={busy}
        onClose={() => send({ type: 'publishDialog', open: false })}
        onConfirm={() => void confirmPublish()}
      />
    </PageShell>
  );
}
