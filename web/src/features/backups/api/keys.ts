/** The backups' query keys, in one place. */
export const backupsKeys = {
  all: () => ['backups'] as const,
  /** GET backups: the recent runs, the last good one, where they are kept, the key's state. */
  list: () => ['backups', 'list'] as const,
  /**
   * GET backups/clave: the generated key itself, until she saves it. Outside `all()` on
   * purpose: refreshing the list must not fetch the key again (each fetch is logged).
   */
  key: () => ['backup-key'] as const,
};
