import { useQueryClient } from '@tanstack/react-query';
import { AppointmentHistory } from '@web/features/agenda/components/AppointmentHistory';
import { UpcomingAppointments } from '@web/features/agenda/components/UpcomingAppointments';
import { ClinicalPanel } from '@web/features/clinical/profile/components/ClinicalPanel';
import { AssignPlanButton } from '@web/features/commerce/admin/components/AssignPlanDialog';
import { ClientCreditsCard } from '@web/features/commerce/admin/components/ClientCreditsCard';
import { deliveriesKeys } from '@web/features/deliveries/api/keys';
import { DeliveryStatus } from '@web/features/deliveries/components/DeliveryStatus';
import { AdherenceSummary } from '@web/features/meal-plans/components/AdherenceSummary';
import { MealPlanLink } from '@web/features/meal-plans/components/MealPlanLink';
import { PushSettings } from '@web/features/notifications/components/PushSettings';
import { MyDataLink } from '@web/features/privacy/components/MyDataLink';
import { usersKeys } from '@web/features/users/api/keys';
import ProfilePage from '@web/features/users/pages/ProfilePage';

/**
 * /auth/usuario and /auth/usuario/:id: the user's profile (users) with the clinical
 * records' side panel (clinical), the personalized plan's delivery (deliveries), the
 * client's coming appointments and their history (agenda), the meal plan and its adherence
 * (meal-plans) and the admin's 'Asignar Plan' and the client's paid turnos and packs
 * (commerce) beside it, one's own push devices
 * (notifications) and the way to one's own 'Mis datos' (privacy); the features meet only
 * here.
 */
export default function ProfileRoute() {
  const queryClient = useQueryClient();
  // An assigned plan changes the user's activePlan and control dates, the users list,
  // and owes the client a delivery.
  const refreshUser = (id: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: usersKeys.one(id) }),
      queryClient.invalidateQueries({ queryKey: usersKeys.all() }),
      queryClient.invalidateQueries({ queryKey: deliveriesKeys.all() }),
    ]);
  return (
    <ProfilePage
      clinicalPanel={(user, viewer) => (
        <>
          {user.type !== 'admin' && (
            <>
              <UpcomingAppointments userId={user._id} />
              <AppointmentHistory userId={user._id} />
              {viewer.type === 'admin' && <ClientCreditsCard userId={user._id} />}
            </>
          )}
          <DeliveryStatus userId={user._id} email={user.email} />
          {user.type !== 'admin' && (
            <MealPlanLink userId={user._id} isSelf={viewer._id === user._id} />
          )}
          {viewer._id === user._id && (
            <PushSettings role={viewer.type === 'admin' ? 'admin' : 'client'} />
          )}
          <ClinicalPanel
            user={user}
            viewer={viewer}
            afterControls={
              viewer.type === 'admin' &&
              viewer._id !== user._id && <AdherenceSummary userId={user._id} />
            }
          />
          {viewer._id === user._id && <MyDataLink />}
        </>
      )}
      planAction={(user) => (
        <AssignPlanButton user={user} onAssigned={() => refreshUser(user._id)} />
      )}
    />
  );
}
