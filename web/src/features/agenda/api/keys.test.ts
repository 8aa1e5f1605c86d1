import { describe, expect, it } from 'vitest';
import { agendaKeys } from './keys';

describe('the waiting list’s query keys (issue 34)', () => {
  it("sit under 'agenda': a booking, a cancellation or a new time refreshes them too", () => {
    // Those mutations invalidate agendaKeys.all(); a key outside it would keep showing a
    // client on the list after they booked, or an offer after it was reserved.
    for (const key of [
      agendaKeys.waitlistStatus('c1'),
      agendaKeys.waitlist(),
      agendaKeys.slotOffer('o1'),
    ])
      expect(key.slice(0, agendaKeys.all().length)).toEqual([...agendaKeys.all()]);
    expect(agendaKeys.waitlistStatus('c1')).not.toEqual(agendaKeys.waitlistStatus('c2'));
  });
});
