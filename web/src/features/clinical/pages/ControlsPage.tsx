import { Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconPlus, IconStethoscope, IconUserHeart } from '@tabler/icons-react';
import { useDeferredValue, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { CLINICAL_MSG } from '@contract/clinical-text';
import type { TControl } from '@contract/clinical';
import { PATHS } from '@contract/pages';
import type { TUser } from '@contract/users';
import { PageShell } from '@web/components/PageShell';
import { ConfirmDeleteDialog } from '@web/components/dialogs/ConfirmDeleteDialog';
import { EmptyState } from '@web/components/data-table/ListStates';
import { useConfirmDelete } from '@web/components/dialogs/use-confirm-delete';
import { Carousel } from '@web/components/Carousel';
import { useSession } from '@web/lib/use-session';
import { useClient } from '@web/lib/get-client';
import { useControls } from '../controls/api/get-controls';
import { useDeleteControl } from '../controls/api/delete-control';
import { ControlCard } from '../controls/components/ControlCard';
import { ProgressSection } from '../controls/components/ProgressSection';
import { RecordError } from '../controls/components/RecordError';
import { canChange } from '../controls/lib/control-access';
import { formatDate } from '@web/lib/dates';

/** Cards per view up to 664 px, 1024, 3000 and wider (spec §9 'Control carousel 5, 4, 2, 1'). */
const PER_VIEW = [1, 2, 4, 5] as const;

/**
 * /auth/controles/:id (a user id): spec §2 'Controls list', and the progress chart.
 * `aside`: what app/ composes beside the controls (the meal plan's adherence, for the admin).
 */
export default function ControlsPage({ aside }: { aside?: ReactNode }) {
  const session = useSession();
  const { id = '' } = useParams();
  // The router's guard has checked the session; a sign-out while here leaves the page.
  if (!session) return null;
  return <ControlsView userId={id} viewer={session.user} aside={aside} />;
}

function ControlsView({
  userId,
  viewer,
  aside,
}: {
  userId: string;
  viewer: TUser;
  aside?: ReactNode;
}) {
  const isAdmin = viewer.type === 'admin';
  const isSelf = viewer._id === userId;
  const query = useControls(userId);
  const client = useClient(userId, isAdmin && !isSelf);
  const remove = useConfirmDelete<TControl>(useDeleteControl(userId), {
    done: CLINICAL_MSG.controlDeleted,
    failed: 'No pudimos eliminar el control',
    title: 'Eliminar control',
    nameOf: (c) => `el control del ${formatDate(c.createdAt)}`,
    consequence: 'Se borran también sus fotos y no se puede recuperar.',
  });
  // Drawn from a deferred copy of the answer: React draws a React Query answer in one task
  // it cannot interrupt, and the cards, chart and table took hundreds of ms of a phone's
  // main thread that way (issue 32); a deferred render is sliced into short tasks.
  const data = useDeferredValue(query.data);
  const controls = data ?? [];
  const home = isAdmin
    ? { to: PATHS.admin('usuarios'), label: 'Ir a la lista de usuarios' }
    : { to: PATHS.controls(viewer._id), label: 'Ir a mis controles' };

  const actions = (
    <Group gap="xs">
      <Button
        component={Link}
        to={PATHS.newControl(userId)}
        leftSection={<IconPlus size={18} aria-hidden />}
      >
        Crear nuevo control a distancia
      </Button>
      {isAdmin && (
        <Button
          component={Link}
          to={PATHS.newInPersonControl(userId)}
          variant="light"
          color="grape"
          leftSection={<IconUserHeart size={18} aria-hidden />}
        >
          Crear nuevo control Presencial
        </Button>
      )}
    </Group>
  );

  return (
    <PageShell
      title="Controles"
      size="lg"
      back={{
        to: isSelf ? PATHS.profile() : PATHS.profile(userId),
        label: isSelf ? 'Mi perfil' : 'Perfil del cliente',
        link: true,
      }}
      subtitle={
        isSelf
          ? 'Tus medidas y fotos de cada control, y cómo vienen cambiando.'
          : client.data
            ? `Controles de ${client.data.name}`
            : undefined
      }
    >
      <Stack gap="xl">
        {!(query.isError && !query.data) && actions}
        {aside}
        {query.isPending || (data === undefined && !query.isError) ? (
          <CardsSkeleton />
        ) : query.isError && !query.data ? (
          <RecordError
            error={query.error}
            message={CLINICAL_MSG.controlsFetch}
            onRetry={() => void query.refetch()}
            home={home}
          />
        ) : controls.length === 0 ? (
          <EmptyState icon={IconStethoscope} title="Todavía no hay controles">
            {isSelf
              ? 'Cargá tu primer control con tus medidas y algunas fotos: así vemos juntos cómo avanzás.'
              : 'Cuando se cargue el primer control, sus medidas y fotos van a aparecer acá.'}
          </EmptyState>
        ) : (
          <Carousel
            labelledBy="controls-list-title"
            heading={
              <Title order={2} size="h4" id="controls-list-title">
                {controls.length === 1 ? '1 control' : `${controls.length} controles`}
              </Title>
            }
            perView={PER_VIEW}
            // A list of one's own records, with buttons on each card: it moves only when asked.
            autoplay={false}
          >
            {controls.map((c) => (
              <ControlCard
                key={c._id}
                control={c}
                canChange={canChange(c, isAdmin)}
                onDelete={remove.ask}
              />
            ))}
          </Carousel>
        )}
        <ProgressSection controls={controls} isSelf={isSelf} />
      </Stack>
      <ConfirmDeleteDialog {...remove.dialog} />
    </PageShell>
  );
}

function CardsSkeleton() {
  return (
    <Group gap="lg" wrap="nowrap" aria-busy="true" aria-label="Cargando controles" role="status">
      {Array.from({ length: 4 }, (_, i) => (
        <Stack
          key={i}
          gap="xs"
          style={{ flex: '1 1 0', minWidth: 0 }}
          visibleFrom={i === 0 ? undefined : 'sm'}
        >
          <Skeleton height={220} radius="md" />
          <Skeleton height={14} width="70%" />
          <Skeleton height={12} width="50%" />
        </Stack>
      ))}
    </Group>
  );
}
