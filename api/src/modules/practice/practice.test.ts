import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG } from '@contract/common-text';
import { PRACTICE_MSG } from '@contract/practice';
import { ADMIN, registerGuest, sendForm, useTestApp, type Headers } from '../../../test/harness';
import { brokenPng, oversizedPng, pdfBytes, pngImage } from '../../../test/fixtures';
import { buyApproved, createPlan } from '../../../test/shop';
import { practice } from './practice.tables';

const read = (app: ReturnType<typeof useTestApp>['t']['app']) =>
  app.inject({ url: '/api/consultorio' });

const HER = {
  name: 'Lic. Laura Méndez',
  title: 'Licenciada en Nutrición',
  registration: 'CP 4521',
  address: 'Av. 18 de Julio 1234, oficina 5, Montevideo',
  mapUrl: 'https://maps.google.com/?q=18+de+Julio+1234',
};

describe('the practice: her public identity and the consulting room', () => {
  const {
    t,
    admin,
    clients: { guest },
  } = useTestApp({ clients: ['guest'] });
  const save = (
    headers: Headers,
    fields: Record<string, string>,
    files?: Parameters<typeof sendForm>[3],
  ) => sendForm(t.app, { method: 'POST', url: '/api/consultorio', headers }, fields, files);
  const storedImages = async () =>
    (await fs.readdir(path.join(t.storageDir, 'images')).catch(() => [] as string[])).sort();

  it('anyone reads it; before she writes her name, clients read "Tu nutricionista"', async () => {
    const res = await read(t.app);
    expect(res.statusCode).toBe(200);
    expect(res.json().consultorio).toEqual({
      name: '',
      displayName: PRACTICE_MSG.fallbackName,
      avatar: '',
      title: '',
      registration: '',
      address: '',
      mapUrl: '',
      whatsapp: '',
      whatsappUrl: '',
      weeklyHours: expect.any(Array),
      cancelHours: 24,
      lateCredit: 'pierde',
    });
  });

  it('the admin saves her profile, the room and her photo; a new photo replaces the old one', async () => {
    const res = await save(admin, HER, [
      { name: 'laura.png', type: 'image/png', data: await pngImage(400, 400) },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(PRACTICE_MSG.saved);
    const first = res.json().consultorio.avatar as string;
    expect(first).toMatch(/^[a-f0-9]{32}\.png$/);
    expect((await read(t.app)).json().consultorio).toEqual({
      ...HER,
      displayName: HER.name,
      avatar: first,
      whatsapp: '',
      whatsappUrl: '',
      weeklyHours: expect.any(Array),
      cancelHours: 24,
      lateCredit: 'pierde',
    });

    const again = await save(admin, { title: 'Nutricionista deportiva' }, [
      { name: 'nueva.png', type: 'image/png', data: await pngImage(300, 300) },
    ]);
    const second = again.json().consultorio;
    expect(second).toMatchObject({ name: HER.name, title: 'Nutricionista deportiva' });
    expect(second.avatar).not.toBe(first);
    expect(await t.storage.exists('images', first)).toBe(false);

    // '' clears a field; avatar '' drops the photo.
    const cleared = await save(admin, { registration: '', avatar: '' });
    expect(cleared.json().consultorio).toMatchObject({ registration: '', avatar: '' });
    expect(await t.storage.exists('images', second.avatar)).toBe(false);
    await save(admin, HER);
  });

  it('her WhatsApp number as Uruguayans write it, stored +598…, the chat link from it', async () => {
    for (const typed of [
      '099 123 456',
      '099123456',
      '099-123-456',
      '+598 99 123 456',
      '59899123456',
      '598 99 123 456',
      '+598 99 123-456',
    ]) {
      const saved = await save(admin, { whatsapp: typed });
      expect([typed, saved.statusCode, saved.json().consultorio.whatsapp]).toEqual([
        typed,
        200,
        '+59899123456',
      ]);
      const [row] = await t.database.db.select().from(practice).where(eq(practice.id, 1));
      expect(row!.whatsapp).toBe('+59899123456');
    }
    expect((await read(t.app)).json().consultorio).toMatchObject({
      whatsapp: '+59899123456',
      whatsappUrl: 'https://wa.me/59899123456',
    });
    // Another country's, with its code.
    const abroad = await save(admin, { whatsapp: '+54 9 11 1234-5678' });
    expect(abroad.json().consultorio).toMatchObject({
      whatsapp: '+5491112345678',
      whatsappUrl: 'https://wa.me/5491112345678',
    });
    await save(admin, { whatsapp: '099 123 456' });
  });

  it('refuses a number that is no Uruguayan mobile nor a foreign one with its code: 400 in Spanish, nothing changed', async () => {
    await save(admin, { whatsapp: '099 123 456' });
    const before = (await read(t.app)).json();
    for (const bad of [
      '099 abc 456',
      '1234567',
      '09912345', // a digit short
      '2901 1234', // a landline: no WhatsApp
      '5491112345678', // a foreign number without its '+'
      '+598 123 4567',
      '+1234567890123456',
      '++59899123456',
    ]) {
      const res = await save(admin, { whatsapp: bad });
      expect([bad, res.statusCode, res.json().errors?.whatsapp]).toEqual([
        bad,
        400,
        PRACTICE_MSG.whatsappInvalid,
      ]);
    }
    expect(PRACTICE_MSG.whatsappInvalid).toContain('099 123 456');
    expect((await read(t.app)).json()).toEqual(before);
  });

  it('a number stored before numbers were normalized still reads +598… and links right', async () => {
    for (const stored of ['59899123456', '099 123 456', '099123456']) {
      await t.database.db.update(practice).set({ whatsapp: stored }).where(eq(practice.id, 1));
      expect((await read(t.app)).json().consultorio).toMatchObject({
        whatsapp: '+59899123456',
        whatsappUrl: 'https://wa.me/59899123456',
      });
    }
    // One that is no WhatsApp number at all: shown as it is (for her to mend), no link.
    await t.database.db.update(practice).set({ whatsapp: '1234' }).where(eq(practice.id, 1));
    expect((await read(t.app)).json().consultorio).toMatchObject({
      whatsapp: '1234',
      whatsappUrl: '',
    });
    await save(admin, { whatsapp: '099 123 456' });
    expect((await read(t.app)).json().consultorio.whatsapp).toBe('+59899123456');
    // '' clears it: no chat link at all.
    await save(admin, { whatsapp: '' });
    expect((await read(t.app)).json().consultorio).toMatchObject({ whatsapp: '', whatsappUrl: '' });
  });

  it("her weekly hours for Contacto: the Agenda's, as she saves them, in week order", async () => {
    const { settings } = (
      await t.app.inject({ url: '/api/agenda/disponibilidad', headers: admin })
    ).json();
    expect((await read(t.app)).json().consultorio.weeklyHours).toEqual(settings.weeklyHours);
    const weeklyHours = [
      { weekday: 6, start: '09:00', end: '12:00' },
      { weekday: 1, start: '14:00', end: '18:00' },
      { weekday: 1, start: '09:00', end: '12:00' },
    ];
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/agenda/disponibilidad',
      headers: admin,
      payload: { ...settings, weeklyHours },
    });
    expect(put.statusCode).toBe(200);
    expect((await read(t.app)).json().consultorio.weeklyHours).toEqual([
      { weekday: 1, start: '09:00', end: '12:00' },
      { weekday: 1, start: '14:00', end: '18:00' },
      { weekday: 6, start: '09:00', end: '12:00' },
    ]);
    await t.app.inject({
      method: 'PUT',
      url: '/api/agenda/disponibilidad',
      headers: admin,
      payload: settings,
    });
  });

  it('refuses a visitor (401), a client (403) and bad input (400); nothing changes', async () => {
    const before = (await read(t.app)).json();
    const visitor = await save({}, { name: 'Intrusa' });
    expect(visitor.statusCode).toBe(401);
    const client = await save(guest.headers, { name: 'Intrusa' });
    expect(client.statusCode).toBe(403);
    const badLink = await save(admin, { mapUrl: 'javascript:alert(1)' });
    expect(badLink.statusCode).toBe(400);
    expect(badLink.json().code).toBeTruthy();
    expect(Object.keys(badLink.json().errors)).toEqual(['mapUrl']);
    const tooLong = await save(admin, { name: 'x'.repeat(101) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors.name).toBe('Máximo 100 caracteres');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/consultorio',
      headers: admin,
      payload: { address: 'a\u0000b' },
    });
    expect(json.statusCode).toBe(400);
    expect((await read(t.app)).json()).toEqual(before);
  });

  it('refuses a photo that is not a PNG or JPEG, too heavy, or broken: nothing stored', async () => {
    const before = (await read(t.app)).json();
    const stored = await storedImages();
    const pdf = await save(admin, { name: 'Otra' }, [
      { name: 'foto.png', type: 'image/png', data: pdfBytes },
    ]);
    expect([pdf.statusCode, pdf.json().message]).toEqual([400, MSG.imageFormat]);
    const big = await save(admin, { name: 'Otra' }, [
      { name: 'grande.png', type: 'image/png', data: oversizedPng() },
    ]);
    expect([big.statusCode, big.json().message]).toEqual([413, MSG.imageTooBig]);
    const broken = await save(admin, { name: 'Otra' }, [
      { name: 'rota.png', type: 'image/png', data: await brokenPng() },
    ]);
    expect([broken.statusCode, broken.json().message]).toEqual([400, MSG.imageFormat]);
    expect(await storedImages()).toEqual(stored);
    expect((await read(t.app)).json()).toEqual(before);
  });

  it("clients see her messages with her name and photo, never 'Administración'", async () => {
    const photo = (await read(t.app)).json().consultorio.avatar as string;
    const client = await registerGuest(t.app);
    const before = t.mails.length;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/sendmensaje',
      headers: admin,
      payload: { title: 'Bienvenida', message: 'Hola, soy tu nutricionista', to: client.id },
    });
    expect(sent.statusCode).toBe(200);
    const convo = await t.app.inject({
      url: `/api/getMessagesByUserId/${client.id}`,
      headers: client.headers,
    });
    const [mine] = convo.json().mensajes;
    expect(mine).toMatchObject({ fromAdmin: true, name: HER.name, avatar: photo });
    expect(convo.body).not.toContain('Administración');
    const opened = await t.app.inject({
      url: `/api/mensaje/${mine._id}`,
      headers: client.headers,
    });
    expect(opened.json().mensaje.name).toBe(HER.name);
    // Her notice to the client names her, and her mail is signed with her name and title.
    const mail = await t.waitForMail(client.email, /mensaje nuevo de Lic\. Laura M/, before);
    // (The recorded text is decoded byte by byte: ASCII parts are matched.)
    expect(mail.text).toMatch(/Saludos,\r?\nLic\. Laura M.+\r?\nLicenciada en Nutrici/);
    expect(mail.text).not.toContain('Administración');
  });
});

