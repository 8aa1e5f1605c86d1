import { Group, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useParams } from 'react-router';
import type { TAnamnesis, TAnamnesisKind } from '@contract/clinical';
import { PATHS } from '@contract/pages';
import type { TUser } from '@contract/users';
import { PageShell } from '@web/components/PageShell';
import { useGoBack } from '@web/lib/use-go-back';
import { useSession } from '@web/lib/use-session';
import { useAnamnesis } from '../anamnesis/api/get-anamnesis';
import { useAnamnesisByUser } from '../anamnesis/api/get-anamnesis-by-user';
import { useClient } from '@web/lib/get-client';
import { AnamnesisForm } from '../anamnesis/components/AnamnesisForm';
import { formatDate } from '@web/lib/dates';

/**
 * Simple is the online form, Extendido the in-person (offline) one (spec §2 titles, said in
 * Spanish: 'Formulario Anamnesis a distancia', 'Nueva ficha Anamnesis presencial').
 */
const FORM_NAME: Record<TAnamnesisKind, string> = {
  Simple: 'a distancia',
  Extendido: 'presencial',
};

/**
 * /auth/nueva-ficha-anamnesis-online/:id (Simple) and /auth/nueva-ficha-anamnesis/:id
 * (Extendido), where :id is the client's user id, and /auth/anamnesis/:idAnamnesis.
 * A client has one anamnesis: when it exists, the new-record addresses open it to edit.
 */
export default function AnamnesisFormPage({ kind }: { kind?: TAnamnesisKind }) {
  const session = useSession();
  const { id, idAnamnesis } = useParams();
  // The router's guard has checked the session; a sign-out while here leaves the page.
  if (!session) return null;
  return kind ? (
    <ByUser userId={id ?? ''} kind={kind} viewer={session.user} />
  ) : (
    <ById id={idAnamnesis ?? ''} viewer={session.user} />
  );
}

function ByUser({ userId, kind, viewer }: { userId: string; kind: TAnamnesisKind; viewer: TUser }) {
  const query = useAnamnesisByUser(userId);
  return (
    <AnamnesisScreen
      userId={userId}
      routeKind={kind}
      record={query.data ?? null}
      viewer={viewer}
      loading={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
    />
  );
}

function ById({ id, viewer }: { id: string; viewer: TUser }) {
  const query = useAnamnesis(id);
  return (
    <AnamnesisScreen
      userId={query.data?.userId ?? ''}
      record={query.data ?? null}
      viewer={viewer}
      loading={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
    />
  );
}

function AnamnesisScreen({
  userId,
  routeKind,
  record,
  viewer,
  loading,
  error,
  onRetry,
}: {
  userId: string;
  /** The kind the address asks for; none on the edit address. */
  routeKind?: TAnamnesisKind;
  record: TAnamnesis | null;
  viewer: TUser;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
}) {
  const forSomeoneElse = Boolean(userId) && userId !== viewer._id;
  // The admin sees whose form it is; a client only ever opens their own.
  const client = useClient(userId, forSomeoneElse && viewer.type === 'admin');
  const goBack = useGoBack(PATHS.profile(userId || undefined));

  // The record says its kind. The extended address upgrades a simple record (the
  // nutritionist completing it in person); nothing ever shrinks an extended one.
  const kind: TAnamnesisKind =
    routeKind === 'Extendido' ? 'Extendido' : (record?.kind ?? routeKind ?? 'Simple');
  const title = `${record ? 'Formulario Anamnesis' : 'Nueva ficha Anamnesis'} ${FORM_NAME[kind]}`;
  const clientName = client.data?.name;

  return (
    <PageShell
      title={loading || error ? 'Anamnesis' : title}
      back={{ to: PATHS.profile(userId || undefined) }}
      subtitle={
        !loading && !error && <Subtitle record={record} clientName={clientName} kind={kind} />
      }
      record={{
        loading,
        error,
        errorTitle: 'No pudimos abrir la anamnesis',
        fallback: 'Probá de nuevo en unos segundos.',
        onRetry,
      }}
    >
      {userId && (
        <AnamnesisForm
          // A new record (saved elsewhere, or an upgrade) starts the form again.
          key={`${record?._id ?? 'new'}-${kind}`}
          userId={userId}
          kind={kind}
          record={record}
          viewerId={viewer._id}
          recordedBy={forSomeoneElse && viewer.type === 'admin' ? 'admin' : 'client'}
          clientName={clientName}
          onDone={goBack}
        />
      )}
    </PageShell>
  );
}

function Subtitle({
  record,
  clientName,
  kind,
}: {
  record: TAnamnesis | null;
  clientName: string | undefined;
  kind: TAnamnesisKind;
}) {
  const lead =
    kind === 'Extendido'
      ? 'Tu trabajo, tu salud, tu actividad y cómo comés: con esto armamos tu plan.'
      : 'Tu trabajo, tu salud y tu actividad: con esto armamos tu plan.';
  return (
    <>
      <Text c="dimmed" size="sm">
        {clientName ? `Ficha de ${clientName}` : lead}
      </Text>
      {record && (
        <Group gap={6} wrap="nowrap">
          <IconShieldCheck
            size={16}
            aria-hidden
            color="var(--mantine-color-green-7)"
            style={{ flexShrink: 0 }}
          />
          <Text size="sm" c="dimmed">
            Consentimiento dado el {formatDate(record.consentedAt)}
            {record.consentRecordedBy === 'admin' ? ' (en persona, ante la nutricionista)' : ''}
          </Text>
        </Group>
      )}
    </>
  );
}
