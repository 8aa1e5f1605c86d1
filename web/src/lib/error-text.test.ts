import { describe, expect, it } from 'vitest';
import { MSG } from '@contract/common-text';
import { ApiError, errorText } from './api';
import { errorMessage } from './errors';

describe('errorText (spec §8 order)', () => {
  it('reads a code, then a nested error, then a message', () => {
    expect(errorText({ code: 11000 }, 'Bad Request')).toBe('ERROR_11000');
    expect(errorText({ error: { error: 'Sin stock' } }, '')).toBe('Sin stock');
    expect(errorText({ message: 'Email ya existe!' }, 'Bad Request')).toBe('Email ya existe!');
  });

  it("keeps what follows ' - ' in a text body", () => {
    expect(errorText('E11000 - Ya existe', '')).toBe('Ya existe');
  });

  it('falls back to the Spanish service message (DECISIONS §6), the same as the server', () => {
    const text = 'El servicio no está disponible en este momento. Probá de nuevo en unos minutos.';
    expect(errorText(undefined, '')).toBe(text);
    expect(errorText({ error: {} }, '')).toBe(text);
    expect(MSG.server).toBe(text);
  });
});

describe('errorMessage', () => {
  it("is the server's message, else the fallback", () => {
    expect(errorMessage(new ApiError(404, 'No encontramos el plan'), 'x')).toBe(
      'No encontramos el plan',
    );
    expect(errorMessage(new Error('boom'), 'No pudimos cargar')).toBe('No pudimos cargar');
  });
});
