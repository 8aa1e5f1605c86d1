import { afterEach, describe, expect, it } from 'vitest';
import { eventFormValues, eventPayload, instantOf, personErrors, toTimeInput } from './event-form';

describe("the admin's appointment form, in Montevideo time", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('reads and writes the day and hours in Montevideo, in any browser zone', () => {
    process.env.TZ = 'Asia/Tokyo';
    expect(instantOf('2026-03-03', '09:30')).toBe('2026-03-03T12:30:00.000Z');
    expect(instantOf('2026-03-03', '')).toBe('');
    expect(toTimeInput(new Date('2026-03-03T12:30:00Z'))).toBe('09:30');
    const values = eventFormValues({
      start: new Date('2026-03-04T01:00:00Z'),
      end: new Date('2026-03-04T02:00:00Z'),
    });
    expect(values).toMatchObject({ day: '2026-03-03', from: '22:00', to: '23:00', color: 'azure' });
    expect(eventPayload({ ...values, title: 'Reunión' })).toMatchObject({
      title: 'Reunión',
      start: '2026-03-04T01:00:00.000Z',
      end: '2026-03-04T02:00:00.000Z',
    });
  });

  it('says who it is for: a client picked, a person without an account, or nobody', () => {
    const base = eventFormValues({
      start: new Date('2026-03-04T12:00:00Z'),
      end: new Date('2026-03-04T12:45:00Z'),
    });
    expect(base.who).toBe('client');
    expect(personErrors(base)).toEqual({ userId: 'Elegí un cliente de la lista' });
    const picked = { ...base, userId: 'u1', name: 'Ana', email: 'ana@x.uy' };
    expect(personErrors(picked)).toEqual({});
    // The account says who the client is: no name, e-mail or phone of the form's.
    expect(eventPayload(picked)).toMatchObject({ userId: 'u1' });
    expect(eventPayload(picked)).not.toHaveProperty('email');
    const person = { ...base, who: 'person' as const, name: ' ', email: 'j@x.uy' };
    expect(personErrors(person)).toEqual({ name: 'Escribí el nombre' });
    expect(eventPayload({ ...person, name: 'Juana', phone: '099 123 456' })).toMatchObject({
      userId: null,
      name: 'Juana',
      email: 'j@x.uy',
      phone: '099 123 456',
    });
    const nobody = { ...picked, who: 'none' as const };
    expect(personErrors(nobody)).toEqual({});
    expect(eventPayload(nobody)).toMatchObject({ userId: null, name: '', email: '', phone: '' });
  });

  it('an existing turno opens on who it is for', () => {
    const shown = {
      _id: 'e1',
      title: 'Control',
      email: 'j@x.uy',
      description: '',
      color: 'azure' as const,
      allDay: false,
      start: '2026-03-04T12:00:00Z',
      end: '2026-03-04T13:00:00Z',
      busy: false,
      asistencia: null,
      asistenciaAutomatica: false,
    };
    expect(eventFormValues({ ...shown, userId: 'u1', person: 'Ana', phone: '' })).toMatchObject({
      who: 'client',
      userId: 'u1',
      name: 'Ana',
    });
    expect(
      eventFormValues({ ...shown, userId: null, person: 'Juana', phone: '+59899123456' }),
    ).toMatchObject({ who: 'person', name: 'Juana', phone: '099 123 456' });
    expect(
      eventFormValues({ ...shown, userId: null, person: '', email: '', phone: '' }),
    ).toMatchObject({ who: 'none' });
  });
});
