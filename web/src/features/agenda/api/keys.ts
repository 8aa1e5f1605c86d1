/** The agenda's query keys, in one place. */
export const agendaKeys = {
  all: () => ['agenda'] as const,
  /** GET calendar for one visible range (a week or a day), as the viewer may see it. */
  range: (from: string, to: string) => ['agenda', 'calendar', from, to] as const,
  /** GET calendar/user/{id}: a client's coming appointments (their profile). */
  upcoming: (userId: string) => ['agenda', 'upcoming', userId] as const,
  /** GET disponibilidad: the free slots of some days (a booking or a cancellation changes them). */
  free: (desde: string, hasta: string) => ['agenda', 'free', desde, hasta] as const,
  /** GET agenda/disponibilidad (admin): her settings, days off, holidays. */
  availability: () => ['agenda', 'availability'] as const,
  /** GET users?q (admin): the clients the turno form's picker offers for what she typed. */
  clients: (q: string) => ['agenda', 'clients', q] as const,
};