describe('business notices with only ADMIN_EMAIL set: to every admin, never CONTACT_EMAIL', () => {
  const { t, admin } = useTestApp();

  it('a new client, a sale and a client message reach the admin address, unsigned', async () => {
    const before = t.mails.length;
    const buyer = await registerGuest(t.app, { name: 'Carla Suárez' });
    const signup = await t.waitForMail(ADMIN.email, /Carla Su/, before);
    expect(signup.text).toContain('Se registr');

    const plan = await createPlan(t.app, admin);
    const paid = await buyApproved(t.app, buyer.headers, {
      productSelected: plan._id,
      user: buyer.id,
      typeProduct: 'plan',
    });
    expect(paid.statusCode).toBe(200);
    const sale = await t.waitForMail(ADMIN.email, /Nueva venta/, before);
    expect(sale.text).toContain(buyer.email);

    const msg = await t.app.inject({
      method: 'POST',
      url: '/api/sendmensaje',
      headers: buyer.headers,
      payload: { title: 'Consulta', message: 'Tengo una duda' },
    });
    expect(msg.statusCode).toBe(200);
    const notice = await t.waitForMail(ADMIN.email, /mensaje nuevo de Carla/, before);
    expect(notice.text).not.toContain('Tengo una duda');
    expect(notice.text).not.toContain('Saludos,');

    await t.afterAnswers();
    const toContact = t.mails.slice(before).filter((m) => m.to.includes(t.config.contact.email));
    expect(toContact).toEqual([]);
  });
});

