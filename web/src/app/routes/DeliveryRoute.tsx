import { Skeleton } from '@mantine/core';
import { ClinicalPanel } from '@web/features/clinical/profile/components/ClinicalPanel';
import DeliveryPage from '@web/features/deliveries/admin/pages/DeliveryPage';
import { useUser } from '@web/features/users/api/get-user';
import { useSession } from '@web/lib/use-session';

/**
 * /auth/entrega/:id (admin): a client's plan delivery (deliveries) beside their
 * anamnesis in short and latest controls (clinical), read as their profile reads them.
 */
export default function DeliveryRoute() {
  return <DeliveryPage clientRecords={(d) => <ClientRecords userId={d.userId} />} />;
}

function ClientRecords({ userId }: { userId: string }) {
  const viewer = useSession()?.user;
  const user = useUser(userId);
  if (!viewer || !user.data) return user.isError ? null : <Skeleton height={240} radius="md" />;
  return <ClinicalPanel user={user.data} viewer={viewer} />;
}
