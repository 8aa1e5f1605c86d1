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
  Title,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconInfoCircle,
  IconLock,
  IconUserOff,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import type { TUser } from '@contract/users';
import { ApiError } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { sessionStore } from '../../../lib/session';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useSession } from '../../../lib/use-session';
import { useCreateUser } from '../api/create-user';
import { useUser } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';
import { ProfileSidePanel } from '../components/ProfileSidePanel';
import { UserForm } from '../components/UserForm';
import { UserStateBadge } from '../components/UserStateBadge';

const USERS_TAB = '/auth/administracion?tab=usuarios';

/**
 * /auth/usuario/:id (edit a user; a client only themselves), /auth/usuario (my own
 * profile) and /auth/nuevo-usuario (the admin creates a user). Spec §2, §5.
 */
export default function ProfilePage() {
  const session = useSession();
  const { id: paramId } = useParams();
  const location = useLocation();
  const isCreate = /\/nuevo-usuario\/?$/.test(location.pathname);

  if (!session)
    return (
      <Navigate to="/auth/entrar" replace state={{ from: location.pathname + location.search }} />
    );
  const viewer = session.user;
  const isAdmin = viewer.type === 'admin';

  if (isCreate) {
    if (!isAdmin) return <Navigate to="/auth/home" replace />;
    return <CreateUserView />;
  }
  return <EditUserView id={paramId ?? viewer._id} viewer={viewer} />;
}

function PageShell({ children }: { children: ReactNode }) {
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      {children}
    </Container>
  );
}

function PageHeader({
  title,
  subtitle,
  back,
}: {
  title: string;
  subtitle?: ReactNode;
  back?: boolean;
}) {
  return (
    <Stack gap={4} mb="lg">
      {back && (
        <div>
          <Button
            component={Link}
            to={USERS_TAB}
            variant="subtle"
            size="compact-sm"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            ml={-8}
          >
            Volver a usuarios
          </Button>
        </div>
      )}
      <Title order={1} size="h2">
        {title}
      </Title>
      {subtitle}
    </Stack>
  );
}

function CreateUserView() {
  usePageMeta('Nuevo usuario');
  const navigate = useNavigate();
  const mutation = useCreateUser();

  const submit = async (data: FormData): Promise<TUser> => {
    const { user } = await mutation.mutateAsync(data);
    notifySuccess('Usuario creado');
    void navigate(`/auth/usuario/${user._id}`);
    return user;
  };

  return (
    <PageShell>
      <PageHeader
        title="Nuevo usuario"
        back
        subtitle={
          <Text c="dimmed" size="sm">
            Los campos con * son obligatorios: nombre, email y contraseña.
          </Text>
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <UserForm
            mode="create"
            viewerIsAdmin
            isSelf={false}
            saving={mutation.isPending}
            submitLabel="Crear usuario"
            onSubmit={submit}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Alert
            variant="light"
            color="blue"
            icon={<IconInfoCircle aria-hidden />}
            title="Después de crearlo"
          >
            Vas a poder ver sus controles, completar su anamnesis y asignarle un plan desde su
            perfil.
          </Alert>
        </Grid.Col>
      </Grid>
    </PageShell>
  );
}

function EditUserView({ id, viewer }: { id: string; viewer: TUser }) {
  const isAdmin = viewer.type === 'admin';
  const isSelf = viewer._id === id;
  const query = useUser(id);
  const mutation = useUpdateUser();
  const user = query.data;
  const title = isSelf ? 'Mi perfil' : user ? user.name : 'Perfil de usuario';
  usePageMeta(isSelf ? 'Mi perfil' : 'Editar usuario');

  const submit = async (data: FormData): Promise<TUser> => {
    const { user: saved } = await mutation.mutateAsync({ id, data });
    // The top bar and the session show the new name and photo at once.
    if (saved._id === viewer._id) sessionStore.updateUser(saved);
    notifySuccess('Se guardaron los cambios');
    return saved;
  };

  if (query.isPending) return <ProfileSkeleton />;

  if (query.isError || !user) {
    return (
      <PageShell>
        <PageHeader title={isSelf ? 'Mi perfil' : 'Perfil de usuario'} back={isAdmin && !isSelf} />
        <ProfileError error={query.error} isAdmin={isAdmin} onRetry={() => void query.refetch()} />
      </PageShell>
    );
  }

  return (
    <PageShell>
      <PageHeader
        title={title}
        back={isAdmin && !isSelf}
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
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
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
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ProfileSidePanel user={user} viewerIsAdmin={isAdmin} isSelf={isSelf} />
        </Grid.Col>
      </Grid>
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
          <Button component={Link} to="/auth/usuario" size="xs" variant="light" color="yellow">
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
            to={isAdmin ? USERS_TAB : '/auth/usuario'}
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
    <PageShell>
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
    </PageShell>
  );
}
