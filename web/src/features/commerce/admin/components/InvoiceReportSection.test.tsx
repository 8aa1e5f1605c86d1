import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TCfeReport } from '@contract/invoicing';
import { TestProviders } from '@web/test/render';
import { currentMonth, recentMonths } from '../lib/invoice-month';
import { InvoiceReportSection } from './InvoiceReportSection';

const REPORT: TCfeReport = {
  mes: '2026-03',
  comprobantes: [
    {
      _id: 'c1',
      tipo: 101,
      serie: 'A',
      numero: 12,
      emitidoAt: '2026-03-10T15:00:00.000Z',
      producto: 'Plan Running',
      iva: 'basico',
      total: '1220.00',
    },
    {
      _id: 'c2',
      tipo: 102,
      serie: 'A',
      numero: 3,
      emitidoAt: '2026-03-12T15:00:00.000Z',
      producto: 'Plan Running',
      iva: 'basico',
      total: '1220.00',
    },
    {
      _id: 'c3',
      tipo: 101,
      serie: 'A',
      numero: 13,
      emitidoAt: '2026-03-14T15:00:00.000Z',
      producto: 'Recetario',
      iva: 'minimo',
      total: '550.00',
    },
  ],
  ventas: [
    { iva: 'minimo', cantidad: 1, neto: '500.00', impuesto: '50.00', total: '550.00' },
    { iva: 'basico', cantidad: 1, neto: '1000.00', impuesto: '220.00', total: '1220.00' },
  ],
  notasCredito: [
    { iva: 'basico', cantidad: 1, neto: '1000.00', impuesto: '220.00', total: '1220.00' },
  ],
  neto: '550.00',
  ventasDelMes: '550.00',
  pendientes: 0,
};

/** The section on the API's `report`; every month answers it. */
function renderReport(report: TCfeReport) {
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json(report));
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <TestProviders>
        <InvoiceReportSection />
      </TestProviders>
    </QueryClientProvider>,
  );
  return fetch;
}

const row = (table: HTMLElement, rate: string) =>
  within(table)
    .getByText(rate)
    .closest('tr')!
    .textContent!.replace(/\u00a0/g, ' ');

describe("Ventas: 'Comprobantes del mes' (issue 34)", () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for this month in Montevideo, then another one she picks', async () => {
    const fetch = renderReport(REPORT);
    await screen.findByText('Coincide con las ventas del mes');
    expect(String(fetch.mock.calls[0]![0])).toBe(`/api/comprobantes/resumen?mes=${currentMonth()}`);
    const previous = recentMonths(currentMonth(), 2)[1]!;
    fireEvent.click(screen.getByRole('combobox', { name: 'Mes' }));
    fireEvent.click(screen.getByRole('option', { name: previous.label, hidden: true }));
    await waitFor(() =>
      expect(String(fetch.mock.calls.at(-1)![0])).toBe(
        `/api/comprobantes/resumen?mes=${previous.value}`,
      ),
    );
  });

  it('shows the totals by tax rate of the sales and of the credit notes, the net and the check', async () => {
    renderReport(REPORT);
    const sales = await screen.findByRole('table', { name: 'e-Tickets y e-Facturas' });
    expect(row(sales, 'IVA tasa básica (22 %)')).toBe(
      'IVA tasa básica (22 %)1$U 1.000,00$U 220,00$U 1.220,00',
    );
    expect(row(sales, 'IVA tasa mínima (10 %)')).toBe(
      'IVA tasa mínima (10 %)1$U 500,00$U 50,00$U 550,00',
    );
    const notes = screen.getByRole('table', { name: 'Notas de crédito' });
    expect(row(notes, 'IVA tasa básica (22 %)')).toContain('$U 1.220,00');

    expect(screen.getByText('Neto de los comprobantes')).toBeTruthy();
    expect(screen.getByText('Ventas del mes')).toBeTruthy();
    expect(screen.getByText('Coincide con las ventas del mes')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    // Each document, with its PDF.
    expect(screen.getAllByText('Nota de crédito de e-Ticket A-3').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Descargar PDF: e-Ticket A-13' }).length).toBe(2);
  });

  it('warns with the difference and the documents still pending when they do not agree', async () => {
    renderReport({ ...REPORT, neto: '550.00', ventasDelMes: '1770.00', pendientes: 2 });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Todavía no coincide con las ventas del mes')).toBeTruthy();
    expect(
      within(alert)
        .getByText(/Los comprobantes suman/)
        .textContent!.replace(/\u00a0/g, ' '),
    ).toBe('Los comprobantes suman $U 1.220,00 menos que las ventas.');
    expect(within(alert).getByText(/^2 comprobantes sin emitir/)).toBeTruthy();
    expect(screen.queryByText('Coincide con las ventas del mes')).toBeNull();
  });

  it('says no document was issued in a month without any', async () => {
    renderReport({
      ...REPORT,
      comprobantes: [],
      ventas: [],
      notasCredito: [],
      neto: '0.00',
      ventasDelMes: '0.00',
    });
    expect(await screen.findByText('Ningún comprobante.')).toBeTruthy();
    expect(screen.getByText('Ninguna nota de crédito.')).toBeTruthy();
    expect(screen.getByText('No se emitieron comprobantes este mes')).toBeTruthy();
  });
});
