import { useQueryClient } from '@tanstack/react-query';
import { InPersonCalendar } from '@web/features/agenda/components/InPersonCalendar';
import { commerceKeys } from '@web/features/commerce/api/keys';
import { AppointmentCheckout } from '@web/features/commerce/components/AppointmentCheckout';
import { OrderStatus } from '@web/features/commerce/components/OrderStatus';
import InPersonPage from '@web/features/site/pages/InPersonPage';

/**
 * /auth/turnos-presenciales: the page (site) with the turno's payment and order state
 * (commerce) and the calendar (agenda).
 */
export default function InPersonRoute() {
  const queryClient = useQueryClient();
  return (
    <InPersonPage
      payment={<AppointmentCheckout />}
      orderStatus={<OrderStatus />}
      calendar={
        // A cancelled booking gives its paid turno back.
        <InPersonCalendar
          onCancelled={() => void queryClient.invalidateQueries({ queryKey: commerceKeys.all() })}
        />
      }
    />
  );
}
