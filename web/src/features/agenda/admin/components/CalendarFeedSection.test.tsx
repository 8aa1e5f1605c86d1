import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@web/test/render';
import { CalendarFeedSection } from './CalendarFeedSection';

const URL_1 = 'http://localhost:3000/api/agenda.ics?token=primero';

afterEach(() => vi.restoreAllMocks());

/** The API as the section sees it: whether a link exists, and a new one on POST. */
function serve(exists: boolean) {
  const calls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${String(input)}`);
    const body =
      method === 'POST'
        ? { msg: 'Enlace de calendario listo', token: 'primero', url: URL_1 }
        : { exists };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

function show() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <TestProviders>
        <CalendarFeedSection />
      </TestProviders>
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'Tu agenda en el celular' });
}

describe("'Tu agenda en el celular'", () => {
  it('explains how to subscribe and shows a new link once, with a copy button', async () => {
    const calls = serve(false);
    const section = show();
    expect(within(section).getByText(/Otros calendarios > Desde URL/)).toBeTruthy();
    expect(within(section).getByText(/Calendario suscripto/)).toBeTruthy();
    const generate = within(section).getByRole('button', { name: 'Generar enlace' });
    await waitFor(() => expect((generate as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(generate);
    const input = await within(section).findByLabelText('Enlace de tu agenda');
    expect((input as HTMLInputElement).value).toBe(URL_1);
    expect(within(section).getByRole('button', { name: 'Copiar' })).toBeTruthy();
    expect(calls.filter((c) => c.startsWith('POST'))).toHaveLength(1);
  });

  it('asks before changing an existing link: the old one stops working', async () => {
    const calls = serve(true);
    const section = show();
    expect(await within(section).findByText(/Ya tenés un enlace activo/)).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Cambiar enlace' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cambiar el enlace?' });
    expect(within(dialog).getByText(/deja de funcionar enseguida/)).toBeTruthy();
    expect(calls.filter((c) => c.startsWith('POST'))).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cambiar enlace' }));
    expect(await within(section).findByDisplayValue(URL_1)).toBeTruthy();
    expect(calls.filter((c) => c.startsWith('POST'))).toHaveLength(1);
  });
});
