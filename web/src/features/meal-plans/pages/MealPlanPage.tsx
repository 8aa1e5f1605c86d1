import {
  Alert,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconEye, IconLock, IconPencil, IconSalad } from '@tabler/icons-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { MEAL_PLAN_MSG } from '@contract/meal-plans-text';
import { indexRecipes } from '@contract/nutrition';
import type { TMealPlan } from '@contract/meal-plans';
import { formatKcal, formatQuantity } from '@contract/numbers';
import { PATHS } from '@contract/pages';
import { montevideoDay } from '@contract/time';
import type { TUser } from '@contract/users';
import { InstallAppCard } from '@web/components/InstallAppCard';
import { OfflineNote } from '@web/components/OfflineNote';
import { SectionCard } from '@web/components/SectionCard';
import { ErrorAlert } from '@web/components/data-table/ListStates';
import { ApiError, isApiError } from '@web/lib/api';
import { errorMessage } from '@web/lib/errors';
import { usePageMeta } from '@web/lib/use-page-meta';
import { useSession } from '@web/lib/use-session';
import { useMealPlanPdf } from '../api/download-meal-plan-pdf';
import { useMealPlan } from '../api/get-meal-plan';
import { useTickMeal } from '../api/tick-meal';
import { PlanDays } from '../components/PlanDays';
import { PlanDownloads } from '../components/PlanDownloads';
import { PlanGuidelines } from '../components/PlanGuidelines';
import { PlanNotice } from '../components/PlanNotice';
import { ShoppingList } from '../components/ShoppingList';
import { VersionsList } from '../components/VersionsList';
import { publishedOn, tickableDays, todayInMontevideo } from '../lib/today';

/**
 * /auth/plan-alimentario/:id: the client's published plan on the phone (issue 23), today's
 * meals first with a 'Hecha' tick each, the other days, the week's shopping list, her
 * notes and the PDFs. The owner reads the latest published version; the nutritionist reads
 * the draft (the API chooses), marked as her view, with the ticks read-only. With
 * `?vista=cliente` she reads what the client has instead ('Ver como el cliente', issue 31):
 * the client's page, read-only, numbers only when the client gets them.
 */
export default function MealPlanPage() {
  const session = useSession();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  // The router's guard has checked the session; a sign-out while here leaves the page.
  if (!session) return null;
  const asClient = session.user.type === 'admin' && params.get('vista') === 'cliente';
  return <MealPlanView id={id} viewer={session.user} asClient={asClient} />;
}

function MealPlanView({ id, viewer, asClient }: { id: string; viewer: TUser; asClient: boolean }) {
  const query = useMealPlan(id, asClient);
  // React Query tells an answer through useSyncExternalStore, which React draws in one task
  // it cannot interrupt: a whole plan drawn that way held a phone's main thread for
  // hundreds of ms (issue 32). The deferred copy is drawn in a render React slices into
  // short tasks; a plan the server drew is there from the first render (hydration matches).
  const plan = useDeferredValue(query.data);
  usePageMeta(query.data?.title ?? 'Plan alimentario');
  const home =
    viewer.type === 'admin'
      ? { to: PATHS.admin('usuarios'), label: 'Ir a la lista de usuarios' }
      : { to: PATHS.profile(), label: 'Ir a mi perfil' };

  if (query.isPending) return <PlanSkeleton />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    const back = (
      <Button component={Link} to={home.to} leftSection={<IconArrowLeft size={18} aria-hidden />}>
        {home.label}
      </Button>
    );
    if (isApiError(query.error, 'mealPlans.notPublished'))
      return (
        <PlanNotice
          icon={IconSalad}
          title={MEAL_PLAN_MSG.notPublished}
          text={
            asClient
              ? 'El cliente todavía no tiene nada que ver: lo va a ver cuando lo publiques.'
              : 'Tu nutricionista está armando tu plan: te avisamos por e-mail cuando esté listo.'
          }
        >
          {back}
        </PlanNotice>
      );
    if (status === 403)
      return (
        <PlanNotice icon={IconLock} title="Este plan no es tuyo" text={query.error.message}>
          {back}
        </PlanNotice>
      );
    return (
      <Container size={720} py="xl">
        <ErrorAlert
          title="No pudimos abrir el plan"
          message={errorMessage(query.error, 'Probá de nuevo en unos segundos.')}
          onRetry={() => void query.refetch()}
        />
      </Container>
    );
  }
  if (plan === undefined) return <PlanSkeleton />;
  return (
    <PlanView
      plan={plan}
      viewer={viewer.type !== 'admin' ? 'client' : asClient ? 'preview' : 'admin'}
      offlineSince={query.offlineSince}
    />
  );
}

