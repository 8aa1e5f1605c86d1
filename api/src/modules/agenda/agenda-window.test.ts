import { describe, expect, it } from 'vitest';
import { AGENDA_MSG } from '@contract/agenda-slots';
import { useTestApp } from '../../../test/harness';
import { agendaDaysOff, agendaOpenedDays } from '../practice/practice.tables';
import { calendarEvents } from './agenda.tables';

/*
 * The agenda's window (issue 33, contract AGENDA_WINDOW): a year back to two years ahead of
 * the server's clock. A probe stored a day off on 9999-12-31; every opening of the
 * availability page then walked the calendar for minutes (the day after 9999-12-31 is
 * written '+010000-01-01', which sorts before it). Now such days are refused with 400, and
 * the walk over days counts instead of comparing strings.
 */

// The test clock starts on Monday 2 March 2026, 9:00 in Montevideo: the window runs from
// 1 March 2025 to 2 March 2028.
const { t, admin } = useTestApp();

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: admin, payload });

describe('the agenda keeps and computes days within a year back and two years ahead', () => {
  it('a day off, an opened holiday, an appointment and a visitor’s disponibilidad beyond it: 400, nothing stored', async () => {
    const dayOff = await post('/api/agenda/dias-libres', {
      firstDay: '9999-12-31',
      lastDay: '9999-12-31',
    });
    expect([dayOff.statusCode, dayOff.json().errors]).toEqual([
      400,
      { firstDay: AGENDA_MSG.outsideWindow, lastDay: AGENDA_MSG.outsideWindow },
    ]);
    const longAgo = await post('/api/agenda/dias-libres', {
      firstDay: '2025-02-28',
      lastDay: '2025-03-03',
    });
    expect([longAgo.statusCode, longAgo.json().errors]).toEqual([
      400,
      { firstDay: AGENDA_MSG.outsideWindow },
    ]);
    const opened = await t.app.inject({
      method: 'PUT',
      url: '/api/agenda/feriados/2099-07-18',
      headers: admin,
    });
    expect([opened.statusCode, opened.json().message]).toEqual([400, AGENDA_MSG.outsideWindow]);
    const appointment = await post('/api/new-calendar', {
      start: '9999-12-31T12:00:00Z',
      end: '9999-12-31T13:00:00Z',
    });
    expect([appointment.statusCode, appointment.json().message]).toEqual([
      400,
      AGENDA_MSG.outsideWindow,
    ]);
    for (const q of ['desde=9999-12-30&hasta=9999-12-31', 'desde=2028-03-01&hasta=2028-03-03']) {
      const res = await t.app.inject({ url: `/api/disponibilidad?${q}` });
      expect([q, res.statusCode, res.json().message]).toEqual([q, 400, AGENDA_MSG.outsideWindow]);
    }
    expect(await t.database.db.select().from(agendaDaysOff)).toEqual([]);
    expect(await t.database.db.select().from(agendaOpenedDays)).toEqual([]);
    expect(await t.database.db.select().from(calendarEvents)).toEqual([]);
    // Her availability page opens as before.
    expect(
      (await t.app.inject({ url: '/api/agenda/disponibilidad', headers: admin })).statusCode,
    ).toBe(200);
  });

  it('its edges are inside: two years ahead and a year back', async () => {
    const edge = await post('/api/agenda/dias-libres', {
      firstDay: '2028-03-02',
      lastDay: '2028-03-02',
    });
    expect(edge.statusCode).toBe(200);
    const back = await post('/api/agenda/dias-libres', {
      firstDay: '2025-03-01',
      lastDay: '2025-03-02',
    });
    expect(back.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/disponibilidad?desde=2028-03-01&hasta=2028-03-02' }))
        .statusCode,
    ).toBe(200);
    const appointment = await post('/api/new-calendar', {
      start: '2028-03-02T12:00:00Z',
      end: '2028-03-02T13:00:00Z',
    });
    expect(appointment.statusCode).toBe(200);
    await t.database.db.delete(agendaDaysOff);
    await t.database.db.delete(calendarEvents);
  });
});
