import { describe, expect, it } from 'vitest';
import { ADMIN, registerGuest } from '../../../test/harness';
import { useAgendaSuite } from '../../../test/agenda-suite';

const { t, admin, weekdaySlot, book, clientWithCredit, BOOKED } = useAgendaSuite();

const upcomingOf = async (client: { id: string; headers: Record<string, string> }) =>
  (await t.app.inject({ url: `/api/calendar/user/${client.id}`, headers: client.headers })).json()
    .appointments as { _id: string }[];

/** The notice to her naming `who`, and the booking mail to the person, after mail `from`. */
async function mailsOf(email: string, who: string, from: number) {
  return {
    toHer: await t.waitForMail(ADMIN.email, new RegExp(`Cliente: ${who}`), from),
    toThem: await t.waitForMail(email, BOOKED, from),
  };
}

/** A new client, with the name their account shows. */
async function newClient() {
  const client = await registerGuest(t.app);
  const user = await t.app.inject({ url: `/api/user/${client.id}`, headers: admin });
  return { ...client, name: user.json().user.name as string };
}

describe('a turno she books is for someone (issue 30)', () => {
  it("picked from her clients: it is the client's, mailed by name with their links", async () => {
    const client = await newClient();
    const before = t.mails.length;
    const res = await book(admin, { ...weekdaySlot(3, 11), userId: client.id });
    expect(res.statusCode).toBe(200);
    const { _id: id, ...shown } = res.json().calendar;
    expect(shown).toMatchObject({
      userId: client.id,
      email: client.email,
      person: client.name,
      title: `Control presencial: ${client.name}`,
    });
    expect((await upcomingOf(client)).map((a) => a._id)).toContain(id);

    const { toHer, toThem } = await mailsOf(client.email, client.name, before);
    expect(toThem.text).toContain(`Hola ${client.name}:`);
    expect(toThem.text).toContain(`/auth/agendar-control/${client.id}?turno=${id}`);
    expect(toThem.text).toContain('Cambiar horario');
    expect(toThem.text).toContain('Ver mis turnos');
    expect(toHer.text).toContain(`Cliente: ${client.name} <${client.email}>`);
    expect(toThem.raw).not.toMatch(/^Reply-To:/im);
  });

  it("an e-mail she types that is a client's account makes the turno that client's", async () => {
    const client = await newClient();
    const res = await book(admin, {
      ...weekdaySlot(3, 13),
      email: client.email.toUpperCase(),
      title: 'Control',
    });
    expect(res.json().calendar).toMatchObject({ userId: client.id, person: client.name });
    expect((await upcomingOf(client)).map((a) => a._id)).toContain(res.json().calendar._id);
  });

  it('a person without an account: named in her notice, told to reply, no account links', async () => {
    const before = t.mails.length;
    const res = await book(admin, {
      ...weekdaySlot(3, 15),
      title: 'Primera consulta',
      name: 'Juana Pereira',
      email: 'juana@correo.uy',
      phone: '099 123 456',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().calendar).toMatchObject({
      userId: null,
      person: 'Juana Pereira',
      phone: '+59899123456',
      title: 'Primera consulta',
    });
    const { toHer, toThem } = await mailsOf('juana@correo.uy', 'Juana', before);
    expect(toHer.text).toContain(
      'Cliente: Juana Pereira (sin cuenta) <juana@correo.uy>, 099 123 456',
    );
    expect(toHer.text).not.toContain('Cliente: Primera consulta');
    expect(toThem.text).toContain('Hola Juana Pereira:');
    expect(toThem.text).toMatch(/Si necesit.+s cambiarlo o cancelarlo, respond.+ este correo/);
    expect(toThem.text).not.toContain('/auth/agendar-control');
    expect(toThem.text).not.toContain('/auth/usuario');
    expect(toThem.text).not.toContain('Ver mis turnos');
    expect(toThem.text).not.toContain('Cambiar horario');
    expect(toThem.raw).toMatch(/^Reply-To: nutricionista@test\.uy/im);
  });

  it('refuses a phone that is no number, and an id that is no client, changing nothing', async () => {
    const count = async () =>
      (await t.app.inject({ url: '/api/calendar', headers: admin })).json().calendar.length;
    const before = await count();
    const badPhone = await book(admin, { ...weekdaySlot(4, 9), name: 'X', phone: 'llamame' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().errors.phone).toBe('Danos un teléfono o celular');
    const noClient = await book(admin, {
      ...weekdaySlot(4, 9),
      userId: '00000000-0000-4000-8000-000000000000',
    });
    expect(noClient.statusCode).toBe(404);
    const anAdmin = await t.app.inject({ url: '/api/users?q=admin', headers: admin });
    const adminId = anAdmin.json().users.find((u: { type: string }) => u.type === 'admin')._id;
    expect((await book(admin, { ...weekdaySlot(4, 9), userId: adminId })).statusCode).toBe(404);
    expect(await count()).toBe(before);
  });

  it('she moves a turno from a person without an account to a client, and back', async () => {
    const client = await newClient();
    const res = await book(admin, { ...weekdaySlot(5, 9), name: 'Pedro', email: 'p@correo.uy' });
    const id = res.json().calendar._id;
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/api/calendar/${id}`, headers: admin, payload });
    expect((await put({ userId: client.id })).json().calendar).toMatchObject({
      userId: client.id,
      email: client.email,
      person: client.name,
      phone: '',
    });
    expect((await upcomingOf(client)).map((a) => a._id)).toContain(id);
    expect((await put({ userId: null, name: 'Pedro' })).json().calendar).toMatchObject({
      userId: null,
      person: 'Pedro',
    });
    expect((await upcomingOf(client)).map((a) => a._id)).not.toContain(id);
    // A client may not hand their turno to someone else.
    const mine = await put({ userId: client.id });
    const theirs = await t.app.inject({
      method: 'PUT',
      url: `/api/calendar/${mine.json().calendar._id}`,
      headers: client.headers,
      payload: { userId: null },
    });
    expect(theirs.statusCode).toBe(400);
  });

  it('a client books only for themselves: another id, a name, a phone or an e-mail are ignored', async () => {
    const other = await registerGuest(t.app);
    const client = await clientWithCredit();
    const res = await book(client.headers, {
      ...weekdaySlot(6, 10),
      userId: other.id,
      name: 'Otra Persona',
      phone: '099 000 000',
      email: 'otra@correo.uy',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().calendar).toMatchObject({
      userId: client.id,
      email: client.email,
      phone: '',
    });
    expect((await upcomingOf(other)).map((a) => a._id)).not.toContain(res.json().calendar._id);
  });
});
