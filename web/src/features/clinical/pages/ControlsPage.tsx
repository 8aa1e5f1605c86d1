import { ComingSoon } from '../../../components/ComingSoon';

/** /auth/controles/:id. Placeholder until the controls list lands (issue 8). */
export default function ControlsPage() {
  return <ComingSoon title="Controles" />;
}