describe('business notices with NOTIFY_EMAIL set: there, and not to the admin', () => {
  const { t, admin } = useTestApp({ env: { NOTIFY_EMAIL: 'avisos@test.uy' } });

  it('a new client, a sale and a client message go to NOTIFY_EMAIL', async () => {
    const before = t.mails.length;
    const buyer = await registerGuest(t.app, { name: 'Diego Pintos' });
    await t.waitForMail('avisos@test.uy', /Diego Pintos/, before);
    const plan = await createPlan(t.app, admin);
    await buyApproved(t.app, buyer.headers, {
      productSelected: plan._id,
      user: buyer.id,
      typeProduct: 'plan',
    });
    await t.waitForMail('avisos@test.uy', /Nueva venta/, before);
    await t.app.inject({
      method: 'POST',
      url: '/api/sendmensaje',
      headers: buyer.headers,
      payload: { title: 'Consulta', message: 'Hola' },
    });
    await t.waitForMail('avisos@test.uy', /mensaje nuevo de Diego/, before);
    await t.afterAnswers();
    const elsewhere = t.mails
      .slice(before)
      .filter((m) => m.to.includes(ADMIN.email) || m.to.includes(t.config.contact.email));
    expect(elsewhere).toEqual([]);
  });
});

describe('WHATSAPP_URL set: the chat until she writes her number, which then wins', () => {
  const { t, admin } = useTestApp({ env: { WHATSAPP_URL: 'https://wa.me/59891000000' } });
  const save = (whatsapp: string) =>
    sendForm(t.app, { method: 'POST', url: '/api/consultorio', headers: admin }, { whatsapp });

  it('answers WHATSAPP_URL with no number, her chat with one, WHATSAPP_URL again once cleared', async () => {
    expect((await read(t.app)).json().consultorio.whatsappUrl).toBe('https://wa.me/59891000000');
    await save('59899123456');
    expect((await read(t.app)).json().consultorio).toMatchObject({
      whatsapp: '+59899123456',
      whatsappUrl: 'https://wa.me/59899123456',
    });
    await save('');
    expect((await read(t.app)).json().consultorio).toMatchObject({
      whatsapp: '',
      whatsappUrl: 'https://wa.me/59891000000',
    });
  });
});
