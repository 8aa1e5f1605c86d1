import { describe, expect, it } from 'vitest';
import { anamnesisCreate } from '@contract/testing/anamnesis';
import { montevideoDay } from '@contract/time';
import { ADMIN, loginAs, registerGuest, useTestApp } from '../../../test/harness';
import { buyApproved, createPlan } from '../../../test/shop';

const { t } = useTestApp({ admin: false });
let admin: Record<string, string> = {};

/**
 * Moves the test clock to an instant (it only knows how to advance), and signs her in again:
 * months later her earlier session has expired.
 */
async function setClock(iso: string) {
  t.clock.advance(Date.parse(iso) - t.clock.now().getTime());
  admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
}

const promise = async () => {
  const res = await t.app.inject({ url: '/api/plazo-de-entrega' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json();
};

describe('one calendar of days off (issue 30)', () => {
  it('her vacation moves the delivery promise, the due date she sees and the controls', async () => {
    await setClock('2026-12-21T15:00:00Z'); // Monday 21 December 2026
    // Before she blocks anything: Christmas and New Year skipped, nothing announced.
    expect(await promise()).toEqual({ dueDay: '2027-01-06', businessDays: 10, away: null });

    const off = await t.app.inject({
      method: 'POST',
      url: '/api/agenda/dias-libres',
      headers: admin,
      payload: { firstDay: '2027-01-04', lastDay: '2027-01-15', note: 'Vacaciones' },
    });
    expect(off.statusCode).toBe(200);
    // Already within the promise's window: announced, and the due day is after it.
    expect(await promise()).toEqual({
      dueDay: '2027-01-20',
      businessDays: 10,
      away: { firstDay: '2027-01-04', lastDay: '2027-01-15' },
    });

    // A plan bought on Saturday 2 January, the anamnesis done the same day.
    await setClock('2027-01-02T15:00:00Z');
    expect(await promise()).toMatchObject({ dueDay: '2027-01-29' });
    const plan = await createPlan(t.app, admin, { time: 1, queries: 1 });
    const client = await registerGuest(t.app);
    await buyApproved(t.app, client.headers, { productSelected: plan._id, typeProduct: 'plan' });
    const filled = await t.app.inject({
      method: 'POST',
      url: '/api/new-anamnesis',
      headers: client.headers,
      payload: anamnesisCreate(client.id),
    });
    expect(filled.statusCode).toBe(200);
    const list = await t.app.inject({ url: '/api/entregas', headers: admin });
    const delivery = list.json().entregas.find((d: { userId: string }) => d.userId === client.id);
    // 15 January plus the ten business days: 18-22 and 25-29 January.
    expect(delivery).toMatchObject({ dueDate: '2027-01-29', daysLeft: 10 });
    // On her first day back, none of the vacation counted as days worked.
    await setClock('2027-01-18T12:00:00Z');
    const later = await t.app.inject({ url: '/api/entregas', headers: admin });
    expect(
      later.json().entregas.find((d: { userId: string }) => d.userId === client.id),
    ).toMatchObject({ daysLeft: 9 });
    // After the vacation nothing is announced any more.
    expect(await promise()).toMatchObject({ away: null });

    // The one control a month later (2 February) is a business day she works.
    const me = await t.app.inject({ url: `/api/user/${client.id}`, headers: admin });
    expect(me.statusCode).toBe(200);
    expect(montevideoDay(new Date(me.json().user.dateNextControl))).toBe('2027-02-02');
  });

  it('a control that would fall in her vacation moves to the day she is back', async () => {
    await setClock('2027-02-05T15:00:00Z'); // Friday
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/agenda/dias-libres',
      headers: admin,
      payload: { firstDay: '2027-03-01', lastDay: '2027-03-12' },
    });
    expect(off.statusCode).toBe(200);
    const plan = await createPlan(t.app, admin, { time: 1, queries: 1 });
    const client = await registerGuest(t.app);
    await buyApproved(t.app, client.headers, { productSelected: plan._id, typeProduct: 'plan' });
    const me = await t.app.inject({ url: `/api/user/${client.id}`, headers: admin });
    // A month later is Friday 5 March, in her vacation: Monday 15 March.
    expect(montevideoDay(new Date(me.json().user.dateNextControl))).toBe('2027-03-15');
  });
});
