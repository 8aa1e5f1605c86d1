import { describe, expect, it } from 'vitest';
import { ADMIN, registerGuest, useTestApp } from '../../../test/harness';

const { t, admin, adminAccount } = useTestApp();

const send = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/sendmensaje', headers, payload });
const unread = async (headers: Record<string, string>) =>
  (await t.app.inject({ url: '/api/mensajes/no-leidos', headers })).json().count as number;

describe('messages between a client and the nutritionist', () => {
  it('a client writes; she is told without the content; reading marks it read', async () => {
    const client = await registerGuest(t.app, { name: 'Ana Pérez' });
    const adminUnread = await unread(admin);
    const before = t.mails.length;
    const res = await send(client.headers, {
      title: 'Duda con la cena',
      message: 'Tengo reflujo desde que empecé el plan',
      to: adminAccount.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe('Mensaje enviado');
    const sent = res.json().mensaje;
    expect(sent).toMatchObject({
      clientId: client.id,
      from: client.id,
      name: 'Ana Pérez',
      state: 'Nuevo',
      fromAdmin: false,
    });
    expect(await unread(admin)).toBe(adminUnread + 1);
    const notice = await t.waitForMail(ADMIN.email, /mensaje nuevo de Ana P/, before);
    expect(notice.text).not.toContain('reflujo');
    expect(notice.text).not.toContain('Duda con la cena');

    // The writer reading it changes nothing; the recipient reading it marks it read.
    const own = await t.app.inject({ url: `/api/mensaje/${sent._id}`, headers: client.headers });
    expect(own.json().mensaje.state).toBe('Nuevo');
    const read = await t.app.inject({ url: `/api/mensaje/${sent._id}`, headers: admin });
    expect(read.json().mensaje.state).toBe('Leido');
    expect(await unread(admin)).toBe(adminUnread);
  });

  it('she answers a client by id; the client sees the unread count and the whole conversation', async () => {
    const client = await registerGuest(t.app);
    await send(client.headers, { title: 'Hola', message: 'Primera consulta' });
    const before = t.mails.length;
    const answer = await send(admin, {
      title: 'Re: Hola',
      message: 'Te respondo mañana',
      to: client.id,
    });
    expect(answer.json().mensaje).toMatchObject({ clientId: client.id, fromAdmin: true });
    const notice = await t.waitForMail(client.email, /mensaje nuevo de tu nutricionista/, before);
    expect(notice.text).toContain(`/auth/mensajes/${client.id}`);
    const hers = await t.app.inject({
      url: `/api/mensajes-enviados/${adminAccount.id}`,
      headers: admin,
    });
    expect(hers.json().mensajesEnviados[0]).toMatchObject({ title: 'Re: Hola', fromAdmin: true });
    expect(await unread(client.headers)).toBe(1);

    const thread = await t.app.inject({
      url: `/api/getMessagesByUserId/${client.id}`,
      headers: client.headers,
    });
    expect(thread.json().mensajes.map((m: { title: string }) => m.title)).toEqual([
      'Hola',
      'Re: Hola',
    ]);
    const sentByClient = await t.app.inject({
      url: `/api/mensajes-enviados/${client.id}`,
      headers: client.headers,
    });
    expect(sentByClient.json().mensajesEnviados.map((m: { title: string }) => m.title)).toEqual([
      'Hola',
    ]);
    await t.app.inject({
      url: `/api/mensaje/${answer.json().mensaje._id}`,
      headers: client.headers,
    });
    expect(await unread(client.headers)).toBe(0);

    // Her own id lists every conversation (her inbox).
    const inbox = await t.app.inject({
      url: `/api/getMessagesByUserId/${adminAccount.id}`,
      headers: admin,
    });
    const clients = new Set(inbox.json().mensajes.map((m: { clientId: string }) => m.clientId));
    expect(clients.has(client.id)).toBe(true);
    expect(clients.size).toBeGreaterThan(1);
    // One row per conversation at least, however many other messages came later.
    const quiet = await registerGuest(t.app);
    await send(quiet.headers, { title: 'Vieja', message: 'Una consulta de hace tiempo' });
    const talker = await registerGuest(t.app);
    for (let i = 0; i < 5; i++) await send(talker.headers, { title: `n${i}`, message: 'x' });
    const later = await t.app.inject({
      url: `/api/getMessagesByUserId/${adminAccount.id}`,
      headers: admin,
    });
    const titles = later.json().mensajes.map((m: { title: string }) => m.title);
    expect(titles).toContain('Vieja');
  });

  it('a conversation is private: another client gets 403 on every message route', async () => {
    const client = await registerGuest(t.app);
    const stranger = await registerGuest(t.app);
    const id = (await send(client.headers, { title: 'Privado', message: 'Mi peso' })).json().mensaje
      ._id;
    const urls = [
      `/api/mensaje/${id}`,
      `/api/getMessagesByUserId/${client.id}`,
      `/api/mensajes-enviados/${client.id}`,
      `/api/getMessagesByUserId/${adminAccount.id}`,
    ];
    for (const url of urls)
      expect([url, (await t.app.inject({ url, headers: stranger.headers })).statusCode]).toEqual([
        url,
        403,
      ]);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/mensaje/${id}`,
      headers: stranger.headers,
    });
    expect(del.statusCode).toBe(403);
    // A client can only write into their own conversation, whatever `to` says.
    const redirected = await send(stranger.headers, { title: 'x', message: 'y', to: client.id });
    expect(redirected.json().mensaje.clientId).toBe(stranger.id);
  });

  it('plain text: a script is kept as text, never mailed; limits and missing fields in Spanish', async () => {
    const client = await registerGuest(t.app);
    const before = t.mails.length;
    const payload = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const res = await send(client.headers, { title: payload, message: payload });
    expect(res.json().mensaje.message).toBe(payload);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const notice = await t.waitForMail(ADMIN.email, /mensaje nuevo/, before);
    expect(notice.raw).not.toContain('<script>alert');

    const cases: [Record<string, unknown>, string][] = [
      [{ title: '', message: 'x' }, 'Escribí un título'],
      [{ title: 'x', message: '   ' }, 'Escribí tu mensaje'],
      [{ title: 'x'.repeat(121), message: 'x' }, 'El título puede tener hasta 120 caracteres'],
      [{ title: 'x', message: 'x'.repeat(5001) }, 'El mensaje puede tener hasta 5000 caracteres'],
    ];
    for (const [body, message] of cases) {
      const bad = await send(client.headers, body);
      expect([bad.statusCode, bad.json().message]).toEqual([400, message]);
    }
    const noRecipient = await send(admin, { title: 'x', message: 'y' });
    expect([noRecipient.statusCode, noRecipient.json().message]).toEqual([
      400,
      'Elegí a qué cliente le escribís',
    ]);
    const toAdmin = await send(admin, { title: 'x', message: 'y', to: adminAccount.id });
    expect(toAdmin.statusCode).toBe(404);
  });

  it('the writer deletes their own message, not hers; the admin deletes any', async () => {
    const client = await registerGuest(t.app);
    const mine = (await send(client.headers, { title: 'a', message: 'b' })).json().mensaje._id;
    const hers = (await send(admin, { title: 'c', message: 'd', to: client.id })).json().mensaje
      ._id;
    const del = (id: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'DELETE', url: `/api/mensaje/${id}`, headers });
    const refused = await del(hers, client.headers);
    expect([refused.statusCode, refused.json().message]).toEqual([
      403,
      'Solo podés eliminar los mensajes que escribiste vos',
    ]);
    expect((await del(mine, client.headers)).json().message).toBe('Mensaje eliminado');
    expect((await del(hers, admin)).statusCode).toBe(200);
    const thread = await t.app.inject({
      url: `/api/getMessagesByUserId/${client.id}`,
      headers: client.headers,
    });
    expect(thread.json().mensajes).toEqual([]);
  });
});
