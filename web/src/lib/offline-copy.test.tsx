import { dehydrate, hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@web/test/users';
import { noteServerAnswers, readOffline, useOfflineQuery } from './offline-copy';
import { sessionStore } from './session';

const KEY = 'plan:1';

function Plan() {
  const { data } = useOfflineQuery(
    { queryKey: ['plan', '1'], queryFn: () => Promise.resolve({ title: 'De la red' }) },
    KEY,
  );
  return <p>{data?.title ?? '…'}</p>;
}

/** A client holding this answer in its cache, as the server's page or a fetch left it. */
function cached(title: string) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(['plan', '1'], { title }, { updatedAt: Date.parse('2026-11-30T10:00:00Z') });
  return client;
}

describe('useOfflineQuery keeps the answer a page arrived with', () => {
  beforeEach(() => sessionStore.start('token', makeUser({ type: 'guest' }), true));
  afterEach(() => sessionStore.clear());

  it('keeps the answer the server sent with its page once, as of when the server answered', async () => {
    const server = cached('Del servidor');
    const html = renderToString(
      <QueryClientProvider client={server}>
        <Plan />
      </QueryClientProvider>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    // As main.tsx does with the page's answers (app/providers.tsx's hydrate).
    const state = dehydrate(server);
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    hydrate(client, state);
    noteServerAnswers(state);
    await act(async () => {
      hydrateRoot(
        container,
        <QueryClientProvider client={client}>
          <Plan />
        </QueryClientProvider>,
      );
    });
    expect(container.textContent).toBe('Del servidor');
    expect(readOffline(KEY)).toEqual({
      savedAt: Date.parse('2026-11-30T10:00:00Z'),
      data: { title: 'Del servidor' },
    });
    container.remove();

    // Back on the page later: the answer in the cache is not written again.
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    render(
      <QueryClientProvider client={client}>
        <Plan />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Del servidor')).toBeTruthy();
    expect(setItem.mock.calls.filter(([k]) => k.startsWith('copia:'))).toEqual([]);
    setItem.mockRestore();
  });

  it('writes nothing when a page drawn in the browser finds the answer already in the cache', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    render(
      <QueryClientProvider client={cached('De un fetch anterior')}>
        <Plan />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('De un fetch anterior')).toBeTruthy();
    expect(setItem.mock.calls.filter(([k]) => k.startsWith('copia:'))).toEqual([]);
    setItem.mockRestore();
  });
});
