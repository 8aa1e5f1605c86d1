import type { TAnamnesisKind } from '@contract/clinical';
import { ComingSoon } from '../../../components/ComingSoon';

/**
 * /auth/nueva-ficha-anamnesis-online/:id (Simple), /auth/nueva-ficha-anamnesis/:id
 * (Extendido) and /auth/anamnesis/:idAnamnesis (edit: the record says its kind).
 * Placeholder until the anamnesis form lands (issue 8).
 */
export default function AnamnesisFormPage({ kind }: { kind?: TAnamnesisKind }) {
  return (
    <ComingSoon
      title={
        kind === 'Extendido' ? 'Nueva ficha Anamnesis Offline' : 'Nueva ficha Anamnesis Online'
      }
    />
  );
}
