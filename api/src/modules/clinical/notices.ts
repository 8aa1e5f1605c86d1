import { PATHS } from '@contract/pages';
import type { Config } from '../../config';
import { anamnesisNoticeMail, controlNoticeMail } from '../../mail/templates';
import { sendNotice, type NoticeDeps } from '../practice';
import { PUSH_TEXTS, type Pusher } from '../push';

/** What her clinical notices need: where they go (DECISIONS §9) and the site's address. */
export interface ClinicalNoticeDeps extends NoticeDeps {
  config: Pick<Config, 'notifyEmail' | 'publicUrl'>;
  /** Absent in tests that push nothing. */
  push?: Pusher;
}

/** The client a notice is about, by name and e-mail. */
type Client = { name: string; email: string };

/**
 * A client completed their anamnesis (issue 30): for a plan bought, the delivery's due day
 * is counted from now, so she hears of it at once. Links to the printable summary.
 */
export async function sendAnamnesisNotice(
  deps: ClinicalNoticeDeps,
  client: Client,
  anamnesisId: string,
): Promise<void> {
  const url = `${deps.config.publicUrl}${PATHS.anamnesisSummary(anamnesisId)}`;
  await deps.push?.toAdmins(
    `anamnesis:${anamnesisId}`,
    PUSH_TEXTS.anamnesisDone(anamnesisId, client.name),
  );
  return sendNotice(deps, (to) => anamnesisNoticeMail(to, client, url));
}

/** A client recorded a control (issue 30): 'Hoy' lists it until she opens it. */
export async function sendControlNotice(
  deps: ClinicalNoticeDeps,
  client: Client,
  control: { id: string; createdAt: Date },
): Promise<void> {
  const url = `${deps.config.publicUrl}${PATHS.controlDetails(control.id)}`;
  await deps.push?.toAdmins(
    `control:${control.id}`,
    PUSH_TEXTS.controlRecorded(control.id, client.name),
  );
  return sendNotice(deps, (to) => controlNoticeMail(to, client, { at: control.createdAt, url }));
}
