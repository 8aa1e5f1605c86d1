import { useQueryClient } from '@tanstack/react-query';
import SlotOfferPage from '@web/features/agenda/pages/SlotOfferPage';
import { commerceKeys } from '@web/features/commerce/api/keys';
import { useSession } from '@web/lib/use-session';

/**
 * /auth/turno-liberado/:id: a freed slot offered to a client of the waiting list (agenda);
 * reserving it uses one of their booking credits (commerce), which the booking page and
 * Mis Compras then show again.
 */
export default function SlotOfferRoute() {
  const session = useSession();
  const queryClient = useQueryClient();
  const userId = session?.user._id ?? '';
  return (
    <SlotOfferPage
      onReserved={() =>
        void Promise.all([
          queryClient.invalidateQueries({ queryKey: commerceKeys.credits(userId) }),
          queryClient.invalidateQueries({ queryKey: commerceKeys.purchases(userId) }),
        ])
      }
    />
  );
}
