import type { PersonalDataSource } from '../users';
import { plans } from './catalog.tables';

/** The plans the person wrote (an admin's authorship; the plan stays, the name goes). */
export const catalogPersonalData: PersonalDataSource = {
  module: 'catalog',
  rows: [{ table: plans, by: plans.userId, kind: 'planes-escritos' }],
};
