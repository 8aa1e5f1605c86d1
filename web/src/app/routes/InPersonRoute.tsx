import { AppointmentCheckout } from '../../features/commerce/components/AppointmentCheckout';
import { OrderStatus } from '../../features/commerce/components/OrderStatus';
import InPersonPage from '../../features/site/pages/InPersonPage';

/** /auth/turnos-presenciales: the page (site) with the turno's payment and order state (commerce). */
export default function InPersonRoute() {
  return <InPersonPage payment={<AppointmentCheckout />} orderStatus={<OrderStatus />} />;
}
