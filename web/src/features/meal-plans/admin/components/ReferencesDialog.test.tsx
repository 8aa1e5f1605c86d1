import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_REFERENCES,
  REFERENCE_SOURCES,
  REFERENCES_MSG,
} from '@contract/nutrient-references';
import { renderUi } from '@web/test/render';
import { ReferencesDialog } from './ReferencesDialog';

const HERS = { ...DEFAULT_REFERENCES, sodioMg: 3500 };

function open(onClose = vi.fn()) {
  renderUi(
    <QueryClientProvider client={new QueryClient()}>
      <ReferencesDialog opened current={HERS} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}
const field = (label: RegExp) => screen.getByRole<HTMLInputElement>('textbox', { name: label });

describe('ReferencesDialog: her reference values for a day (issue 35)', () => {
  let fetch: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.spyOn(notifications, 'show').mockImplementation(() => '');
    fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) =>
      Response.json({
        message: REFERENCES_MSG.saved,
        referencias: JSON.parse(String(init?.body)),
      }),
    );
  });
  afterEach(() => vi.restoreAllMocks());

  it('opens with hers, each default with its source, and saves what she types', async () => {
    const onClose = open();
    expect(field(/^Sodio, máximo por día/).value).toBe('3.500');
    expect(screen.getByText(`Por defecto: ${REFERENCE_SOURCES.sodioMg}`)).toBeTruthy();
    fireEvent.change(field(/^Calcio, mínimo por día/), { target: { value: '1200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0]!;
    expect([String(url), init?.method]).toEqual(['/api/planes-alimentarios/referencias', 'PUT']);
    expect(JSON.parse(String(init?.body))).toEqual({ ...HERS, calcioMg: 1200 });
  });

  it('a value out of range is said on its field and nothing is sent; the defaults come back with one button', async () => {
    const onClose = open();
    fireEvent.change(field(/^Azúcares libres, máximo/), { target: { value: '80' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText(/Azúcares libres \(% de la energía\): un número entre 1 y 50/),
    ).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Volver a los valores por defecto' }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual(DEFAULT_REFERENCES);
  });
});
