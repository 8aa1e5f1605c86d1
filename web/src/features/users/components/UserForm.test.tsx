import { describe, expect, it } from 'vitest';
import { makeUser } from '@web/test/users';
import { formValuesFromUser } from './UserForm';

describe('formValuesFromUser: phones as she would write them', () => {
  it('shows stored E.164 numbers as Uruguay writes them; others as they are', () => {
    const values = formValuesFromUser(
      makeUser({
        celPhone: '+59899123456',
        housePhone: '+59829011234',
        whatsApp: '+5491112345678',
      }),
    );
    expect([values.celPhone, values.housePhone, values.whatsApp]).toEqual([
      '099 123 456',
      '2901 1234',
      '+5491112345678',
    ]);
    expect(formValuesFromUser(makeUser({ celPhone: '1234567' })).celPhone).toBe('1234567');
    expect(formValuesFromUser(makeUser()).celPhone).toBe('');
  });
});
