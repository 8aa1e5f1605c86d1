/** The dashboard's query keys, in one place. */
export const dashboardKeys = {
  all: () => ['dashboard'] as const,
  /** GET resumen: 'Hoy'. */
  today: () => ['dashboard', 'today'] as const,
};
