import { useQueryClient } from '@tanstack/react-query';
import { InPersonCalendar } from '../../features/agenda/components/InPersonCalendar';
import { commerceKeys } from '../../features/commerce/api/keys';
import { AppointmentCheckout } from '../../features/commerce/components/AppointmentCheckout';
import { OrderStatus } from '../../features/commerce/components/OrderStatus';
import InPersonPage from '../../features/site/pages/InPersonPage';

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