/** Who reads the page: the client, the nutritionist her draft, or her 'Ver como el cliente'. */
type Viewer = 'client' | 'admin' | 'preview';

function PlanView({
  plan,
  viewer,
  offlineSince,
}: {
  plan: TMealPlan;
  viewer: Viewer;
  /** Shown from the copy kept on the phone, saved then (no connection). */
  offlineSince: number | null;
}) {
  // Her own view's words and notes; the preview reads as the client's page.
  const isAdmin = viewer === 'admin';
  // Fixed while the page is open: a plan left open past midnight keeps the day it showed.
  const [today] = useState(() => todayInMontevideo());
  const foods = useMemo(() => new Map(plan.foods.map((f) => [f._id, f])), [plan.foods]);
  const recipes = useMemo(() => indexRecipes(plan.recipes), [plan.recipes]);
  const tick = useTickMeal(plan);
  const pdf = useMealPlanPdf(plan._id);
  const first = plan.versions.at(-1);
  const dates = tickableDays(today, first ? montevideoDay(new Date(first.publishedAt)) : null);
  // The client's version; the nutritionist's draft downloads the last published one.
  const shownVersion = plan.version ?? plan.versions[0]?.version ?? null;
  const current = plan.versions.find((v) => v.version === shownVersion);
  const older = plan.versions.filter((v) => v.version !== plan.version);

  return (
    <Container size={720} px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          {viewer === 'preview' ? (
            <Button
              component={Link}
              to={PATHS.mealPlanBuilder(plan._id)}
              variant="subtle"
              size="compact-sm"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
              ml={-8}
            >
              Volver al plan
            </Button>
          ) : (
            <Button
              component={Link}
              to={isAdmin && plan.userId ? PATHS.profile(plan.userId) : PATHS.profile()}
              variant="subtle"
              size="compact-sm"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
              ml={-8}
            >
              {isAdmin ? 'Perfil del cliente' : 'Mi perfil'}
            </Button>
          )}
        </div>

        {offlineSince !== null && <OfflineNote since={offlineSince} />}
        {isAdmin && <AdminNote plan={plan} />}
        {viewer === 'preview' && <PreviewNote plan={plan} />}

        <Stack gap={6}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {plan.title}
          </Title>
          <Text c="dimmed" size="sm">
            {plan.version !== null && current
              ? `Versión ${plan.version} · publicada el ${publishedOn(current.publishedAt, today)}`
              : current
                ? `Borrador · la última versión publicada es la ${current.version}`
                : 'Borrador · todavía no se publicó'}
          </Text>
          {plan.target && <Target target={plan.target} isAdmin={isAdmin} />}
          <PlanDownloads
            planId={plan._id}
            version={shownVersion}
            asClient={viewer === 'preview'}
            pdf={pdf}
          />
        </Stack>

        <PlanDays
          days={plan.content.days}
          foods={foods}
          recipes={recipes}
          ticks={plan.ticks}
          today={today}
          dates={dates}
          onTick={viewer === 'client' ? (t) => tick.mutate(t) : null}
        />

        {/* After the day, below the first screen: the browser says the app can be installed
            a second or two after the page shows, and the card, above the plan, pushed the
            whole plan down as the client read it (and was the page's largest paint). */}
        {viewer === 'client' && <InstallAppCard />}

        {plan.referencias && (
          <SectionCard
            title={
              isAdmin ? 'El plan y las guías alimentarias' : 'Tu plan y las guías alimentarias'
            }
          >
            <PlanGuidelines
              days={plan.content.days}
              foods={foods}
              recipes={recipes}
              references={plan.referencias}
            />
          </SectionCard>
        )}

        <SectionCard title="Lista de compras para una semana">
          <ShoppingList
            list={plan.shoppingList}
            planId={viewer === 'client' ? plan._id : null}
            today={today}
          />
        </SectionCard>

        {plan.content.notes && (
          <SectionCard title={isAdmin ? 'Notas para el cliente' : 'Notas de tu nutricionista'}>
            <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {plan.content.notes}
            </Text>
          </SectionCard>
        )}

        {older.length > 0 && (
          <SectionCard title={isAdmin ? 'Versiones publicadas' : 'Versiones anteriores'}>
            <VersionsList
              versions={older}
              today={today}
              downloading={pdf.downloading}
              onDownload={(v) => void pdf.download(v)}
            />
          </SectionCard>
        )}
      </Stack>
    </Container>
  );
}

