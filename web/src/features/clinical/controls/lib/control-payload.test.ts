import { describe, expect, it } from 'vitest';
import { ZControlCreateFormSchema, ZControlFormSchema } from '@contract/clinical';
import { clearedFields, controlFields, controlFormData } from './control-payload';
import { valuesOf } from './fields';
import { testControl } from './test-control';

const empty = valuesOf(undefined);

describe('control payload (spec §5: only non-empty fields)', () => {
  it('sends typo, userId and only the filled measures of a new Online control', () => {
    const fields = controlFields(
      { ...empty, peso: '72.5', perimetroCintura: ' 80 ', notas: '  ', talla: '' },
      { typo: 'Online', userId: 'u1' },
    );
    expect(fields).toEqual({ typo: 'Online', userId: 'u1', peso: '72.5', perimetroCintura: '80' });
    expect(
      ZControlCreateFormSchema.safeParse({ ...fields, userId: crypto.randomUUID() }).success,
    ).toBe(true);
  });

  it("sends a weight typed with the decimal comma as the number it is: '72,5' is 72.5", () => {
    const fields = controlFields(
      { ...empty, peso: '72,5', sumade6: '60,4' },
      { typo: 'Offline', userId: 'u1' },
    );
    expect(fields).toMatchObject({ peso: '72.5', sumade6: '60.4' });
    const parsed = ZControlCreateFormSchema.parse({ ...fields, userId: crypto.randomUUID() });
    expect(parsed.peso).toBe(72.5);
  });

  it('shows a stored measure with the decimal comma when editing', () => {
    expect(valuesOf(testControl({ peso: 72.5 })).peso).toBe('72,5');
  });

  it('never sends the in-person fields from the Online form, even when they hold values', () => {
    const fields = controlFields(
      { ...empty, peso: '70', masaAdiposa: '15', sumade6: '60', objetivo: 'Bajar grasa' },
      { typo: 'Online', userId: 'u1' },
    );
    expect(Object.keys(fields).sort()).toEqual(['peso', 'typo', 'userId']);
  });

  it('sends the in-person fields from the Offline form', () => {
    const fields = controlFields(
      { ...empty, peso: '70', sumade6: '60.4', objetivo: 'Bajar grasa' },
      { typo: 'Offline', userId: 'u1' },
    );
    expect(fields).toEqual({
      typo: 'Offline',
      userId: 'u1',
      peso: '70',
      sumade6: '60.4',
      objetivo: 'Bajar grasa',
    });
  });

  it('on edit names the photos to keep, and an empty list when every photo was removed', () => {
    const values = valuesOf(testControl({ peso: 71, talla: 170 }));
    expect(controlFields(values, { typo: 'Online', keep: ['a.png', 'b.jpg'] })).toEqual({
      typo: 'Online',
      talla: '170',
      peso: '71',
      avatar: 'a.png,b.jpg',
    });
    const none = controlFields(values, { typo: 'Online', keep: [] });
    expect(none.avatar).toBe('');
    expect('userId' in none).toBe(false);
    expect(ZControlFormSchema.safeParse(none).success).toBe(true);
  });

  it('drops a trailing decimal mark typed halfway in a number, never in the notes', () => {
    const fields = controlFields(
      { ...empty, peso: '72.', notas: 'Me cuesta la merienda.' },
      { typo: 'Online' },
    );
    expect(fields.peso).toBe('72');
    expect(fields.notas).toBe('Me cuesta la merienda.');
  });

  it('builds the multipart body: the fields as text and each photo under galleryImage', () => {
    const a = new File(['a'], 'frente.png', { type: 'image/png' });
    const b = new File(['b'], 'perfil.jpg', { type: 'image/jpeg' });
    const fd = controlFormData({ ...empty, peso: '70' }, { typo: 'Online', userId: 'u1' }, [a, b]);
    expect(fd.get('peso')).toBe('70');
    expect(fd.get('typo')).toBe('Online');
    expect(fd.has('talla')).toBe(false);
    expect(fd.getAll('galleryImage').map((f) => (f as File).name)).toEqual([
      'frente.png',
      'perfil.jpg',
    ]);
  });

  it('the contract refuses an out-of-range value with a message naming the field', () => {
    const r = ZControlFormSchema.safeParse(
      controlFields({ ...empty, peso: '900' }, { typo: 'Online' }),
    );
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['peso']);
    expect(r.error?.issues[0]?.message).toBe('Peso (kg): tiene que ser entre 2 y 400');
  });
});

describe('clearing fields on edit', () => {
  it('finds the fields emptied since the form opened, only among the form type’s fields', () => {
    const initial = valuesOf(testControl({ typo: 'Offline', peso: 70, notas: 'x', sumade6: 50 }));
    const now = { ...initial, peso: '', notas: ' ', talla: '' };
    expect(clearedFields(initial, now, 'Offline')).toEqual(['peso', 'notas']);
    expect(clearedFields(initial, { ...initial, sumade6: '' }, 'Online')).toEqual([]);
  });

  it('an edit sends them as empty in the same form, which the contract reads as given', () => {
    const initial = valuesOf(testControl({ typo: 'Online', peso: 70, notas: 'x' }));
    const values = { ...initial, peso: '', notas: '' };
    const fields = controlFields(values, {
      typo: 'Online',
      keep: ['a'.repeat(32) + '.png'],
      cleared: clearedFields(initial, values, 'Online'),
    });
    expect(fields).toMatchObject({ peso: '', notas: '' });
    const parsed = ZControlFormSchema.parse(fields);
    expect([parsed.peso, parsed.notas]).toEqual([null, null]);
    // A new control never sends an empty field (spec §5).
    expect(Object.values(controlFields(values, { typo: 'Online', userId: 'u' }))).not.toContain('');
  });
});
