/**
 * The clinical record's messages, apart from its schemas (clinical.ts): the controls page
 * shows them without building zod on the phone (issue 32). Nothing here imports zod.
 */

export const CLINICAL_MSG = {
  required: 'Por favor, completá todos los campos',
  consent: 'Para guardar tu anamnesis necesitamos tu consentimiento para tratar tus datos de salud',
  anamnesisSaved: 'Se guardó correctamente la anamnesis',
  controlSaved: 'Se guardó correctamente el control',
  controlDeleted: 'Control eliminado',
  anamnesisExists: 'Ya tenés una anamnesis guardada: editala en lugar de crear otra',
  offlineAdminOnly: 'Los controles presenciales los crea y edita solo la nutricionista',
  controlsFetch: 'Tenemos algunos problemas para encontrar los controles del usuario',
  anamnesisNotFound: 'No encontramos esa anamnesis',
  controlNotFound: 'No encontramos ese control',
  photoNotFound: 'No encontramos esa foto',
  anamnesisOfUser: 'Anamnesis del usuario',
  noAnamnesisYet: 'El usuario todavía no completó la anamnesis',
  controlsOfUser: 'Controles del usuario',
  controlOfUser: 'Control del usuario',
} as const;
