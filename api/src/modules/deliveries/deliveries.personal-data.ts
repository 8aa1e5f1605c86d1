import type { PersonalDataSource } from '../users';
import { deliveryFilesOf } from './deliveries.service';
import { deliveries } from './deliveries.tables';

/** The plans delivered to the person, and their files. */
export const deliveriesPersonalData: PersonalDataSource = {
  module: 'deliveries',
  rows: [{ table: deliveries, by: deliveries.userId, kind: 'entregas' }],
  files: [{ area: 'deliveries', of: deliveryFilesOf }],
};
