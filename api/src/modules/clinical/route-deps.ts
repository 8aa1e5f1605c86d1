import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { RouteDeps } from '../../http/route';
import type { SignedLinks } from '../../media/signed-links';
import type { AfterAnswerDeps } from '../../plugins/after-answer';
import type { UserRow } from '../users/users.tables';
import type { ClinicalNoticeDeps } from './notices';

/** What the clinical routes need: her notices go after the answer (plugins/after-answer.ts). */
export interface ClinicalDeps extends RouteDeps<UserRow>, AfterAnswerDeps, ClinicalNoticeDeps {
  db: Db;
  clock: Clock;
  links: SignedLinks;
}
