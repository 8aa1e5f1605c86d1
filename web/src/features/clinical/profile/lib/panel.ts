import type { TClinicalAccess } from '@contract/clinical';
import type { TUser } from '@contract/users';

/**
 * Whether a profile shows the clinical panel. The admin sees it on every client's
 * profile. A client sees it on their own when they have a plan (spec §2: 'a user with
 * an active plan ... sees the anamnesis and controls buttons') or already have
 * records, which stay theirs after a plan ends.
 */
export function showsClinicalPanel(user: TUser, viewer: TUser): boolean {
  if (user.type !== 'guest') return false;
  if (viewer.type === 'admin') return true;
  return (
    viewer._id === user._id &&
    (Boolean(user.activePlan) || user.anamnesisCompleted || user.firstControlCompleted)
  );
}

const WHAT: Record<string, string> = {
  anamnesis: 'leyó la anamnesis',
  controles: 'vio la lista de controles',
  control: 'abrió un control',
};

/** 'Ana leyó la anamnesis' */
export const accessText = (e: TClinicalAccess) =>
  `${e.adminName} ${WHAT[e.what] ?? `consultó ${e.what}`}`;

/** The access log shows the latest few: the whole log is for a formal request. */
export const ACCESS_LOG_SHOWN = 10;
/** Controls listed in the panel before 'Ver todos'. */
export const RECENT_CONTROLS_SHOWN = 3;
