import { ClinicalPanel } from '../../features/clinical/profile/components/ClinicalPanel';
import ProfilePage from '../../features/users/pages/ProfilePage';

/**
 * /auth/usuario and /auth/usuario/:id: the user's profile (users) with the clinical
 * records' side panel (clinical) beside it; the two features meet only here.
 */
export default function ProfileRoute() {
  return (
    <ProfilePage clinicalPanel={(user, viewer) => <ClinicalPanel user={user} viewer={viewer} />} />
  );
}
