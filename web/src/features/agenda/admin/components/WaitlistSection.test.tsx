import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '@contract/pages';
import type { TWaitlistEntry } from '@contract/waitlist';
import { TestProviders } from '@web/test/render';
import { WaitlistSection } from './WaitlistSection';

const ANA: TWaitlistEntry = {
  _id: 'w1',
  userId: 'u-ana',
  name: 'Ana Rivas',
  email: 'ana@espera.uy',
  // 18/03/2026 10:05 in Montevideo.
  anotadoDesde: '2026-03-18T13:05:00.000Z',
  // 14:30 in Montevideo.
  ofertaHasta: '2026-03-20T17:30:00.000Z',
};
const BRUNO: TWaitlistEntry = {
  _id: 'w2',
  userId: 'u-bruno',
  name: 'Bruno Silva',
  email: 'bruno@espera.uy',
  anotadoDesde: '2026-03-19T21:40:00.000Z',
  ofertaHasta: null,
};

afterEach(() => vi.restoreAllMocks());

function show(espera: TWaitlistEntry[]) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
    expect(String(url)).toBe('/api/lista-de-espera/todos');
    return Response.json({ espera });
  });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <TestProviders>
        <WaitlistSection />
      </TestProviders>
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'Lista de espera' });
}

describe("her Agenda's 'Lista de espera' (issue 34)", () => {
  it('who waits, in order: place, name, e-mail, since when, and who holds an offer now', async () => {
    const section = show([ANA, BRUNO]);
    const list = await within(section).findByRole('list', {
      name: 'Personas en la lista de espera, en orden',
    });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first!.textContent).toBe(
      '1.Ana Rivasana@espera.uyanotado el 18/03/2026 10:05Turno ofrecido hasta las 14:30',
    );
    expect(within(first!).getByRole('link', { name: 'Ana Rivas' }).getAttribute('href')).toBe(
      PATHS.profile('u-ana'),
    );
    // 21:40 UTC is 18:40 in Montevideo; no offer, no badge.
    expect(second!.textContent).toBe('2.Bruno Silvabruno@espera.uyanotado el 19/03/2026 18:40');
    expect(
      within(section).getByText(
        /se lo ofrecemos a la primera persona de la lista por 2 horas, y después a la siguiente\./,
      ),
    ).toBeTruthy();
  });

  it('says so when nobody waits', async () => {
    const section = show([]);
    expect(await within(section).findByText('Nadie está esperando un turno.')).toBeTruthy();
    expect(within(section).queryByRole('list')).toBeNull();
  });
});
