import { useQueryClient } from '@tanstack/react-query';
import { InPersonCalendar } from '@web/features/agenda/components/InPersonCalendar';
import { commerceKeys } from '@web/features/commerce/api/keys';
import { usePacks } from '@web/features/commerce/api/get-packs';
import { AppointmentCheckout } from '@web/features/commerce/components/AppointmentCheckout';
import { PackCards } from '@web/features/commerce/components/PackCards';
import { OrderStatus } from '@web/features/commerce/components/OrderStatus';
import InPersonPage from '@web/features/site/pages/InPersonPage';

/**
 * /auth/turnos-presenciales: the page (site) with the turno's and the packs' payment and
 * the order state (commerce) and the calendar (agenda).
 */
export default function InPersonRoute() {
  const queryClient = useQueryClient();
  // Packs are an extra beside the turno: none offered, or none loaded, shows the turno alone.
  const packs = usePacks().data;
  return (
    <InPersonPage
      payment={<AppointmentCheckout />}
      packs={packs?.length ? <PackCards packs={packs} /> : undefined}
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
