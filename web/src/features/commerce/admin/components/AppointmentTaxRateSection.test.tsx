import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TFixedProduct } from '@contract/commerce';
import { TestProviders } from '@web/test/render';
import { AppointmentTaxRateSection } from './AppointmentTaxRateSection';

const TURNO: TFixedProduct = {
  _id: 'turno',
  title: 'Turno Presencial',
  typeProduct: 'control',
  costPesos: '1500.00',
  iva: null,
};

describe("Ventas: 'IVA del Turno Presencial' (issue 34)", () => {
  beforeEach(() => {
    vi.spyOn(notifications, 'show').mockImplementation(() => '');
  });
  afterEach(() => vi.restoreAllMocks());

  it('starts at «Sin definir» and saves the rate she picks', async () => {
    // The server keeps what is put: the refetch after saving reads it back.
    let stored = TURNO;
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
      if (init?.method === 'PUT')
        stored = { ...TURNO, iva: (JSON.parse(String(init.body)) as TFixedProduct).iva };
      return Response.json({ product: stored });
    });
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <TestProviders>
          <AppointmentTaxRateSection />
        </TestProviders>
      </QueryClientProvider>,
    );
    const select = (await screen.findByRole('combobox', {
      name: 'Tasa de IVA',
    })) as HTMLInputElement;
    expect(select.value).toBe('Sin definir');
    fireEvent.click(select);
    fireEvent.click(screen.getByRole('option', { name: 'Exento de IVA', hidden: true }));

    await waitFor(() => expect(select.value).toBe('Exento de IVA'));
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(String(put[0])).toBe('/api/turno-presencial');
    expect(JSON.parse(String(put[1]!.body))).toEqual({ iva: 'exento' });
  });
});
