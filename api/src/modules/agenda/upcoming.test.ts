import { describe, expect, it } from 'vitest';
import { useAgendaSuite } from '../../../test/agenda-suite';

const { t, admin, HOUR, slot, weekdaySlot, clientWithCredit, book, cancel, setPlace } =
  useAgendaSuite();

describe("a client's coming appointments", () => {
  it("the client reads their own, with the place; not another's; a visitor is asked to log in", async () => {
    await setPlace('Bulevar Artigas 1000', '');
    try {
      const client = await clientWithCredit();
      const other = await clientWithCredit();
      const soon = weekdaySlot(20, 11);
      const mine: string = (await book(client.headers, soon)).json().calendar._id;
      const theirs: string = (await book(other.headers, weekdaySlot(20, 12))).json().calendar._id;
      // A cancelled one is not coming any more.
      const gone = await book(admin, { ...weekdaySlot(21, 8), userId: client.id });
      await cancel(admin, gone.json().calendar._id);
      // One the admin placed on a Saturday, outside the hours: listed all the same (a
      // Saturday after `soon`, which may have skipped a week blocked by default).
      const saturday = slot(
        ((6 - new Date(t.clock.now().getTime() - 3 * HOUR).getUTCDay() + 7) % 7) + 28,
        19,
      );
      const placed = await book(admin, { ...saturday, userId: client.id });
      expect(placed.statusCode).toBe(200);

      const read = (headers: Record<string, string>, id: string) =>
        t.app.inject({ url: `/api/calendar/user/${id}`, headers });
      const own = await read(client.headers, client.id);
      expect(own.statusCode).toBe(200);
      expect(own.json()).toEqual({
        appointments: [
          { _id: mine, start: soon.start, end: soon.end, mayCancel: true },
          {
            _id: placed.json().calendar._id,
            start: saturday.start,
            end: saturday.end,
            mayCancel: true,
          },
        ],
        history: [],
        place: { address: 'Bulevar Artigas 1000', mapUrl: '' },
      });
      expect(own.body).not.toContain(theirs);
      expect((await read(client.headers, other.id)).statusCode).toBe(403);
      expect((await read({}, client.id)).statusCode).toBe(401);
      const asAdmin = await read(admin, client.id);
      expect(asAdmin.json().appointments.map((a: { _id: string }) => a._id)).toEqual([
        mine,
        placed.json().calendar._id,
      ]);

      // Within 24 hours the client may no longer cancel; the admin still may.
      t.clock.advance(Date.parse(soon.start) - t.clock.now().getTime() - 2 * HOUR);
      expect((await read(client.headers, client.id)).json().appointments[0]).toMatchObject({
        _id: mine,
        mayCancel: false,
      });
      expect((await read(admin, client.id)).json().appointments[0].mayCancel).toBe(true);
      // Once over, it is no longer coming.
      t.clock.advance(4 * HOUR);
      expect(
        (await read(client.headers, client.id))
          .json()
          .appointments.map((a: { _id: string }) => a._id),
      ).toEqual([placed.json().calendar._id]);
    } finally {
      await setPlace('', '');
    }
  });
});
