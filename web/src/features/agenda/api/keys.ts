/**
 * The agenda's query keys, in one place. Everything here sits under 'agenda', so a booking,
 * a cancellation or a change of time (which invalidate `all`) also refreshes the waiting
 * list: a booking takes its client off it, a cancellation may offer its slot.
 */
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
  /** GET lista-de-espera: where the signed-in client stands on the waiting list (issue 34). */
  waitlistStatus: (userId: string) => ['agenda', 'waitlist', 'status', userId] as const,
  /** GET lista-de-espera/todos (admin): who waits, in order. */
  waitlist: () => ['agenda', 'waitlist', 'todos'] as const,
  /** GET lista-de-espera/ofertas/{id}: a freed slot offered to a client. */
  slotOffer: (id: string) => ['agenda', 'waitlist', 'offer', id] as const,
};
