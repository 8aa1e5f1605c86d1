import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRIVACY_MSG, type TDataRequest, type TMyData } from '@contract/privacy';
import { sessionStore } from '@web/lib/session';
import { TestProviders } from '@web/test/render';
import { makeUser } from '@web/test/users';
import { browserNavigation } from '../lib/open-url';
import MyDataPage from './MyDataPage';

// jsdom has no FontFaceSet; Mantine's autosize Textarea listens to it.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });

const kind = (key: string, label: string, count: number) => ({
  key,
  label,
  why: `Por qué ${label.toLowerCase()}`,
  count,
});

const DATA: TMyData = {
  account: {
    name: 'Ana Rivas',
    email: 'ana@x.uy',
    phone: '099 123 456',
    createdAt: '2026-11-01T12:00:00.000Z',
  },
  consents: [
    {
      label: 'Tratamiento de tus datos de salud (anamnesis)',
      version: '2026-01',
      at: '2026-11-02T13:30:00.000Z',
    },
  ],
  kinds: [
    kind('cuenta', 'Tu cuenta y tu perfil', 1),
    kind('anamnesis', 'Tu anamnesis y tu consentimiento', 1),
    kind('controles', 'Tus controles y sus fotos', 3),
    kind('turnos', 'Tus turnos', 0),
    kind('mensajes', 'Tus mensajes con la nutricionista', 0),
    kind('planes-escritos', 'Planes que escribiste', 0),
  ],
  access: [{ at: '2026-11-20T14:05:00.000Z', by: 'Laura Méndez', what: 'anamnesis' }],
  requests: [],
};

const PENDING: TDataRequest = {
  _id: 'r1',
  kind: 'baja',
  detail: '',
  requestedAt: '2026-11-30T15:00:00.000Z',
  dueDay: '2026-12-07',
  answeredAt: null,
  answer: '',
};
const ANSWERED: TDataRequest = {
  _id: 'r2',
  kind: 'correccion',
  detail: 'Mi peso del 3 de noviembre era 72,5 kg',
  requestedAt: '2026-11-03T15:00:00.000Z',
  dueDay: '2026-11-10',
  answeredAt: '2026-11-05T15:00:00.000Z',
  answer: 'Corregí el peso del control.',
};

type Answer = { status: number; body: unknown };
const ok = (body: unknown): Answer => ({ status: 200, body });

/** The API: GET mis-datos answers `data`; each other call its entry in `answers` by route. */
function api(data: TMyData, answers: Record<string, Answer> = {}) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    const route = `${init?.method ?? 'GET'} ${String(url)}`;
    const answer = route === 'GET /api/mis-datos' ? ok(data) : answers[route];
    if (!answer) throw new Error(`unexpected call ${route}`);
    return Response.json(answer.body, { status: answer.status });
  });
}

const bodiesOf = (fetch: ReturnType<typeof api>, route: string) =>
  fetch.mock.calls
    .filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === route)
    .map(([, init]) => JSON.parse(String(init?.body ?? 'null')) as unknown);

const toasts = () => vi.mocked(notifications.show).mock.calls.map(([n]) => n.message);

function renderPage(type: 'guest' | 'admin' = 'guest') {
  sessionStore.start('token', makeUser({ _id: 'client', type }), false);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <TestProviders>
        <MyDataPage />
      </TestProviders>
    </QueryClientProvider>,
  );
}

