import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { RouteError } from './RouteError';
import { theme } from './theme';

const Broken = () => {
  throw new Error('chunk');
};

// Its own router (a data router, as the app's): the error element is what it renders.
const renderBroken = () =>
  render(
    <MantineProvider theme={theme} env="test">
      <RouterProvider
        router={createMemoryRouter([
          { path: '/', element: <Broken />, errorElement: <RouteError /> },
        ])}
      />
    </MantineProvider>,
  );

afterEach(() => vi.restoreAllMocks());

test('a page that fails to render offers a reload', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  renderBroken();
  expect(await screen.findByRole('heading', { name: 'Algo salió mal' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Recargar' })).toBeTruthy();
});

test('without signal it says the page was not kept on the phone, not that something broke', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  renderBroken();
  expect(await screen.findByRole('heading', { name: 'Sin conexión' })).toBeTruthy();
  expect(screen.getByText(/no quedó guardada en el teléfono/)).toBeTruthy();
});
