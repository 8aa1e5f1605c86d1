/**
 * Test data, not app code: one complete anamnesis for the API, web and browser tests.
 * Only tests import `contract/testing/` (lint refuses it anywhere else), so it never
 * reaches a bundle. Typed by the contract, so a renamed or new required field breaks
 * it here once instead of in four copies.
 */
import type { TAnamnesisCreate, TAnamnesisFields } from '../clinical';

/** Every field spec §5 requires, answered as a client would (no `kind`: a form's values). */
export const ANAMNESIS_ANSWERS = {
  workHours: '9 a 18',
  daysWorks: 'Lunes a viernes',
  typeFeedin: 'Omnívoro',
  objectives: 'Bajar grasa corporal',
  phisicsProblems: 'Ninguno',
  operations: 'Ninguna',
  diseases: 'Ninguna',
  pregnancies: 'No',
  medicines: 'Ninguno',
  medicalNotes: 'Nada',
  physicalActivity: 'Camino al trabajo',
  sports: 'Running',
  sportsHours: '1 hora',
  sportsDays: 3,
} satisfies Omit<TAnamnesisFields, 'kind'>;

/** A complete simple (online) anamnesis: the body of PUT anamnesis/{id}. */
export const ANAMNESIS_FORM = { kind: 'Simple', ...ANAMNESIS_ANSWERS } satisfies TAnamnesisFields;

/** POST new-anamnesis/ for a client, with the health-data consent. */
export const anamnesisCreate = (userId: string) =>
  ({ ...ANAMNESIS_FORM, userId, consent: true }) satisfies TAnamnesisCreate;
