import type { PersonalDataSource } from '../users';
import { pushSubscriptions } from './push.tables';

/** The devices a person receives pushes on (their outbox goes with each device). */
export const pushPersonalData: PersonalDataSource = {
  module: 'push',
  rows: [
    {
      table: pushSubscriptions,
      by: pushSubscriptions.userId,
      kind: 'dispositivos',
      secret: [pushSubscriptions.p256dh, pushSubscriptions.auth],
    },
  ],
};
