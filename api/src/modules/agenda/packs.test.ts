import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AGENDA_MSG } from '@contract/agenda-slots';
import { COMMERCE_MSG } from '@contract/commerce';
import {
  creditBalance,
  creditLotLine,
  CREDITS_MSG,
  type TCreditsAnswer,
  type TPack,
} from '@contract/credits';
import { addDaysInMontevideo, montevideoDay } from '@contract/time';
import { registerGuest, type Account } from '../../../test/harness';
import { useAgendaSuite } from '../../../test/agenda-suite';
import { buyApproved, checkout } from '../../../test/shop';
import { credits as creditRows } from '../commerce/commerce.tables';
import { expireCredits } from '../commerce';

/*
 * Issue 34, acceptance 3: her packs of controls. Buying one gives N credits that expire;
 * each booking uses one, a cancellation inside the policy gives it back, and after the
 * validity they expire. At every step the ledger adds up to what the client can book with.
 */

const { t, admin, weekdaySlot, book, cancel } = useAgendaSuite();
const DAY = 86_400_000;

const savePack = (payload: Record<string, unknown>, id?: string) =>
  t.app.inject({
    method: id ? 'PUT' : 'POST',
    url: id ? `/api/packs/${id}` : '/api/packs',
    headers: admin,
    payload,
  });

