import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api';
import { fieldErrorsFrom, schemaErrors, splitSaveError } from './form-feedback';

const schema = z.object({
  title: z.string().min(1, { error: 'Falta el título' }),
  links: z.array(z.string().startsWith('/', { error: 'Empieza con /' })),
});

describe('schemaErrors', () => {
  it('gives the first message per field, keyed by its path as the form names it', () => {
    expect(schemaErrors(schema, { title: '', links: ['/a', 'b'] })).toEqual({
      title: 'Falta el título',
      'links.1': 'Empieza con /',
    });
    expect(schemaErrors(schema, { title: 'Plan', links: [] })).toEqual({});
  });
});

describe('server errors onto the form', () => {
  it('keeps only the fields the form has (nested paths by their field)', () => {
    expect(
      fieldErrorsFrom({ title: 'Muy largo', 'links.0': 'Mal', secret: 'x' }, ['title', 'links']),
    ).toEqual({ title: 'Muy largo', 'links.0': 'Mal' });
  });

  it('splits a refusal into the toast, the field messages and the rest', () => {
    const err = new ApiError(400, 'Revisá los datos enviados', {
      title: 'Muy largo',
      galleryImage: '¡Este formato no lo aceptamos! Solo JPG o PNG',
    });
    expect(splitSaveError(err, ['title'], 'No pudimos guardar')).toEqual({
      message: 'Revisá los datos enviados',
      fieldErrors: { title: 'Muy largo' },
      rest: { galleryImage: '¡Este formato no lo aceptamos! Solo JPG o PNG' },
    });
  });

  it('uses the fallback for a failure that is not the API refusing', () => {
    expect(splitSaveError(new TypeError('x'), ['title'], 'No pudimos guardar')).toEqual({
      message: 'No pudimos guardar',
      fieldErrors: {},
      rest: {},
    });
  });
});
