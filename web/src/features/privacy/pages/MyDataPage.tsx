import { Skeleton, Stack } from '@mantine/core';
import { PATHS } from '@contract/pages';
import type { TMyData } from '@contract/privacy';
import type { TUser } from '@contract/users';
import { PageShell } from '@web/components/PageShell';
import { ErrorAlert } from '@web/components/data-table/ListStates';
import { errorMessage } from '@web/lib/errors';
import { useSession } from '@web/lib/use-session';
import { useMyData } from '../api/get-my-data';
import { AccessSection } from '../components/AccessSection';
import { AccountSection } from '../components/AccountSection';
import { CorrectionSection } from '../components/CorrectionSection';
import { DataKindsSection } from '../components/DataKindsSection';
import { DownloadSection } from '../components/DownloadSection';
import { ErasureSection } from '../components/ErasureSection';
import { RequestsSection } from '../components/RequestsSection';
import { pendingOf } from '../lib/request-text';

/**
 * /auth/mis-datos (issue 33, Ley 18.331; DECISIONS §13), for every signed-in person: what
 * the practice holds about them and why, who read their clinical record, the download of
 * all of it, and their requests (a correction, the deletion of the account) with where
 * each stands. The router lets only signed-in people in.
 */
export default function MyDataPage() {
  const session = useSession();
  const query = useMyData();
  // The router's guard has checked the session; a sign-out while here leaves the page.
  if (!session) return null;
  return (
    <PageShell
      title="Mis datos"
      subtitle="Lo que la consulta guarda sobre vos, para qué, y lo que podés hacer con eso: descargarlo, corregirlo o pedir que lo eliminemos (Ley 18.331)."
      back={{ to: PATHS.profile(), label: 'Mi perfil', link: true }}
    >
      {query.isPending ? (
        <MyDataSkeleton />
      ) : query.isError ? (
        <ErrorAlert
          title="No pudimos cargar tus datos"
          message={errorMessage(query.error, 'Probá de nuevo en unos segundos.')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <MyData data={query.data} me={session.user} />
      )}
    </PageShell>
  );
}

function MyData({ data, me }: { data: TMyData; me: TUser }) {
  const isAdmin = me.type === 'admin';
  return (
    <Stack gap="md">
      <DownloadSection />
      {data.requests.length > 0 && <RequestsSection requests={data.requests} />}
      <AccountSection account={data.account} consents={data.consents} />
      <DataKindsSection kinds={data.kinds} />
      <AccessSection access={data.access} />
      <CorrectionSection
        userId={me._id}
        kinds={data.kinds}
        pending={pendingOf(data.requests, 'correccion')}
        isAdmin={isAdmin}
      />
      <ErasureSection pending={pendingOf(data.requests, 'baja')} isAdmin={isAdmin} />
    </Stack>
  );
}

function MyDataSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Cargando tus datos" role="status">
      <Skeleton height={120} radius="md" />
      <Skeleton height={180} radius="md" />
      <Skeleton height={260} radius="md" />
      <Skeleton height={100} radius="md" />
    </Stack>
  );
}
