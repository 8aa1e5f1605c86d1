/** The backups' query keys, in one place. */
export const backupsKeys = {
  all: () => ['backups'] as const,
  /** GET backups: the recent runs, the last good one, where they are kept. */
  list: () => ['backups', 'list'] as const,
};
