import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import type { TUsersPage } from '@contract/users';
import { createQueryClient } from '@web/app/providers';
import { theme } from '@web/app/theme';
import { usersKeys } from '@web/features/users/api/keys';
import { makeUser } from '@web/test/users';
import AdminRoute from './AdminRoute';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const PAGE: TUsersPage = {
  users: [makeUser({ _id: 'u1', name: 'Ana Rivas', email: 'ana@rivas.uy' })],
  total: 21,
  totalIsLowerBound: false,
  page: 2,
  pageSize: 20,
};

/**
 * The back office at an address, with the app's own data layer (its freshness rules decide
 * whether the tab asks again), answering GET /api/users; every request is recorded.
 */
function openAt(address: string) {
  const asked: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = String(input);
    asked.push(url);
    const body = url.startsWith('/api/users?') ? PAGE : {};
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  });
  const client = createQueryClient();
  render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[address]}>
          <AdminRoute />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { asked, client };
}

describe('the back office asks for the open tab’s first answer', () => {
  // First in the file: React resolves a lazy tab once per module, and later renders draw it
  // at once.
  it('Usuarios: asked as the back office first renders, before the tab’s code has arrived', async () => {
    const { asked, client } = openAt('/auth/administracion?tab=usuarios');
    // The first render is synchronous: the tab's chunk is still on its way, its list's
    // answer already asked for.
    expect(screen.queryByRole('textbox', { name: /Buscar/ })).toBeNull();
    const list = usersKeys.list({ q: '', page: 1, pageSize: 20 });
    expect(client.getQueryState(list)?.fetchStatus).toBe('fetching');
    await screen.findAllByText('Ana Rivas');
    expect(asked.filter((url) => url.startsWith('/api/users?'))).toHaveLength(1);
  });

  it('Usuarios: the page and search the address names, asked once by the back office and the tab', async () => {
    const { asked } = openAt('/auth/administracion?tab=usuarios&q=ana&page=2');
    await screen.findAllByText('Ana Rivas');
    const lists = asked.filter((url) => url.startsWith('/api/users?'));
    expect(lists).toHaveLength(1);
    const query = new URL(lists[0]!, 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({ q: 'ana', page: '2', pageSize: '20' });
  });

  it('an address the forms never write asks for the first page, not for nonsense', async () => {
    const { asked } = openAt('/auth/administracion?tab=usuarios&page=-5');
    await screen.findAllByText('Ana Rivas');
    const lists = asked.filter((url) => url.startsWith('/api/users?'));
    expect(lists).toHaveLength(1);
    expect(new URL(lists[0]!, 'http://x').searchParams.get('page')).toBe('1');
  });

  it('another tab does not ask for the users', async () => {
    const { asked } = openAt('/auth/administracion?tab=ventas');
    await screen.findByRole('tabpanel', { name: 'Ventas' });
    expect(asked.some((url) => url.startsWith('/api/users'))).toBe(false);
  });
});
