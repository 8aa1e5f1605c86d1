import { afterEach, describe, expect, it } from 'vitest';
import { makeUser } from '@web/test/users';
import { sessionStore } from './session';

describe('the session store', () => {
  afterEach(() => sessionStore.clear());

  it('tells its readers of a changed user only: the same user again redraws nothing', () => {
    const user = makeUser({ name: 'Camila' });
    sessionStore.start('token-de-prueba', user, true);
    let told = 0;
    const stop = sessionStore.subscribe(() => (told += 1));
    // What the app gets from GET userData at every start, nearly always the same.
    sessionStore.updateUser({ ...user });
    expect(told).toBe(0);
    sessionStore.updateUser({ ...user, name: 'Camila Pérez' });
    expect(told).toBe(1);
    expect(sessionStore.get()?.user.name).toBe('Camila Pérez');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').name).toBe('Camila Pérez');
    stop();
  });
});
