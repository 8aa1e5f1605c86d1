/** 'Mis datos' and the kept clinical records: the feature's query keys, in one place. */
export const privacyKeys = {
  all: () => ['privacy'] as const,
  /** GET mis-datos: the signed-in person's own. */
  mine: () => ['privacy', 'mine'] as const,
  /** GET historias-conservadas (admin). */
  keptList: () => ['privacy', 'kept', 'list'] as const,
  /** GET historias-conservadas/:id (admin). */
  kept: (id: string) => ['privacy', 'kept', 'one', id] as const,
};
