import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLINICAL_MSG } from '@contract/clinical-text';
import { BIRTH_DATE_MSG } from '@contract/users';
import { ANAMNESIS_ANSWERS } from '@contract/testing/anamnesis';
import { TestProviders } from '@web/test/render';
import { makeUser } from '@web/test/users';
import { sessionStore } from '@web/lib/session';
import { draftKey } from '../lib/draft';
import { AnamnesisForm } from './AnamnesisForm';

const client = makeUser({
  _id: '5b0e6c1e-3d7b-4f5e-9a55-0d5b0c7e2a11',
  name: 'Lucía Fernández',
  email: 'lucia@e2e.uy',
  createdAt: '2026-11-01T12:00:00.000Z',
});

function renderForm(onDone = vi.fn(), viewerId = client._id) {
  const queryClient = new QueryClient({
    defaultOptions: { mutations: { retry: false }, queries: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <TestProviders>
        <AnamnesisForm
          userId={client._id}
          kind="Simple"
          record={null}
          viewerId={viewerId}
          recordedBy={viewerId === client._id ? 'client' : 'admin'}
          onDone={onDone}
        />
      </TestProviders>
    </QueryClientProvider>,
  );
  return { onDone };
}

// jsdom has no FontFaceSet; Mantine's autosize Textarea listens to it.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });

/** A whole simple anamnesis, as a draft would give it back. */
const complete = { ...ANAMNESIS_ANSWERS, birthDate: '1990-05-17', gender: 'Femenino' };
const seedDraft = (values: object) =>
  localStorage.setItem(
    draftKey(client._id, 'Simple'),
    JSON.stringify({ v: 1, by: client._id, base: null, savedAt: Date.now(), values }),
  );

const shown = () => vi.mocked(notifications.show).mock.calls.map(([n]) => n.message);
const KEY = draftKey(client._id, 'Simple');

describe('AnamnesisForm', () => {
  beforeEach(() => {
    sessionStore.start('token-e2e', client, true);
    vi.spyOn(notifications, 'show').mockImplementation(() => '');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it('keeps what is typed as a draft and offers it back after a reload', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText(/Horas de trabajo por día/), {
      target: { value: '8 horas' },
    });
    await waitFor(() => expect(localStorage.getItem(KEY)).toContain('8 horas'));
    // A reload: the page mounts again from nothing.
    screen.getByText('Paso 1 de 4').closest('form')?.remove();
    renderForm();
    expect(screen.getByText('Recuperamos lo que habías escrito')).toBeTruthy();
    expect(screen.getAllByLabelText(/Horas de trabajo por día/).at(-1)).toHaveProperty(
      'value',
      '8 horas',
    );
  });

  it('discarding the draft empties the form and forgets it', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        v: 1,
        by: client._id,
        base: null,
        savedAt: Date.now(),
        values: { daysWorks: 'Lunes' },
      }),
    );
    renderForm();
    expect(screen.getByLabelText(/Días de trabajo/)).toHaveProperty('value', 'Lunes');
    fireEvent.click(screen.getByRole('button', { name: 'Descartar borrador' }));
    expect(screen.queryByText('Recuperamos lo que habías escrito')).toBeNull();
    expect(screen.getByLabelText(/Días de trabajo/)).toHaveProperty('value', '');
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('with required fields missing it warns, marks them, opens their step and sends nothing', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByText('Paso 3 de 4')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar anamnesis' }));
    });
    expect(shown()).toEqual([CLINICAL_MSG.required]);
    expect(screen.getByText('Paso 1 de 4')).toBeTruthy();
    expect(screen.getByLabelText(/Horas de trabajo por día/).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(screen.getAllByText('Completá este campo').length).toBeGreaterThan(0);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("after 'Salir' a pending keystroke is not written back for the next person", () => {
    vi.useFakeTimers();
    renderForm();
    fireEvent.change(screen.getByLabelText(/Días de trabajo/), { target: { value: 'Sábados' } });
    act(() => sessionStore.clear());
    act(() => vi.advanceTimersByTime(1000));
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('saves with the consent: the success toast, the draft forgotten, back one screen', async () => {
    seedDraft(complete);
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      const anamnesis = {
        ...body,
        _id: '7c1f0a55-0b8e-4c55-8f3e-2d0a7b1c9e01',
        consentVersion: '2026-11',
        consentedAt: '2026-11-23T12:00:00.000Z',
        consentRecordedBy: 'client',
        createdAt: '2026-11-23T12:00:00.000Z',
        updatedAt: '2026-11-23T12:00:00.000Z',
      };
      return Response.json({ message: CLINICAL_MSG.anamnesisSaved, anamnesis });
    });
    const { onDone } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: /Paso 4: Consentimiento/ }));
    fireEvent.click(screen.getByRole('checkbox'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar anamnesis' }));
    });
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/new-anamnesis');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      userId: client._id,
      consent: true,
      kind: 'Simple',
      sportsDays: 3,
    });
    expect(shown()).toEqual([CLINICAL_MSG.anamnesisSaved]);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("puts the server's refusal on its field and opens that field's step", async () => {
    seedDraft(complete);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json(
        { message: 'Revisá los datos enviados', errors: { sportsHours: 'Máximo 200 caracteres' } },
        { status: 400 },
      ),
    );
    const { onDone } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: /Paso 4: Consentimiento/ }));
    fireEvent.click(screen.getByRole('checkbox'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar anamnesis' }));
    });
    await waitFor(() => expect(screen.getByText('Paso 3 de 4')).toBeTruthy());
    expect(screen.getByText('Máximo 200 caracteres')).toBeTruthy();
    expect(shown()).toEqual(['Revisá los datos enviados']);
    expect(onDone).not.toHaveBeenCalled();
    // Not saved: what was typed is still kept.
    expect(localStorage.getItem(KEY)).toContain('Lunes a viernes');
  });

  it('asks the birth date and sex first, from what the record already says, and sends them', async () => {
    sessionStore.start('token-e2e', { ...client, birthDate: '1990-05-17', gender: 'Otro' }, true);
    seedDraft(ANAMNESIS_ANSWERS);
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () =>
        Response.json({ message: 'No', errors: {} }, { status: 400 }),
      );
    renderForm();
    expect(screen.getByRole('heading', { name: 'Datos, trabajo y objetivos' })).toBeTruthy();
    const birth = screen.getByLabelText(/Fecha de nacimiento/) as HTMLInputElement;
    expect(birth.value).toBe('17/05/1990');
    expect(birth.getAttribute('placeholder')).toBe('dd/mm/aaaa');
    const sex = screen.getByRole('combobox', { name: /Sexo/ }) as HTMLInputElement;
    // A stored 'Otro' stays a choice; the anamnesis's own three are there too.
    expect(sex.value).toBe('Otro');
    fireEvent.click(sex);
    for (const option of ['Femenino', 'Masculino', 'Prefiero no decir', 'Otro'])
      expect(screen.getByRole('option', { name: option, hidden: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('option', { name: 'Prefiero no decir', hidden: true }));
    fireEvent.change(birth, { target: { value: '18/05/1990' } });

    fireEvent.click(screen.getByRole('button', { name: /Paso 4: Consentimiento/ }));
    fireEvent.click(screen.getByRole('checkbox'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar anamnesis' }));
    });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toMatchObject({
      birthDate: '1990-05-18',
      gender: 'Prefiero no decir',
    });
  });

  it('without them, says so on their fields and opens the first step', async () => {
    seedDraft(ANAMNESIS_ANSWERS);
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: /Paso 4: Consentimiento/ }));
    fireEvent.click(screen.getByRole('checkbox'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar anamnesis' }));
    });
    expect(shown()).toEqual([CLINICAL_MSG.required]);
    expect(screen.getByText('Paso 1 de 4')).toBeTruthy();
    expect(screen.getByLabelText(/Fecha de nacimiento/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('combobox', { name: /Sexo/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a birth date in the future is refused in Spanish', async () => {
    seedDraft({ ...complete, birthDate: '2099-01-01' });
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: /Paso 4: Consentimiento/ }));
    fireEvent.click(screen.getByRole('checkbox'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar anamnesis' }));
    });
    expect(screen.getByText(BIRTH_DATE_MSG.range)).toBeTruthy();
  });

  it("filling a client's, the admin's form starts from the client's record", async () => {
    const admin = makeUser({ _id: 'admin-1', type: 'admin', name: 'Nutri' });
    sessionStore.start('token-admin', admin, true);
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () =>
        Response.json({ user: { ...client, birthDate: '1985-11-30', gender: 'Masculino' } }),
      );
    renderForm(vi.fn(), admin._id);
    const birth = (await screen.findByLabelText(/Fecha de nacimiento/)) as HTMLInputElement;
    expect(birth.value).toBe('30/11/1985');
    expect((screen.getByRole('combobox', { name: /Sexo/ }) as HTMLInputElement).value).toBe(
      'Masculino',
    );
    expect(String(fetch.mock.calls[0]![0])).toBe(`/api/user/${client._id}`);
  });
});
