import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { PageLoader } from '../../../../components/PageLoader';
import { usePageMeta } from '../../../../lib/use-page-meta';
import { useSession } from '../../../../lib/use-session';
import { useGoBack } from '../lib/navigation';
import { errorMessage } from '../lib/save-errors';

/**
 * Only an admin uses the content forms: without a session to /auth/entrar, a
 * client to /auth/home.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session)
    return (
      <Navigate to="/auth/entrar" replace state={{ from: location.pathname + location.search }} />
    );
  if (session.user.type !== 'admin') return <Navigate to="/auth/home" replace />;
  return <>{children}</>;
}

interface ShellProps {
  title: string;
  subtitle?: ReactNode;
  /** Where 'Atrás' goes when the page was opened directly. */
  backTo: string;
  /** Beside the title, e.g. a link to the public page. */
  aside?: ReactNode;
  children: ReactNode;
}

/** The frame of every admin form page: 'Atrás', the title and the content. */
export function AdminFormShell({ title, subtitle, backTo, aside, children }: ShellProps) {
  usePageMeta(title);
  const goBack = useGoBack(backTo);
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap={4} mb="lg">
        <div>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            ml={-8}
            onClick={goBack}
          >
            Atrás
          </Button>
        </div>
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title order={1} size="h2">
            {title}
          </Title>
          {aside}
        </Group>
        {subtitle && (
          <Text c="dimmed" size="sm">
            {subtitle}
          </Text>
        )}
      </Stack>
      {children}
    </Container>
  );
}

/** The record behind an edit page is loading or failed to load. */
export function RecordState({
  loading,
  error,
  notFoundTitle,
  onRetry,
  backTo,
  title,
}: {
  loading: boolean;
  error: string | null;
  notFoundTitle: string;
  onRetry: () => void;
  backTo: string;
  title: string;
}) {
  if (loading)
    return (
      <AdminFormShell title={title} backTo={backTo}>
        <PageLoader />
      </AdminFormShell>
    );
  return (
    <AdminFormShell title={title} backTo={backTo}>
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={notFoundTitle}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{error}</Text>
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            Reintentar
          </Button>
        </Stack>
      </Alert>
    </AdminFormShell>
  );
}

interface ContentFormPageProps<T extends { _id: string }> {
  /** The record of the route's `:id`; not fetched on the create route, which has none. */
  useRecord: (id: string | undefined) => {
    data: T | undefined;
    isPending: boolean;
    error: unknown;
    refetch: () => Promise<unknown>;
  };
  /** The page title while the record loads or fails to. */
  editTitle: string;
  loadError: string;
  notFoundTitle: string;
  backTo: string;
  /** The form, for the loaded record or, on the create route, none. */
  children: (record: T | undefined) => ReactNode;
}

/**
 * A create/edit content form route (/auth/nuevo-x and /auth/x/:id): admin only,
 * and on edit the form opens once its record has loaded.
 */
export function ContentFormPage<T extends { _id: string }>(props: ContentFormPageProps<T>) {
  return (
    <AdminOnly>
      <ContentFormRoute {...props} />
    </AdminOnly>
  );
}

function ContentFormRoute<T extends { _id: string }>({
  useRecord,
  editTitle,
  loadError,
  notFoundTitle,
  backTo,
  children,
}: ContentFormPageProps<T>) {
  const { id } = useParams();
  const query = useRecord(id);
  if (id && !query.data)
    return (
      <RecordState
        title={editTitle}
        loading={query.isPending}
        error={errorMessage(query.error, loadError)}
        notFoundTitle={notFoundTitle}
        onRetry={() => void query.refetch()}
        backTo={backTo}
      />
    );
  return <Fragment key={query.data?._id ?? 'new'}>{children(query.data)}</Fragment>;
}
