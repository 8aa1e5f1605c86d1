import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import BookingPage from '@web/features/agenda/pages/BookingPage';
import { useCredits } from '@web/features/commerce/api/get-credits';
import { commerceKeys } from '@web/features/commerce/api/keys';
import { OrderStatus } from '@web/features/commerce/components/OrderStatus';
import { useSession } from '@web/lib/use-session';

/**
 * /auth/agendar-control/:idUsuario: the booking page (agenda) with the client's booking
 * credits (a paid turno or a pack's controls) and the state of the order a payment
 * returned with (commerce).
 */
export default function ScheduleControlRoute() {
  const { idUsuario = '' } = useParams();
  const session = useSession();
  const queryClient = useQueryClient();
  const mine = session?.user._id === idUsuario;
  const credits = useCredits(mine ? idUsuario : undefined);
  return (
    <BookingPage
      userId={idUsuario}
      credits={{
        count: credits.data?.disponibles,
        lots: credits.data?.lotes,
        error: credits.error,
      }}
      orderStatus={<OrderStatus />}
      // Mis Compras shows each purchase's credits too.
      onCreditsChanged={() =>
        void Promise.all([
          queryClient.invalidateQueries({ queryKey: commerceKeys.credits(idUsuario) }),
          queryClient.invalidateQueries({ queryKey: commerceKeys.purchases(idUsuario) }),
        ])
      }
    />
  );
}
