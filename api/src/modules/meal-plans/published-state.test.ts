import { describe, expect, it } from 'vitest';
import type { TDelivery } from '@contract/deliveries';
import { MEAL_PLAN_MSG } from '@contract/meal-plans-text';
import { useMealPlansSuite } from '../../../test/meal-plans-suite';

/**
 * Issue 31: she sees what the client has (the published version and its day, changes not
 * yet published, the client's own view), the delivery names each version, and numbers
 * reach the client only when she switches them on.
 */
const { t, admin, owner, inject, ok, item, pdfText, deliveryFor } = useMealPlansSuite();

/** One day for the whole week: a glass of milk and two slices of bread for breakfast. */
const week = (extra: object[] = []) => ({
  days: [
    {
      name: 'Todos los días',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      meals: [
        {
          slot: 'desayuno',
          name: 'Desayuno',
          items: [item('leche', 1, '1 taza'), item('pan', 2, '1 rebanada'), ...extra],
        },
      ],
    },
  ],
  notes: '',
});
const TARGET = { kcal: 1800, proteinas: 120, grasas: 60, carbohidratos: 195, how: 'Propio' };
const FIRST = '2026-03-04T13:00:00.000Z';

describe('what she sees of what the client has (issue 31)', () => {
  let planId = '';
  let deliveryId = '';
  const url = () => `/planes-alimentarios/${planId}`;
  const asAdmin = async () => (await ok(inject('GET', url(), admin))).plan;
  const asClient = async () => (await ok(inject('GET', url(), owner.headers))).plan;

  it('her identity is set in Editar Web, and the plan is drafted with its target', async () => {
    await ok(
      inject('POST', '/consultorio', admin, {
        name: 'Lic. Laura Méndez',
        title: 'Licenciada en Nutrición',
        registration: 'CP 4821',
        whatsapp: '099 123 456',
        address: 'Bulevar Artigas 1234, Montevideo',
      }),
    );
    deliveryId = await deliveryFor(owner);
    const created = await ok(
      inject('POST', '/planes-alimentarios', admin, { userId: owner.id, deliveryId }),
    );
    planId = created.plan._id;
    expect(created.plan).toMatchObject({
      publishedVersion: null,
      publishedAt: null,
      showNumbers: false,
      unpublishedChanges: false,
    });
    const saved = await ok(
      inject('PUT', url(), admin, { title: 'Plan de Cliente', content: week(), target: TARGET }),
    );
    // She always sees the numbers, whatever the switch says.
    expect(saved.plan.showNumbers).toBe(false);
    expect(saved.plan.target).toEqual(TARGET);
    expect(saved.plan.totals[0]!.total.kcal).toBeGreaterThan(0);
  });

  it('published: her answer has the version and its date; the client reads no kcal, no target, no totals', async () => {
    t.clock.advance(Date.parse(FIRST) - t.clock.now().getTime());
    const mailsBefore = t.mails.length;
    const published = await ok(inject('POST', `${url()}/publicar`, admin));
    // The draft she edits (version null) knows what the client has: v1 of 4/3.
    expect(published.plan).toMatchObject({
      version: null,
      publishedVersion: 1,
      publishedAt: FIRST,
      unpublishedChanges: false,
    });
    expect(await asAdmin()).toMatchObject({ publishedVersion: 1, publishedAt: FIRST });

    const seen = await asClient();
    expect(seen).toMatchObject({ version: 1, publishedVersion: 1, showNumbers: false });
    expect(seen.target).toBeNull();
    expect(seen.totals).toEqual([]);
    // Foods keep what saying the amounts takes (names, measures), not their values.
    expect(seen.foods.every((f) => f.measures && f.kcal === undefined)).toBe(true);
    expect(JSON.stringify(seen)).not.toMatch(/kcal|proteinas|grasas|carbohidratos|Propio/);

    const pdf = await inject('GET', `${url()}/pdf`, owner.headers);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('1 taza de leche de prueba H3 (200 g)');
    for (const s of ['kcal', 'proteínas', 'Tu objetivo diario', 'Propio'])
      expect(text).not.toContain(s);
    // Her letterhead: name, title and registration, WhatsApp as people read it, address.
    for (const s of [
      'Lic. Laura Méndez',
      'Licenciada en Nutrición · Registro CP 4821',
      'WhatsApp 099 123 456',
      'Bulevar Artigas 1234, Montevideo',
    ])
      expect(text).toContain(s);
    expect(text).not.toContain('((');

    const mail = await t.waitForMail(owner.email, /plan alimentario/, mailsBefore);
    expect(mail.text).not.toMatch(/kcal/i);
  });

  it('publishing again without a change, five times at once, makes no version and no mail', async () => {
    const mailsBefore = t.mails.length;
    const five = await Promise.all(
      [1, 2, 3, 4, 5].map(() => ok(inject('POST', `${url()}/publicar`, admin))),
    );
    expect(new Set(five.map((r) => r.message))).toEqual(new Set([MEAL_PLAN_MSG.unchanged]));
    expect(five.every((r) => r.plan.publishedVersion === 1)).toBe(true);
    await t.afterAnswers();
    expect(t.mails.slice(mailsBefore)).toEqual([]);
    const entrega = (await ok(inject('GET', `/entregas/${deliveryId}`, admin))).entrega;
    expect(entrega.files.map((f) => f.label)).toEqual(['Plan alimentario v1 (actual)']);
  });

  it("'Ver como el cliente' reads exactly the client's answer; only the admin may ask it", async () => {
    const preview = await ok(inject('GET', `${url()}?vista=cliente`, admin));
    const client = await asClient();
    expect(preview.plan).toEqual(client);
    const bad = await inject('GET', `${url()}?vista=todo`, admin);
    expect(bad.statusCode).toBe(400);
    // A client asking for it reads their own view, nothing more.
    const own = await ok(inject('GET', `${url()}?vista=cliente`, owner.headers));
    expect(own.plan).toEqual(client);
  });

  it('an edit is a change not yet published; switching the numbers on is one too', async () => {
    const draft = await asAdmin();
    const edited = await ok(
      inject('PUT', url(), admin, {
        title: draft.title,
        content: week([item('manzana', 1, '1 unidad mediana')]),
        target: draft.target,
      }),
    );
    expect(edited.plan).toMatchObject({ unpublishedChanges: true, publishedVersion: 1 });
    // Back as it was published: nothing left to publish.
    const back = await ok(
      inject('PUT', url(), admin, { title: draft.title, content: week(), target: draft.target }),
    );
    expect(back.plan.unpublishedChanges).toBe(false);
    const on = await ok(
      inject('PUT', url(), admin, {
        title: draft.title,
        content: week(),
        target: draft.target,
        showNumbers: true,
      }),
    );
    expect(on.plan).toMatchObject({ showNumbers: true, unpublishedChanges: true });
    // The client has what was published: still no numbers until she publishes again.
    expect((await asClient()).target).toBeNull();
    // A save without the switch leaves it as it was.
    const kept = await ok(
      inject('PUT', url(), admin, { title: draft.title, content: week(), target: draft.target }),
    );
    expect(kept.plan.showNumbers).toBe(true);
  });

  it('with the numbers on, the client reads the target and totals, and the PDF has them', async () => {
    t.clock.advance(24 * 3600 * 1000);
    const mailsBefore = t.mails.length;
    const second = await ok(inject('POST', `${url()}/publicar`, admin));
    expect(second.plan).toMatchObject({ publishedVersion: 2, unpublishedChanges: false });

    const seen = await asClient();
    expect(seen).toMatchObject({ version: 2, showNumbers: true, target: TARGET });
    expect(seen.totals[0]!.total.kcal).toBeGreaterThan(0);
    expect(JSON.stringify(seen)).toContain('kcal');
    const text = await pdfText((await inject('GET', `${url()}/pdf`, owner.headers)).rawPayload);
    for (const s of ['1.800 kcal', 'Tu objetivo diario', 'Total del día'])
      expect(text).toContain(s);
    // The mail says the plan changed and where to see it: what it holds stays behind the login.
    const mail = await t.waitForMail(owner.email, /plan alimentario/, mailsBefore);
    expect(mail.text).not.toMatch(/kcal/i);
  });

  it("the delivery's files name each version, the current one first", async () => {
    const entrega = (await ok(inject('GET', `/entregas/${deliveryId}`, admin))).entrega;
    expect(entrega.files.map((f) => f.label)).toEqual([
      'Plan alimentario v2 (actual)',
      'Plan alimentario v1',
    ]);
    // The client's downloads page lists them the same way.
    const mine = (await inject('GET', '/entregas', owner.headers)).json<{
      entregas: TDelivery[];
    }>();
    const own = mine.entregas.find((e) => e._id === deliveryId)!;
    expect(own.files.map((f) => f.label)).toEqual([
      'Plan alimentario v2 (actual)',
      'Plan alimentario v1',
    ]);
  });
});
