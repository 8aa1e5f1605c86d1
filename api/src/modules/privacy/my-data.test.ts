import { describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '@contract/auth';
import { PERSONAL_DATA_KINDS, type TMyData } from '@contract/privacy';
import { anamnesisCreate } from '@contract/testing/anamnesis';
import { jpegImage, pngImage } from '../../../test/fixtures';
import { registerGuest, sendForm, useTestApp, type Account } from '../../../test/harness';
import { unzip } from '../../../test/zip';

const { t, admin } = useTestApp();

/** A client with a profile photo, an anamnesis, a control with a photo and a message. */
async function clientWithData(name: string): Promise<Account> {
  const c = await registerGuest(t.app, { name });
  const photo = await sendForm(
    t.app,
    { method: 'POST', url: `/api/user/${c.id}`, headers: c.headers },
    { _id: c.id, name },
    [{ name: 'yo.png', type: 'image/png', data: await pngImage() }],
  );
  expect(photo.statusCode).toBe(200);
  const anamnesis = await t.app.inject({
    method: 'POST',
    url: '/api/new-anamnesis',
    headers: c.headers,
    payload: anamnesisCreate(c.id),
  });
  expect(anamnesis.statusCode).toBe(200);
  const control = await sendForm(
    t.app,
    { method: 'POST', url: '/api/new-control', headers: c.headers },
    { userId: c.id, typo: 'Online', peso: '70' },
    [{ name: 'foto.jpg', type: 'image/jpeg', data: await jpegImage() }],
  );
  expect(control.statusCode).toBe(200);
  const message = await t.app.inject({
    method: 'POST',
    url: '/api/sendmensaje',
    headers: c.headers,
    payload: { title: 'Hola', message: `Una consulta de ${name}` },
  });
  expect(message.statusCode).toBe(200);
  return { ...c, password: c.password };
}

async function linkFor(who: Account): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/mis-datos/descarga',
    headers: who.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  const url = new URL(res.json<{ url: string }>().url);
  return `${url.pathname}${url.search}`;
}

describe("'Mis datos' (issue 33)", () => {
  it('lists every kind of data with its count, the consent and who read the record', async () => {
    const ana = await clientWithData('Ana Datos');
    // She opens Ana's anamnesis: the read is logged, and Ana sees it.
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/anamnesis-by-user-id/${ana.id}`,
      headers: admin,
    });
    expect(read.statusCode, read.body).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/api/mis-datos', headers: ana.headers });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<TMyData>();
    expect(data.account).toMatchObject({ name: 'Ana Datos', email: ana.email });
    const count = Object.fromEntries(data.kinds.map((k) => [k.key, k.count]));
    expect(Object.keys(count).sort()).toEqual(Object.keys(PERSONAL_DATA_KINDS).sort());
    expect(count).toMatchObject({
      cuenta: 1,
      anamnesis: 1,
      controles: 1,
      mensajes: 1,
      'accesos-historia': 1,
      ventas: 0,
    });
    expect(data.consents).toHaveLength(1);
    expect(data.consents[0]!.version).not.toBe('');
    expect(data.access.map((a) => a.what)).toEqual(['anamnesis']);
  });

  it('lists the terms accepted on registering, with their version and when', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/new-user',
      payload: {
        name: 'Tere Términos',
        email: 'tere-terminos@test.uy',
        password: 'cliente-pass-1',
        celPhone: '099123456',
        terms: true,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const headers = { authorization: `Bearer ${res.json<{ token: string }>().token}` };
    const mine = await t.app.inject({ method: 'GET', url: '/api/mis-datos', headers });
    expect(mine.json<TMyData>().consents).toEqual([
      {
        label: 'Términos y condiciones y política de privacidad',
        version: TERMS_VERSION,
        at: t.clock.now().toISOString(),
      },
    ]);
    // 'false' is no acceptance: refused, nothing made.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/new-user',
      payload: {
        name: 'X',
        email: 'x-terminos@test.uy',
        password: 'cliente-pass-1',
        celPhone: '099123456',
        terms: false,
      },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('gives a ZIP with a file for every kind, their files and a PDF, holding their rows only', async () => {
    const mine = await clientWithData('Bea Propia');
    const other = await clientWithData('Otro Ajeno');
    const path = await linkFor(mine);
    const res = await t.app.inject({ method: 'GET', url: path });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain('mis-datos.zip');
    const files = await unzip(res.rawPayload);
    for (const kind of Object.keys(PERSONAL_DATA_KINDS))
      expect(files.has(`${kind}.json`)).toBe(true);
    expect(files.get('resumen.pdf')!.subarray(0, 5).toString()).toBe('%PDF-');
    expect([...files.keys()].filter((n) => n.startsWith('archivos/photos/'))).toHaveLength(1);
    expect([...files.keys()].filter((n) => n.startsWith('archivos/images/'))).toHaveLength(1);
    const account = JSON.parse(files.get('cuenta.json')!.toString()) as Record<string, unknown>[];
    expect(account).toHaveLength(1);
    expect(account[0]).toMatchObject({ id: mine.id, email: mine.email });
    // Secrets are never given out, not even to their owner.
    expect(account[0]).not.toHaveProperty('passwordHash');
    const sessions = JSON.parse(files.get('sesiones.json')!.toString()) as object[];
    expect(sessions.length).toBeGreaterThan(0);
    for (const s of sessions) expect(s).not.toHaveProperty('tokenHash');
    // Nothing of the other client anywhere in it.
    for (const [name, data] of files) {
      const text = data.toString('latin1');
      expect([name, text.includes(other.id)]).toEqual([name, false]);
      expect([name, text.includes(other.email)]).toEqual([name, false]);
      expect([name, text.includes('Otro Ajeno')]).toEqual([name, false]);
    }
  });

  it('the link is theirs only, signed, and expires', async () => {
    const mine = await clientWithData('Caro Enlace');
    const other = await registerGuest(t.app);
    const path = await linkFor(mine);
    // Their signature over another person's id opens nothing.
    const forged = path.replace(mine.id, other.id);
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: path.replace(/sig=[^&]+/, 'sig=x') })).statusCode,
    ).toBe(403);
    t.clock.advance(16 * 60_000);
    const late = await t.app.inject({ method: 'GET', url: path });
    expect(late.statusCode).toBe(403);
    expect(late.json<{ message: string }>().message).toMatch(/venci/i);
  });

  it('asks for a session: a visitor gets no summary and no link', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/mis-datos' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/mis-datos/descarga' })).statusCode,
    ).toBe(401);
  });
});
