import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { RouteDeps } from '../../http/route';
import type { SignedLinks } from '../../media/signed-links';
import type { UserRow } from '../users/users.tables';

/** What the clinical routes need. */
export interface ClinicalDeps extends RouteDeps<UserRow> {
  db: Db;
  clock: Clock;
  links: SignedLinks;
}
