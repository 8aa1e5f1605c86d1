import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FISCAL_MSG } from '@contract/fiscal';
import { renderUi } from '@web/test/render';
import { makeUser } from '@web/test/users';
import { UserForm, ageHint, formValuesFromUser } from './UserForm';

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

describe('the birth date: the age follows it (issue 31)', () => {
  afterEach(() => vi.useRealTimers());

  it('the form holds the birth date, not an age', () => {
    const values = formValuesFromUser(makeUser({ birthDate: '1996-03-01', age: 30 }));
    expect(values.birthDate).toBe('1996-03-01');
    expect(values).not.toHaveProperty('age');
    expect(formValuesFromUser(makeUser()).birthDate).toBe('');
  });

  it('says the age a typed birth date gives today in Montevideo, or the one stored before', () => {
    // 02:00 UTC on 2 March is still 1 March in Montevideo.
    vi.useFakeTimers({ now: new Date('2026-03-02T02:00:00Z'), toFake: ['Date'] });
    expect(ageHint('1996-03-02', undefined)).toBe('Edad: 29 años');
    expect(ageHint('1996-03-01', undefined)).toBe('Edad: 30 años');
    expect(ageHint('2025-03-01', undefined)).toBe('Edad: 1 año');
    const legacy = makeUser({ age: 41 });
    expect(ageHint('', legacy)).toBe(
      'Edad cargada antes: 41 años. Con la fecha de nacimiento se calcula sola.',
    );
    // Not a date yet (or not a possible one): nothing computed from it.
    expect(ageHint('2099-01-01', undefined)).toBeUndefined();
    expect(ageHint('', makeUser())).toBeUndefined();
  });

  it('shows the field with the age under it, and the sexes with Prefiero no decir', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-02T12:00:00Z'), toFake: ['Date'] });
    renderUi(
      <QueryClientProvider client={new QueryClient()}>
        <UserForm
          mode="edit"
          user={makeUser({ birthDate: '1996-03-01', age: 30, gender: 'Prefiero no decir' })}
          viewerIsAdmin
          isSelf={false}
          saving={false}
          submitLabel="Guardar"
          onSubmit={vi.fn()}
        />
      </QueryClientProvider>,
    );
    const field = screen.getByLabelText('Fecha de nacimiento') as HTMLInputElement;
    expect(field.value).toBe('01/03/1996');
    expect(screen.getByText('Edad: 30 años')).toBeTruthy();
    expect(screen.queryByLabelText('Edad')).toBeNull();
    expect((screen.getByRole('combobox', { name: 'Género' }) as HTMLInputElement).value).toBe(
      'Prefiero no decir',
    );
    // Born a day later: a year younger until tomorrow.
    fireEvent.change(field, { target: { value: '03/03/1996' } });
    expect(await screen.findByText('Edad: 29 años')).toBeTruthy();
  });
});

describe("Mi perfil: 'Datos para tu factura' (issue 34)", () => {
  afterEach(() => vi.restoreAllMocks());

  it('prefills the RUT and company, checks the cédula and sends all three', async () => {
    vi.spyOn(notifications, 'show').mockImplementation(() => '');
    const saved = makeUser({ rut: '211003420017', razonSocial: 'Nutri SAS', ci: '12345672' });
    const onSubmit = vi.fn(async (_: FormData) => saved);
    renderUi(
      <QueryClientProvider client={new QueryClient()}>
        <UserForm
          mode="edit"
          user={makeUser({ rut: '211003420017', razonSocial: 'Nutri SAS' })}
          viewerIsAdmin={false}
          isSelf
          saving={false}
          submitLabel="Guardar"
          onSubmit={onSubmit}
        />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Datos para tu factura')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Datos para tu factura' }).textContent).toContain(
      'Con RUT, tus compras llevan e-Factura a nombre de tu razón social',
    );
    expect((screen.getByLabelText('RUT') as HTMLInputElement).value).toBe('211003420017');
    expect((screen.getByLabelText('Razón social') as HTMLInputElement).value).toBe('Nutri SAS');

    const ci = screen.getByLabelText('Cédula') as HTMLInputElement;
    expect(ci.value).toBe('');
    fireEvent.change(ci, { target: { value: '1.234.567-3' } });
    fireEvent.blur(ci);
    expect(await screen.findByText(FISCAL_MSG.ci)).toBeTruthy();
    fireEvent.submit(ci.closest('form')!);
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(ci, { target: { value: '1.234.567-2' } });
    fireEvent.blur(ci);
    await waitFor(() => expect(screen.queryByText(FISCAL_MSG.ci)).toBeNull());
    fireEvent.submit(ci.closest('form')!);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    const sent = onSubmit.mock.calls[0]![0];
    expect([sent.get('rut'), sent.get('razonSocial'), sent.get('ci')]).toEqual([
      '211003420017',
      'Nutri SAS',
      '1.234.567-2',
    ]);
  });

  it('refuses a RUT whose check digit does not match', async () => {
    renderUi(
      <QueryClientProvider client={new QueryClient()}>
        <UserForm
          mode="edit"
          user={makeUser()}
          viewerIsAdmin={false}
          isSelf
          saving={false}
          submitLabel="Guardar"
          onSubmit={vi.fn()}
        />
      </QueryClientProvider>,
    );
    const rut = screen.getByLabelText('RUT');
    fireEvent.change(rut, { target: { value: '210303670014' } });
    fireEvent.blur(rut);
    expect(await screen.findByText(FISCAL_MSG.rut)).toBeTruthy();
  });
});
