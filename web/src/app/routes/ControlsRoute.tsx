import { useParams } from 'react-router';
import ControlsPage from '@web/features/clinical/pages/ControlsPage';
import { AdherenceSummary } from '@web/features/meal-plans/components/AdherenceSummary';
import { useSession } from '@web/lib/use-session';

/**
 * /auth/controles/:id: a client's controls (clinical) with, for the nutritionist, how well
 * they follow their meal plan in the last 14 days (meal-plans) next to them.
 */
export default function ControlsRoute() {
  const viewer = useSession()?.user;
  const { id = '' } = useParams();
  const showAdherence = viewer?.type === 'admin' && viewer._id !== id;
  return <ControlsPage aside={showAdherence ? <AdherenceSummary userId={id} /> : undefined} />;
}
