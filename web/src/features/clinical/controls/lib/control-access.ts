import type { TControl } from '@contract/clinical';
import { PATHS } from '@contract/pages';

/** Where a control is edited: its type decides the form (spec §4). */
export const editPath = (c: Pick<TControl, '_id' | 'userId' | 'typo'>) =>
  c.typo === 'Offline'
    ? PATHS.editInPersonControl(c.userId, c._id)
    : PATHS.editControl(c.userId, c._id);

/**
 * Who may edit or delete a control (DECISIONS §2): the admin any; a client their own
 * Online ones, never an in-person one (the server refuses it too).
 */
export const canChange = (c: Pick<TControl, 'typo'>, viewerIsAdmin: boolean) =>
  viewerIsAdmin || c.typo === 'Online';
