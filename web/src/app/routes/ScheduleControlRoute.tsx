import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import BookingPage from '@web/features/agenda/pages/BookingPage';
import { usePurchases } from '@web/features/commerce/api/get-purchases';
import { commerceKeys } from '@web/features/commerce/api/keys';
import { OrderStatus } from '@web/features/commerce/components/OrderStatus';
import { unusedTurnos } from '@web/features/commerce/lib/purchases';
import { useSession } from '@web/lib/use-session';

/**
 * /auth/agendar-control/:idUsuario: the booking page (agenda) with the client's paid
 * turnos and the state of the order a payment returned with (commerce).
 */
export default function ScheduleControlRoute() {
  const { idUsuario = '' } = useParams();
  const session = useSession();
  const queryClient = useQueryClient();
  const mine = session?.user._id === idUsuario;
  const purchases = usePurchases(mine ? idUsuario : undefined);
  return (
    <BookingPage
      userId={idUsuario}
      credits={{ count: purchases.data && unusedTurnos(purchases.data), error: purchases.error }}
      orderStatus={<OrderStatus />}
      onCreditsChanged={() =>
        void queryClient.invalidateQueries({ queryKey: commerceKeys.purchases(idUsuario) })
      }
    />
  );
}
