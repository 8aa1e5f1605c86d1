import {
  Alert,
  Badge,
  Button,
  Container,
  Grid,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { IconAlertTriangle, IconLock, IconUserOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { PATHS } from '@contract/pages';
import type { TUser } from '@contract/users';
import { PageShell } from '@web/components/PageShell';
import { ApiError } from '@web/lib/api';
import { notifySuccess } from '@web/lib/notify';
import { sessionStore } from '@web/lib/session';
import { useSession } from '@web/lib/use-session';
import { useUser } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';
import { FormWithAside } from '../components/FormWithAside';
import { ProfileSidePanel } from '../components/ProfileSidePanel';
import { UserForm } from '../components/UserForm';
import { UserStateBadge } from '../components/UserStateBadge';

const USERS_TAB = PATHS.admin('usuarios');

/** What another feature adds to the side panel for this user, seen by this viewer. */
export type ProfilePanelSlot = (user: TUser, viewer: TUser) => ReactNode;

/**
 * /auth/usuario/:id (edit a user; a client only themselves) and /auth/usuario (my
 * own profile). Spec §2, §5. The router lets only signed-in people in; the app's
 * profile route hands in the clinical panel and the admin's 'Asignar Plan' (features
 * do not import each other).
 */
export default function ProfilePage({
  clinicalPanel,
  planAction,
}: {
  clinicalPanel?: ProfilePanelSlot;
  /** The admin's 'Asignar Plan', shown only to an admin on someone else's profile. */
  planAction?: ProfilePanelSlot;
}) {
  const session = useSession();
  const { id: paramId } = useParams();
  // The router's guard has checked the session; a sign-out while here leaves the page.
  if (!session) return null;
  return (
    <EditUserView
      id={paramId ?? session.user._id}
      viewer={session.user}
      clinicalPanel={clinicalPanel}
      planAction={planAction}
    />
  );
}

function EditUserView({
  id,
  viewer,
  clinicalPanel,
  planAction,
}: {
  id: string;
  viewer: TUser;
  clinicalPanel?: ProfilePanelSlot;
  planAction?: ProfilePanelSlot;
}) {
  const isAdmin = viewer.type === 'admin';
  const isSelf = viewer._id === id;
  const query = useUser(id);
  const mutation = useUpdateUser();
  const user = query.data;
  const title = isSelf ? 'Mi perfil' : user ? user.name : 'Perfil de usuario';

  const submit = async (data: FormData): Promise<TUser> => {
    const { user: saved } = await mutation.mutateAsync({ id, data });
    // The top bar and the session show the new name and photo at once.
    if (saved._id === viewer._id) sessionStore.updateUser(saved);
    notifySuccess('Se guardaron los cambios');
    return saved;
  };

  if (query.isPending) return <ProfileSkeleton />;

  const back =
    isAdmin && !isSelf ? { to: USERS_TAB, label: 'Volver a usuarios', link: true } : undefined;
  const meta = isSelf ? 'Mi perfil' : 'Editar usuario';

  if (query.isError || !user) {
    return (
      <PageShell
        title={isSelf ? 'Mi perfil' : 'Perfil de usuario'}
        meta={meta}
        back={back}
        size="lg"
      >
        <ProfileError error={query.error} isAdmin={isAdmin} onRetry={() => void query.refetch()} />
      </PageShell>
    );
  }

  return (
    <PageShell
      title={title}
      meta={meta}
      back={back}
      size="lg"
      subtitle={
        <Group gap="xs">
          <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
            {isSelf ? 'Mantené tus datos al día: así podemos acompañarte mejor.' : user.email}
          </Text>
          {isAdmin && <UserStateBadge state={user.state} size="sm" />}
          {isAdmin && user.type === 'admin' && (
            <Badge size="sm" variant="outline" color="grape">
              Administrador
            </Badge>
          )}
        </Group>
      }
    >
      <FormWithAside
        form={
          <UserForm
            key={user._id}
            mode="edit"
            user={user}
            viewerIsAdmin={isAdmin}
            isSelf={isSelf}
            saving={mutation.isPending}
            submitLabel="Guardar cambios"
            onSubmit={submit}
          />
        }
        aside={
          <ProfileSidePanel
            user={user}
            viewerIsAdmin={isAdmin}
            isSelf={isSelf}
            clinical={clinicalPanel?.(user, viewer)}
            planAction={planAction?.(user, viewer)}
          />
        }
      />
    </PageShell>
  );
}

function ProfileError({
  error,
  isAdmin,
  onRetry,
}: {
  error: Error | null;
  isAdmin: boolean;
  onRetry: () => void;
}) {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 403) {
    return (
      <Alert
        color="yellow"
        icon={<IconLock aria-hidden />}
        title="No tenés permiso para ver este perfil"
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">Solo podés ver y editar tu propio perfil.</Text>
          <Button component={Link} to={PATHS.profile()} size="xs" variant="light" color="yellow">
            Ir a mi perfil
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (status === 404 || status === 400) {
    return (
      <Alert color="gray" icon={<IconUserOff aria-hidden />} title="No encontramos ese usuario">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">Puede que haya sido eliminado o que el enlace esté mal.</Text>
          <Button
            component={Link}
            to={isAdmin ? USERS_TAB : PATHS.profile()}
            size="xs"
            variant="light"
            color="gray"
          >
            {isAdmin ? 'Ir a la lista de usuarios' : 'Ir a mi perfil'}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title="No pudimos cargar el perfil">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{error?.message ?? 'Probá de nuevo en unos segundos.'}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Reintentar
        </Button>
      </Stack>
    </Alert>
  );
}

function ProfileSkeleton() {
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg" aria-busy="true" aria-label="Cargando perfil">
        <Skeleton height={32} width={220} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper withBorder radius="md" p="lg">
              <Stack gap="lg">
                <Group>
                  <Skeleton circle height={96} />
                  <Skeleton height={80} style={{ flex: 1 }} />
                </Group>
                {Array.from({ length: 4 }, (_, i) => (
                  <Group key={i} grow>
                    <Skeleton height={56} />
                    <Skeleton height={56} />
                  </Group>
                ))}
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack>
              <Skeleton height={160} radius="md" />
              <Skeleton height={140} radius="md" />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