async function pack(fields: Record<string, unknown> = {}): Promise<TPack> {
  const res = await savePack({
    title: 'Pack de 3 controles',
    creditos: 3,
    costPesos: '2700',
    validezDias: 90,
    iva: 'basico',
    cuotas: 3,
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().pack;
}

async function clientWithPack(p: TPack): Promise<Account> {
  const client = await registerGuest(t.app);
  const paid = await buyApproved(t.app, client.headers, {
    typeProduct: 'pack',
    productSelected: p._id,
  });
  expect(paid.json().order).toMatchObject({
    status: 'approved',
    producto: p.title,
    monto: '2700.00',
  });
  return client;
}

const creditsOf = async (client: Account, headers = client.headers) => {
  const res = await t.app.inject({ url: `/api/creditos/${client.id}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TCreditsAnswer>();
};

/** The ledger adds up to the answer and to the credits rows that can still book. */
async function expectLedgerAddsUp(client: Account, disponibles: number) {
  const answer = await creditsOf(client);
  expect(answer.disponibles).toBe(disponibles);
  expect(creditBalance(answer.totales)).toBe(disponibles);
  const rows = await t.database.db
    .select()
    .from(creditRows)
    .where(eq(creditRows.userId, client.id));
  expect(rows.filter((c) => !c.usedAt && !c.expiredAt && !c.revokedAt)).toHaveLength(disponibles);
  return answer;
}

describe('a pack of 3 controls (acceptance 3)', () => {
  it('three credits; two bookings and one cancellation leave 2; after the validity they expire; the ledger adds up', async () => {
    // Two weeks, so the clock's move past it stays inside everyone's session.
    const p = await pack({ validezDias: 14 });
    const client = await clientWithPack(p);
    const lastDay = montevideoDay(addDaysInMontevideo(t.clock.now(), 14));

    // The purchase mail says what the pack gives (its accents arrive as bytes here).
    const mail = await t.waitForMail(client.email, /3 controles para agendar/);
    expect(mail.text.replace(/\s+/g, ' ')).toContain(
      Buffer.from('Tenés 3 controles para agendar en los próximos 14 días', 'utf8').toString(
        'latin1',
      ),
    );
    const bought = await expectLedgerAddsUp(client, 3);
    expect(bought.lotes).toEqual([
      expect.objectContaining({ producto: p.title, total: 3, quedan: 3, vencen: lastDay }),
    ]);
    const [, month, day] = lastDay.split('-').map(Number);
    expect(creditLotLine(bought.lotes[0]!)).toBe(
      `Te quedan 3 de 3 controles · vencen el ${day}/${month}`,
    );
    // Mis Compras carries the same lot with the purchase.
    const compras = (
      await t.app.inject({ url: `/api/compras/${client.id}`, headers: client.headers })
    ).json().compras;
    expect(compras).toEqual([
      expect.objectContaining({ typeProduct: 'pack', creditos: bought.lotes[0] }),
    ]);

    const first = await book(client.headers, weekdaySlot(2, 10));
    const second = await book(client.headers, weekdaySlot(3, 11));
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    await expectLedgerAddsUp(client, 1);
    const cancelled = await cancel(client.headers, second.json().calendar._id);
    expect(cancelled.json().msg).toBe(AGENDA_MSG.cancelledCredit);
    const left = await expectLedgerAddsUp(client, 2);
    expect(left.totales).toEqual({
      compra: 3,
      uso: 2,
      devolucion: 1,
      vencimiento: 0,
      reembolso: 0,
    });
    expect(creditLotLine(left.lotes[0]!, 'admin')).toMatch(
      /^Le quedan 2 de 3 controles · vencen el /,
    );
    // She sees the same, with the turno each movement was about.
    const hers = await creditsOf(client, admin);
    expect(hers).toEqual(left);
    expect(
      hers.movimientos
        .filter((m) => m.kind === 'uso')
        .map((m) => m.turno)
        .sort(),
    ).toEqual(
      [first.json().calendar.start, second.json().calendar.start]
        .map((s: string) => new Date(s).toISOString())
        .sort(),
    );

    // The day after the last one, the job expires what is left, once.
    t.clock.advance(15 * DAY);
    expect(await expireCredits(t.database.db, t.clock.now())).toBe(2);
    expect(await expireCredits(t.database.db, t.clock.now())).toBe(0);
    const expired = await expectLedgerAddsUp(client, 0);
    expect(expired.totales.vencimiento).toBe(2);
    expect(expired.lotes[0]).toMatchObject({ quedan: 0, vencidos: 2 });
    expect(creditLotLine(expired.lotes[0]!)).toBe(`Vencieron 2 de 3 controles el ${day}/${month}`);
    const late = await book(client.headers, weekdaySlot(2, 10));
    expect([late.statusCode, late.json().message]).toEqual([409, AGENDA_MSG.noCredit]);
  });

  it('a credit books turnos up to its last day: later ones use a turno that never expires, or are refused', async () => {
    const p = await pack({ validezDias: 7 });
    const client = await clientWithPack(p);
    const far = await book(client.headers, weekdaySlot(9, 10));
    expect([far.statusCode, far.json().message]).toEqual([409, CREDITS_MSG.expiredForSlot]);
    await expectLedgerAddsUp(client, 3);

    // With a 'Turno Presencial' too: the far turno uses it, a near one the pack (it expires first).
    await buyApproved(t.app, client.headers, { typeProduct: 'control' });
    expect((await book(client.headers, weekdaySlot(9, 10))).statusCode).toBe(200);
    expect((await book(client.headers, weekdaySlot(1, 10))).statusCode).toBe(200);
    const answer = await expectLedgerAddsUp(client, 2);
    expect(answer.lotes.map((l) => [l.producto, l.quedan])).toEqual([
      [p.title, 2],
      ['Turno Presencial', 0],
    ]);
  });

  it('a refund takes back the credits still free; cancelling a turno it paid gives nothing back', async () => {
    const p = await pack();
    const client = await clientWithPack(p);
    const booked = await book(client.headers, weekdaySlot(2, 10));
    const sale = (await t.app.inject({ url: '/api/ventas', headers: admin }))
      .json()
      .data.find((v: { userId: string }) => v.userId === client.id);
    expect(sale.producto).toBe(p.title);
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/ventas/${sale._id}/reembolso`,
      headers: admin,
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const after = await expectLedgerAddsUp(client, 0);
    expect(after.totales).toMatchObject({ compra: 3, uso: 1, reembolso: 2 });
    expect(creditLotLine(after.lotes[0]!)).toBe('Reembolsado');
    expect((await cancel(client.headers, booked.json().calendar._id)).statusCode).toBe(200);
    await expectLedgerAddsUp(client, 0);
  });

  it('two bookings at once with a pack each take a credit; with one credit left only one wins', async () => {
    const p = await pack();
    const client = await clientWithPack(p);
    const both = await Promise.all([
      book(client.headers, weekdaySlot(2, 14)),
      book(client.headers, weekdaySlot(2, 16)),
    ]);
    expect(both.map((r) => [r.statusCode, r.statusCode === 200 ? '' : r.json().message])).toEqual([
      [200, ''],
      [200, ''],
    ]);
    const race = await Promise.all([
      book(client.headers, weekdaySlot(3, 14)),
      book(client.headers, weekdaySlot(3, 16)),
    ]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    await expectLedgerAddsUp(client, 0);
  });
});

describe('her packs', () => {
  it('refuses what the form never sends, with the field and nothing saved', async () => {
    const before = (await t.app.inject({ url: '/api/packs/todos', headers: admin })).json().packs;
    const bad: [Record<string, unknown>, string, string][] = [
      [{ creditos: 1 }, 'creditos', CREDITS_MSG.credits],
      [{ creditos: 21 }, 'creditos', CREDITS_MSG.credits],
      [{ validezDias: 0 }, 'validezDias', CREDITS_MSG.validity],
      [{ costPesos: '0' }, 'costPesos', CREDITS_MSG.price],
      [{ costPesos: '-5' }, 'costPesos', CREDITS_MSG.price],
      [{ title: 'Pack\u0000' }, 'title', 'El texto tiene caracteres no permitidos'],
      [{ title: '' }, 'title', CREDITS_MSG.title],
      [{ cuotas: 13 }, 'cuotas', CREDITS_MSG.installments],
      [{ iva: 'alto' }, 'iva', 'Elegí la tasa de IVA de la lista'],
    ];
    for (const [fields, field, message] of bad) {
      const res = await savePack({
        title: 'Pack',
        creditos: 3,
        costPesos: '2700',
        validezDias: 90,
        ...fields,
      });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().errors?.[field], JSON.stringify(fields)).toContain(message.slice(0, 20));
    }
    const after = (await t.app.inject({ url: '/api/packs/todos', headers: admin })).json().packs;
    expect(after).toEqual(before);
    const missing = await savePack(
      { title: 'X', creditos: 3, costPesos: '1', validezDias: 30 },
      '00000000-0000-4000-8000-000000000000',
    );
    expect([missing.statusCode, missing.json().message]).toEqual([404, CREDITS_MSG.packNotFound]);
  });

  it('one she no longer offers leaves the Turnos page and the checkout; what was sold stays', async () => {
    const p = await pack({ title: 'Pack de 5 controles', creditos: 5 });
    const client = await registerGuest(t.app);
    const open = (await t.app.inject({ url: '/api/packs' })).json().packs as TPack[];
    expect(open.map((x) => x._id)).toContain(p._id);
    const off = await savePack({ ...p, activo: false }, p._id);
    expect(off.json().pack.activo).toBe(false);
    const listed = (await t.app.inject({ url: '/api/packs' })).json().packs as TPack[];
    expect(listed.map((x) => x._id)).not.toContain(p._id);
    const all = (await t.app.inject({ url: '/api/packs/todos', headers: admin })).json()
      .packs as TPack[];
    expect(all.find((x) => x._id === p._id)).toMatchObject({ activo: false, creditos: 5 });
    await expect(
      checkout(t.app, client.headers, { typeProduct: 'pack', productSelected: p._id }),
    ).rejects.toThrow(COMMERCE_MSG.notAvailable);
  });
});
