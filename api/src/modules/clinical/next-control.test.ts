import { describe, expect, it } from 'vitest';
import { montevideoDay } from '@contract/time';
import { ADMIN, loginAs, registerGuest } from '../../../test/harness';
import { buyApproved, createPlan } from '../../../test/shop';
import { useControlsSuite } from '../../../test/controls-suite';

const { t, create } = useControlsSuite();

describe("a control recorded moves the client's next-control date on", () => {
  it('to the next control the plan scheduled; early, nothing; after the last, none', async () => {
    // The clock starts on Monday 2 March 2026: a 3-month plan with 3 controls.
    const admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
    const plan = await createPlan(t.app, admin, { time: 3, queries: 3 });
    const client = await registerGuest(t.app);
    await buyApproved(t.app, client.headers, { productSelected: plan._id, typeProduct: 'plan' });
    let headers = client.headers;
    /** Moves the test clock (it only advances) and signs in again: weeks pass. */
    const setClock = async (iso: string) => {
      t.clock.advance(Date.parse(iso) - t.clock.now().getTime());
      headers = await loginAs(t.app, client.email, client.password);
    };
    const user = async () =>
      (await t.app.inject({ url: `/api/user/${client.id}`, headers })).json().user as {
        dateNextControl: string | null;
        controls: string[];
      };
    const scheduled = (await user()).controls.map((d) => montevideoDay(new Date(d)));
    // 2 April is in Tourism Week: 6 April.
    expect(scheduled).toEqual(['2026-04-06', '2026-05-04', '2026-06-02']);
    const next = async () => {
      const at = (await user()).dateNextControl;
      return at && montevideoDay(new Date(at));
    };
    const record = async () =>
      expect(
        (await create(headers, { userId: client.id, typo: 'Online', peso: 70 })).statusCode,
      ).toBe(200);

    // A control recorded before the date leaves it.
    await record();
    expect(await next()).toBe('2026-04-06');
    // On the day: the next one.
    await setClock('2026-04-06T20:00:00Z');
    await record();
    expect(await next()).toBe('2026-05-04');
    // Late, after that one too: the one after it.
    await setClock('2026-05-10T15:00:00Z');
    await record();
    expect(await next()).toBe('2026-06-02');
    // After the last: none left.
    await setClock('2026-06-02T15:00:00Z');
    await record();
    expect(await next()).toBeNull();
  });
});