/** What she reads above a plan she looks at (her draft, or the client's view), and the way back to edit it. */
function ViewerNote({ plan, title, text }: { plan: TMealPlan; title: string; text: string }) {
  return (
    <Alert color="blue" variant="light" icon={<IconEye aria-hidden />} title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{text}</Text>
        <Button
          component={Link}
          to={PATHS.mealPlanBuilder(plan._id)}
          size="xs"
          variant="default"
          leftSection={<IconPencil size={16} aria-hidden />}
        >
          Editar plan
        </Button>
      </Stack>
    </Alert>
  );
}

/** 'Ver como el cliente': she is told it is the client's view, read-only. */
function PreviewNote({ plan }: { plan: TMealPlan }) {
  const client = plan.cliente?.name ?? 'el cliente';
  return (
    <ViewerNote
      plan={plan}
      title="Vista del cliente"
      text={`Así ve ${client} su plan: la versión ${plan.version ?? ''} publicada, solo para mirar.${plan.showNumbers ? '' : ' Sin calorías ni macros: no los mostrás al cliente.'}`}
    />
  );
}

/** The nutritionist sees the draft: she is told so, and what the client sees instead. */
function AdminNote({ plan }: { plan: TMealPlan }) {
  const client = plan.cliente?.name ?? 'El cliente';
  const state =
    plan.versions.length === 0
      ? `Es el borrador: ${client} lo va a ver cuando lo publiques.`
      : plan.unpublishedChanges
        ? `Es el borrador, con cambios sin publicar: ${client} ve la versión ${plan.versions[0]!.version}.`
        : `${client} ve esta misma versión. Solo el cliente marca sus comidas.`;
  return (
    <ViewerNote
      plan={plan}
      title="Vista de la nutricionista"
      text={`${state}${plan.showNumbers ? '' : ' Las calorías y los macros los ves vos: el cliente no.'}`}
    />
  );
}

/** Her daily target, when she set one: energy and the three macronutrients. */
function Target({
  target,
  isAdmin,
}: {
  target: NonNullable<TMealPlan['target']>;
  isAdmin: boolean;
}) {
  const facts = [
    { label: 'Energía', value: formatKcal(target.kcal) },
    { label: 'Proteínas', value: formatQuantity(target.proteinas, 'g') },
    { label: 'Carbohidratos', value: formatQuantity(target.carbohidratos, 'g') },
    { label: 'Grasas', value: formatQuantity(target.grasas, 'g') },
  ];
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="plan-target-title">
      <Text id="plan-target-title" size="sm" fw={600} mb={4}>
        {isAdmin ? 'Objetivo diario' : 'Tu objetivo diario'}
      </Text>
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs" component="dl" m={0}>
        {facts.map((f) => (
          <div key={f.label}>
            <Text component="dt" size="xs" c="dimmed">
              {f.label}
            </Text>
            <Text component="dd" fw={700} m={0}>
              {f.value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

function PlanSkeleton() {
  return (
    <Container size={720} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md" role="status" aria-busy="true" aria-label="Cargando el plan">
        <Skeleton height={28} width="70%" />
        <Skeleton height={14} width="45%" />
        <Skeleton height={36} width={160} />
        <Group gap="xs">
          <Skeleton height={30} width={90} />
          <Skeleton height={30} width={90} />
        </Group>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} height={120} radius="md" />
        ))}
      </Stack>
    </Container>
  );
}
