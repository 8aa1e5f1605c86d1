import { describe, expect, it } from 'vitest';
import { registerGuest } from '../../../test/harness';
import { useAgendaSuite } from '../../../test/agenda-suite';

const { t, admin, HOUR, slot, weekdaySlot, clientWithCredit, book, cancel, credits } =
  useAgendaSuite();

describe('cancelling', () => {
  it('a client cancels up to 24 hours before and gets the credit back; later only the admin', async () => {
    const client = await clientWithCredit();
    const early = await book(client.headers, slot(4, 12));
    const before = t.mails.length;
    const cancelled = await cancel(client.headers, early.json().calendar._id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().msg).toBe(
      'Turno cancelado: podés elegir otro día y hora cuando quieras',
    );
    expect(await credits(client.id)).toBe(1);
    const mail = await t.waitForMail(client.email, /Turno presencial cancelado/, before);
    expect(mail.raw).toMatch(/method=CANCEL/i);

    // The hour is free again, and the credit books another one.
    const again = await book(client.headers, slot(4, 12));
    expect(again.statusCode).toBe(200);
    t.clock.advance(Date.parse(again.json().calendar.start) - t.clock.now().getTime() - 23 * HOUR);
    const late = await cancel(client.headers, again.json().calendar._id);
    expect([late.statusCode, late.json().message]).toEqual([
      409,
      'Faltan menos de 24 horas para el turno: escribile a la nutricionista para cancelarlo o cambiarlo',
    ]);
    const byAdmin = await cancel(admin, again.json().calendar._id);
    expect(byAdmin.statusCode).toBe(200);
    expect(await credits(client.id)).toBe(1);
    // Another client can never cancel it (the matrix test covers the codes too).
    const third = await book(client.headers, weekdaySlot(3, 14));
    const stranger = await registerGuest(t.app);
    expect((await cancel(stranger.headers, third.json().calendar._id)).statusCode).toBe(403);
  });
});
