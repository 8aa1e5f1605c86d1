import { anamnesisFieldLabel } from '@web/features/clinical/anamnesis/lib/labels';
import KeptRecordPage from '@web/features/privacy/admin/pages/KeptRecordPage';

/**
 * /auth/historias-conservadas/:id: a kept clinical record (privacy) read with the anamnesis
 * form's own labels (clinical); the features meet only here.
 */
export default function KeptRecordRoute() {
  return <KeptRecordPage fieldLabel={anamnesisFieldLabel} />;
}
