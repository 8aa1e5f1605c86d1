/** The clinical records' query keys, in one place (anamnesis and controls). */
export const clinicalKeys = {
  all: () => ['clinical'] as const,
  anamnesisByUser: (userId: string) => ['clinical', 'anamnesis', 'user', userId] as const,
  anamnesis: (id: string) => ['clinical', 'anamnesis', id] as const,
  controlsByUser: (userId: string) => ['clinical', 'controls', 'user', userId] as const,
  control: (id: string) => ['clinical', 'control', id] as const,
  accessLog: (userId: string) => ['clinical', 'access-log', userId] as const,
};
