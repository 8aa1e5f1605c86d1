import { ComingSoon } from '../../../components/ComingSoon';

/** /auth/detalles-controles/:id. Placeholder until the control details land (issue 8). */
export default function ControlDetailsPage() {
  return <ComingSoon title="Detalles Control" />;
}
