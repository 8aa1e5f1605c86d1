import type { TControlType } from '@contract/clinical';
import { ComingSoon } from '../../../components/ComingSoon';

/**
 * The four control forms of spec §2: Online (new, edit) and Offline/presencial (new,
 * edit; admin only). Placeholder until the control forms land (issue 8).
 */
export default function ControlFormPage({ typo }: { typo: TControlType }) {
  return <ComingSoon title={typo === 'Offline' ? 'Nuevo Control Presencial' : 'Nuevo Control'} />;
}
