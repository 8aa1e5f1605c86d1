import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TFoodImportAnswer } from '@contract/foods';
import { setApiTransport } from '@web/lib/api';
import { TestProviders } from '@web/test/render';
import { ImportFoodsDialog } from './ImportFoodsDialog';

const PREVIEW: TFoodImportAnswer = {
  message: 'Vista previa del CSV',
  stored: false,
  counts: { Nuevo: 2, Cambia: 1, Igual: 1, Rechazado: 1 },
  rows: [
    { line: 2, name: 'Boniato', action: 'Nuevo', reason: null, changes: [] },
    { line: 3, name: 'Zapallo', action: 'Nuevo', reason: null, changes: [] },
    { line: 4, name: 'Manzana roja', action: 'Cambia', reason: null, changes: ['kcal: 52 → 54'] },
    { line: 5, name: 'Leche', action: 'Igual', reason: null, changes: [] },
    {
      line: 6,
      name: 'Pan',
      action: 'Rechazado',
      reason: 'Energía (kcal): tiene que ser un número entre 0 y 910',
      changes: [],
    },
  ],
};

interface Call {
  url: string;
  method: string;
  body: unknown;
}

/** The API: each call is recorded and answered by `answer`. */
function mockApi(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  setApiTransport(async (url, init) => {
    const call = { url, method: init.method ?? 'GET', body: init.body };
    calls.push(call);
    return answer(call);
  });
  return calls;
}

function renderDialog() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <TestProviders>
        <ImportFoodsDialog opened onClose={onClose} />
      </TestProviders>
    </QueryClientProvider>,
  );
  return { onClose, invalidate };
}

const csv = () =>
  new File(['nombre;grupo;kcal;proteinas;carbohidratos;grasas;fibra\n'], 'mis-alimentos.csv', {
    type: 'text/csv',
  });

async function chooseFile() {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.upload(input, csv());
}

describe('ImportFoodsDialog', () => {
  beforeEach(() => {
    vi.spyOn(notifications, 'show').mockImplementation(() => '');
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('previews the CSV row by row, then imports the new and changed foods with confirmar=1', async () => {
    const calls = mockApi(({ url }) =>
      Response.json(
        url.includes('confirmar=1')
          ? { ...PREVIEW, message: 'Alimentos importados', stored: true }
          : PREVIEW,
      ),
    );
    const { onClose, invalidate } = renderDialog();
    // The columns are explained before a file is chosen.
    expect(screen.getByText('1 taza=160|1 cucharada=15')).toBeTruthy();
    const previewButton = screen.getByRole('button', { name: 'Ver vista previa' });
    expect((previewButton as HTMLButtonElement).disabled).toBe(true);

    await chooseFile();
    await userEvent.click(previewButton);

    const region = await screen.findByRole('region', { name: 'Vista previa fila por fila' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/alimentos/importar');
    expect(calls[0]!.method).toBe('POST');
    const sent = (calls[0]!.body as FormData).get('archivo');
    expect(sent instanceof File && sent.name).toBe('mis-alimentos.csv');

    const summary = screen.getByRole('list', { name: 'Resumen' });
    const counts = within(summary)
      .getAllByRole('listitem')
      .map((i) => i.textContent);
    expect(counts).toEqual(['2Nuevos', '1Cambian', '1Iguales', '1Rechazados']);

    const rows = within(region).getAllByRole('row');
    expect(rows).toHaveLength(6);
    expect(within(rows[3]!).getByText('kcal: 52 → 54')).toBeTruthy();
    const refused = rows[5]!;
    expect(refused.getAttribute('data-action')).toBe('Rechazado');
    expect(within(refused).getByText('6')).toBeTruthy();
    expect(
      within(refused).getByText('Energía (kcal): tiene que ser un número entre 0 y 910'),
    ).toBeTruthy();
    // Nothing is stored by the preview.
    expect(invalidate).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Importar 3 alimentos' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(calls).toHaveLength(2);
    expect(calls[1]!.url).toBe('/api/alimentos/importar?confirmar=1');
    expect((calls[1]!.body as FormData).get('archivo')).toBeInstanceOf(File);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['foods'] });
    expect(vi.mocked(notifications.show).mock.calls.map(([n]) => n.message)).toEqual([
      'Alimentos importados',
    ]);
  });

  it('offers no import when every row is refused, and shows a refused file in the server words', async () => {
    let answer: Response = Response.json({
      ...PREVIEW,
      counts: { Nuevo: 0, Cambia: 0, Igual: 0, Rechazado: 1 },
      rows: [PREVIEW.rows[4]],
    });
    mockApi(() => answer);
    renderDialog();
    await chooseFile();
    await userEvent.click(screen.getByRole('button', { name: 'Ver vista previa' }));
    const none = await screen.findByRole('button', { name: 'Importar 0 alimentos' });
    expect((none as HTMLButtonElement).disabled).toBe(true);

    // Another file: the old preview goes, and the server's refusal is shown on the field.
    answer = Response.json(
      { code: 'validation', message: 'El CSV no tiene filas de alimentos', errors: {} },
      { status: 400 },
    );
    await chooseFile();
    expect(screen.queryByRole('region', { name: 'Vista previa fila por fila' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Ver vista previa' }));
    expect(await screen.findByText('El CSV no tiene filas de alimentos')).toBeTruthy();
  });
});