describe("'Mis datos'", () => {
  beforeEach(() => {
    vi.spyOn(notifications, 'show').mockImplementation(() => '');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStore.clear();
  });

  it('shows the account, the consents, each kind held with its count and why, and who read the record', async () => {
    api(DATA);
    renderPage();
    const account = await screen.findByRole('region', { name: 'Tu cuenta' });
    expect(within(account).getByText('ana@x.uy')).toBeTruthy();
    expect(within(account).getByText('099 123 456')).toBeTruthy();
    expect(within(account).getByText('1 de noviembre de 2026')).toBeTruthy();
    // 13:30 UTC is 10:30 in Montevideo.
    expect(within(account).getByText(/versión 2026-01 · 2 nov\. 2026, 10:30/)).toBeTruthy();

    const kinds = screen.getByRole('region', { name: 'Qué guardamos y para qué' });
    expect(within(kinds).getByText('Tus controles y sus fotos')).toBeTruthy();
    expect(within(kinds).getByText('3 registros')).toBeTruthy();
    expect(within(kinds).getByText('Por qué tus controles y sus fotos')).toBeTruthy();
    // Kinds it holds none of are named together, quietly.
    expect(
      within(kinds).getByText(/Tus turnos · Tus mensajes con la nutricionista/).textContent,
    ).toBe('Sin datos: Tus turnos · Tus mensajes con la nutricionista.');

    const access = screen.getByRole('region', { name: 'Quién leyó tu historia clínica' });
    expect(within(access).getByText(/Laura Méndez leyó tu anamnesis/)).toBeTruthy();
    expect(within(access).getByText('20 nov. 2026, 11:05')).toBeTruthy();

    // What they may change themselves leads to its form.
    const correct = screen.getByRole('region', { name: 'Corregir tus datos' });
    const href = (name: string) => within(correct).getByRole('link', { name }).getAttribute('href');
    expect(href('Editar mi perfil')).toBe('/auth/usuario');
    expect(href('Mi anamnesis')).toBe('/auth/nueva-ficha-anamnesis-online/client');
    expect(href('Mis controles')).toBe('/auth/controles/client');
    // No request yet: no list of them.
    expect(screen.queryByRole('region', { name: 'Tus pedidos' })).toBeNull();
  });

  it('says so when nobody read the clinical record', async () => {
    api({ ...DATA, access: [] });
    renderPage();
    const access = await screen.findByRole('region', { name: 'Quién leyó tu historia clínica' });
    expect(
      within(access).getByText('Nadie de la consulta abrió tu historia clínica.'),
    ).toBeTruthy();
  });

  it("'Descargar mis datos' asks for a signed link and sends the browser to it", async () => {
    const url = 'http://localhost:3000/api/mis-datos/descarga/client?exp=1&sig=abc';
    const fetch = api(DATA, {
      'POST /api/mis-datos/descarga': ok({
        message: PRIVACY_MSG.downloadReady,
        url,
        expiresAt: '2026-11-30T15:15:00.000Z',
      }),
    });
    const open = vi.spyOn(browserNavigation, 'open').mockImplementation(() => undefined);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Descargar mis datos' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(url));
    expect(bodiesOf(fetch, 'POST /api/mis-datos/descarga')).toHaveLength(1);
    expect(toasts()).toContain(PRIVACY_MSG.downloadReady);
    const status = screen.getByRole('status');
    expect(status.textContent).toMatch(/el enlace vale 15 minutos.*hasta las 12:15/);
    expect(within(status).getByRole('link').getAttribute('href')).toBe(url);
  });

  it('the correction form asks what to correct, then sends it', async () => {
    const fetch = api(DATA, {
      'POST /api/mis-datos/pedidos': {
        status: 201,
        body: {
          message: PRIVACY_MSG.correctionRequested,
          request: { ...ANSWERED, answeredAt: null },
        },
      },
    });
    renderPage();
    const send = await screen.findByRole('button', { name: 'Pedir la corrección' });
    fireEvent.click(send);
    expect(await screen.findByText(PRIVACY_MSG.detailRequired)).toBeTruthy();
    expect(bodiesOf(fetch, 'POST /api/mis-datos/pedidos')).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: /Pedir una corrección/ }), {
      target: { value: 'x'.repeat(2001) },
    });
    fireEvent.click(send);
    expect(await screen.findByText(PRIVACY_MSG.detailTooLong)).toBeTruthy();
    expect(screen.getByText('2001 de 2000 caracteres')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: /Pedir una corrección/ }), {
      target: { value: 'Mi peso del control presencial era 72,5 kg' },
    });
    fireEvent.click(send);
    await waitFor(() =>
      expect(bodiesOf(fetch, 'POST /api/mis-datos/pedidos')).toEqual([
        { kind: 'correccion', detail: 'Mi peso del control presencial era 72,5 kg' },
      ]),
    );
    await waitFor(() => expect(toasts()).toContain(PRIVACY_MSG.correctionRequested));
  });

  it("'Pedir la baja' explains what goes and what stays, then sends the request", async () => {
    const fetch = api(DATA, {
      'POST /api/mis-datos/pedidos': {
        status: 201,
        body: { message: PRIVACY_MSG.erasureRequested, request: PENDING },
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Pedir la baja de mi cuenta' }));
    const dialog = screen.getByRole('dialog', { name: '¿Pedís la baja de tu cuenta?' });
    expect(within(dialog).getByText(/Se cancelan tus turnos futuros/)).toBeTruthy();
    expect(within(dialog).getByText(/sin tu nombre, porque la ley tributaria/)).toBeTruthy();
    expect(within(dialog).getByText(/leyes 18\.335 y 20\.212/)).toBeTruthy();
    expect(within(dialog).getByText(/en hasta 5 días hábiles/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pedir la baja' }));
    await waitFor(() =>
      expect(bodiesOf(fetch, 'POST /api/mis-datos/pedidos')).toEqual([
        { kind: 'baja', detail: '' },
      ]),
    );
    await waitFor(() => expect(toasts()).toContain(PRIVACY_MSG.erasureRequested));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("a refusal (one already pending) is shown in the API's words", async () => {
    api(DATA, {
      'POST /api/mis-datos/pedidos': {
        status: 409,
        body: { code: 'privacy.alreadyPending', message: PRIVACY_MSG.alreadyPending },
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Pedir la baja de mi cuenta' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pedir la baja' }));
    await waitFor(() => expect(toasts()).toContain(PRIVACY_MSG.alreadyPending));
  });

  it("a pending request says when they will be answered, and 'Retirar el pedido' withdraws it", async () => {
    const fetch = api(
      { ...DATA, requests: [PENDING, ANSWERED] },
      { 'DELETE /api/mis-datos/pedidos/r1': ok({ message: PRIVACY_MSG.withdrawn }) },
    );
    renderPage();
    const list = await screen.findByRole('region', { name: 'Tus pedidos' });
    expect(
      within(list).getByText('Pendiente · te respondemos hasta el lunes 7 de diciembre'),
    ).toBeTruthy();
    expect(within(list).getByText('Respondido el 5 de noviembre de 2026')).toBeTruthy();
    expect(within(list).getByText('Corregí el peso del control.')).toBeTruthy();
    // Only the pending one can be withdrawn; the danger zone says it is under way.
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Pedir la baja de mi cuenta' })).toBeNull();
    const danger = screen.getByRole('region', { name: 'Pedir la baja' });
    expect(within(danger).getByText(/te respondemos hasta el lunes 7 de diciembre/)).toBeTruthy();

    fireEvent.click(
      within(list).getByRole('button', { name: 'Retirar el pedido: Baja de la cuenta' }),
    );
    await waitFor(() =>
      expect(bodiesOf(fetch, 'DELETE /api/mis-datos/pedidos/r1')).toHaveLength(1),
    );
    await waitFor(() => expect(toasts()).toContain(PRIVACY_MSG.withdrawn));
  });

  it('an admin reads her data, but her account is not erased from here', async () => {
    api(DATA);
    renderPage('admin');
    const danger = await screen.findByRole('region', { name: 'Pedir la baja' });
    expect(within(danger).getByText(`${PRIVACY_MSG.onlyClients}.`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pedir la corrección' })).toBeNull();
  });
});
