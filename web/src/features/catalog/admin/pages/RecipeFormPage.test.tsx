import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
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
};

function renderAt(path: string) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ receta: RECIPE }));
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
