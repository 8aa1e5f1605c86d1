import { describe, expect, it } from 'vitest';
import { registerGuest } from '../../../test/harness';
import { useAgendaSuite } from '../../../test/agenda-suite';

const { t, admin, slot, book } = useAgendaSuite();

describe('the admin agenda', () => {
  it('books outside the hours for anyone, never overlapping nor in the past; edits details', async () => {
    const client = await registerGuest(t.app);
    const saturday = slot(5, 8);
    const res = await book(admin, {
      ...saturday,
      userId: client.id,
      title: 'Control de seguimiento',
      color: 'orange',
      description: 'Traer análisis',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().calendar).toMatchObject({
      title: 'Control de seguimiento',
      color: 'orange',
      email: client.email,
    });
    const overlap = await book(admin, { start: saturday.start, end: saturday.end, title: 'Otro' });
    expect([overlap.statusCode, overlap.json().message]).toEqual([
      409,
      'Ese horario ya está ocupado: elegí otro',
    ]);
    const past = await book(admin, slot(-2, 10));
    expect(past.statusCode).toBe(400);

    const id = res.json().calendar._id;
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/calendar/${id}`,
      headers: admin,
      payload: { color: 'azure', description: 'Traer análisis de sangre' },
    });
    expect(edited.json().calendar).toMatchObject({ color: 'azure', start: saturday.start });
    const other = await book(admin, slot(5, 10));
    const moveOnto = await t.app.inject({
      method: 'PUT',
      url: `/api/calendar/${other.json().calendar._id}`,
      headers: admin,
      payload: saturday,
    });
    expect(moveOnto.statusCode).toBe(409);
  });
});
