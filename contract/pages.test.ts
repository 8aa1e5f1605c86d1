import { describe, expect, it } from 'vitest';
import { PATHS, safeNextPath } from './pages';

describe('safeNextPath: only a page of this site is followed after signing in', () => {
  it.each([
    ['/auth/plan-alimentario/0b8e6c2a-1f1a-4d8e-9a55-0d6f3b0c9e11', null],
    ['/auth/agendar-control/u1?turno=e1', null],
    ['/auth/planes/p1/#comprar', null],
    ['/auth/mensajes/../usuario', '/auth/usuario'],
  ])('keeps %s', (raw, resolved) => {
    expect(safeNextPath(raw)).toBe(resolved ?? raw);
  });

  it.each([
    'https://evil.example/auth/usuario',
    '//evil.example/auth/usuario',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/auth/usuario\u0000',
    '/auth/usuario\nSet-Cookie: x=1',
    '/admin',
    '/api/usuarios',
    'auth/usuario',
    '',
    '/auth/entrar',
    '/auth/entrar/?next=/auth/entrar',
    '/auth/registrarme',
    '/auth/resetPassword/user/abc',
    '/auth/' + 'x'.repeat(1000),
  ])('refuses %j', (raw) => {
    expect(safeNextPath(raw)).toBeNull();
  });

  it('refuses what is not a string', () => {
    expect(safeNextPath(undefined)).toBeNull();
    expect(safeNextPath(['/auth/usuario'])).toBeNull();
    expect(safeNextPath(42)).toBeNull();
  });

  it('the sign-in pages carry a safe next and drop an unsafe one', () => {
    expect(PATHS.login('/auth/usuario/u1')).toBe('/auth/entrar?next=%2Fauth%2Fusuario%2Fu1');
    expect(PATHS.register('/auth/planes/p1/')).toBe(
      '/auth/registrarme?next=%2Fauth%2Fplanes%2Fp1%2F',
    );
    expect(PATHS.login('https://evil.example')).toBe('/auth/entrar');
    expect(PATHS.login()).toBe('/auth/entrar');
  });
});
