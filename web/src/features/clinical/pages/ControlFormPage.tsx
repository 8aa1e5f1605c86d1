import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { CLINICAL_MSG } from '@contract/clinical-text';
import type { TControlType } from '@contract/clinical';
import { PATHS } from '@contract/pages';
import type { TUser } from '@contract/users';
import { PageShell } from '@web/components/PageShell';
import { PageLoader } from '@web/components/PageLoader';
import { useSession } from '@web/lib/use-session';
import { useClient } from '@web/lib/get-client';
import { useControl } from '../controls/api/get-control';
import { ControlForm } from '../controls/components/ControlForm';
import { RecordError } from '../controls/components/RecordError';
import { editPath } from '../controls/lib/control-access';

const TITLES: Record<TControlType, { create: string; edit: string }> = {
  Online: { create: 'Nuevo Control', edit: 'Editar Control' },
  Offline: { create: 'Nuevo Control Presencial', edit: 'Editar Control Presencial' },
};

/**
 * The four control forms of spec §2: /auth/nueva-ficha-control/:idUsuario (also
 * /auth/control/:idUsuario) and /auth/editar-ficha-control/:idUsuario/:idControl
 * (Online); /auth/nueva-ficha-control-presencial/:idUsuario and
 * /auth/editar-ficha-control-offline/:idUsuario/:idControl (Offline, admin only: the
 * router guards them). Create mode until the control of the address loads (spec §4).
 */
export default function ControlFormPage({ typo }: { typo: TControlType }) {
  const session = useSession();
  const { idUsuario = '', idControl } = useParams();
  if (!session) return null;
  return (
    <ControlFormView typo={typo} userId={idUsuario} controlId={idControl} viewer={session.user} />
  );
}

function ControlFormView({
  typo,
  userId,
  controlId,
  viewer,
}: {
  typo: TControlType;
  userId: string;
  controlId: string | undefined;
  viewer: TUser;
}) {
  const isAdmin = viewer.type === 'admin';
  const query = useControl(controlId);
  const control = query.data;
  const client = useClient(userId, isAdmin && typo === 'Offline');
  const listPath = PATHS.controls(control?.userId ?? userId);
  const title = control ? TITLES[typo].edit : TITLES[typo].create;
  const shell = (children: ReactNode) => (
    <PageShell title={title} back={{ to: listPath, label: 'Volver a controles' }}>
      {children}
    </PageShell>
  );

  // A client fills in only their own controls (the server refuses the rest too).
  if (!isAdmin && userId !== viewer._id)
    return shell(
      <Refusal
        title="Estos controles no son tuyos"
        text="Solo podés cargar y editar tus propios controles."
        to={PATHS.controls(viewer._id)}
      />,
    );

  if (controlId && !control) {
    if (query.isError)
      return shell(
        <RecordError
          error={query.error}
          message="No pudimos cargar el control"
          onRetry={() => void query.refetch()}
          home={{ to: listPath, label: 'Ir a los controles' }}
        />,
      );
    return shell(<PageLoader />);
  }

  if (control && control.typo !== typo) {
    // An in-person control opened on the Online form (or the reverse): its own form.
    if (isAdmin) return <Navigate to={editPath(control)} replace />;
    return shell(
      <Refusal
        title="No podés editar este control"
        text={CLINICAL_MSG.offlineAdminOnly}
        to={listPath}
      />,
    );
  }

  return shell(
    <ControlForm
      key={control?._id ?? 'new'}
      typo={typo}
      userId={control?.userId ?? userId}
      control={control}
      genderUnknown={client.data ? client.data.gender === null : false}
      own={viewer._id === (control?.userId ?? userId)}
    />,
  );
}

function Refusal({ title, text, to }: { title: string; text: string; to: string }) {
  return (
    <Alert color="yellow" icon={<IconLock aria-hidden />} title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{text}</Text>
        <Button component={Link} to={to} size="xs" variant="light" color="yellow">
          Ir a los controles
        </Button>
      </Stack>
    </Alert>
  );
}
