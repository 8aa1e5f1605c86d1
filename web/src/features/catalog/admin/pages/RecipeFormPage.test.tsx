import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TRecipe } from '@contract/catalog';
import { PATHS } from '@contract/pages';
import RecipeFormPage from './RecipeFormPage';

// jsdom has no FontFaceSet; Mantine's autosize Textarea listens to it.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });

const ID = '77777777-7777-4777-8777-777777777777';
const RECIPE: TRecipe = {
  _id: ID,
  title: 'Tortilla de papas',
  description: 'Clásica',
  editorState: '',
  type: 'receta',
  file: null,
  items: null,
  avatar: '',
  nota: null,
  video: null,
  videoPromo: null,
  premium: false,
  createdAt: '2026-03-18T12:00:00.000Z',
  costDolars: '10.00',
  costPesos: '400.00',
  linktoPayPaypal: null,
  linktoPayMercadoLibre: null,
  hasFiles: false,
  iva: null,
  cuotas: 1,
};

/** The page at `path`; every call answers `recipe`. */
function renderAt(path: string, recipe: TRecipe = RECIPE) {
  const fetch = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => Response.json({ receta: recipe }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // What the route composer hands in (app/routes/RecipeFormRoute.tsx): another feature's part.
  const page = <RecipeFormPage ingredients={(id) => <p>Ingredientes de {id}</p>} />;
  const router = createMemoryRouter(
    [
      { path: PATHS.newRecipe(), element: page },
      { path: PATHS.editRecipe(':id'), element: page },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return fetch;
}

describe('RecipeFormPage: what it shows below the form', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows a saved recipe's ingredients, handed in by the route", async () => {
    renderAt(PATHS.editRecipe(ID));
    expect(await screen.findByText(`Ingredientes de ${ID}`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Guardar Receta' })).toBeTruthy();
  });

  it('asks to save a new recipe first', async () => {
    renderAt(PATHS.newRecipe());
    expect(await screen.findByText('Guardá la receta para cargar sus ingredientes.')).toBeTruthy();
    expect(screen.queryByText(/^Ingredientes de/)).toBeNull();
  });
});

describe('RecipeFormPage: its IVA (issue 34)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts at «Sin definir», says who sets it, and sends the rate chosen', async () => {
    const fetch = renderAt(PATHS.editRecipe(ID));
    const iva = (await screen.findByRole('combobox', { name: 'IVA' })) as HTMLInputElement;
    expect(iva.value).toBe('Sin definir');
    expect(
      screen.getByText(
        'Lo define tu contador. Sin tasa, el comprobante de la venta queda esperando.',
      ),
    ).toBeTruthy();

    fireEvent.click(iva);
    fireEvent.click(screen.getByRole('option', { name: 'IVA tasa básica (22 %)', hidden: true }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar Receta' }));
    });

    await waitFor(() =>
      expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true),
    );
    const [url, init] = fetch.mock.calls.find(([, i]) => i?.method === 'PUT')!;
    expect(String(url)).toBe(`/api/receta/${ID}`);
    expect((init?.body as FormData).get('iva')).toBe('basico');
  });

  it("sends '' to clear a rate back to «Sin definir»", async () => {
    const fetch = renderAt(PATHS.editRecipe(ID), { ...RECIPE, iva: 'minimo' });
    const iva = (await screen.findByRole('combobox', { name: 'IVA' })) as HTMLInputElement;
    expect(iva.value).toBe('IVA tasa mínima (10 %)');
    fireEvent.click(iva);
    fireEvent.click(screen.getByRole('option', { name: 'Sin definir', hidden: true }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar Receta' }));
    });
    await waitFor(() =>
      expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true),
    );
    const [, init] = fetch.mock.calls.find(([, i]) => i?.method === 'PUT')!;
    expect((init?.body as FormData).get('iva')).toBe('');
  });
});
