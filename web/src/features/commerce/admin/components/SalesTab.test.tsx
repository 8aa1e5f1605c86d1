import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TSale } from '@contract/commerce';
import { INVOICING_MSG, type TCfe, type TCfeReport } from '@contract/invoicing';
import { TestProviders } from '@web/test/render';
import { SalesTab } from './SalesTab';

const ISSUED: TCfe = {
  _id: 'c1',
  tipo: 101,
  estado: 'emitido',
  serie: 'A',
  numero: 12,
  emitidoAt: '2026-03-10T15:00:00.000Z',
  error: null,
  intentos: 1,
  proximoIntento: null,
};
const PENDING: TCfe = {
  ...ISSUED,
  _id: 'c2',
  estado: 'pendiente',
  serie: null,
  numero: null,
  emitidoAt: null,
  error: INVOICING_MSG.noTaxRate,
  intentos: 3,
};
const CREDIT_NOTE: TCfe = { ...ISSUED, _id: 'c3', tipo: 102, numero: 3 };

const SALE: TSale = {
  _id: 's1',
  producto: 'Plan Running',
  productoId: 'p1',
  typeProduct: 'plan',
  userId: 'u1',
  userEmail: 'ana@hoy.uy',
  monto: '1500.00',
  plataforma: 'Mercado Pago',
  payment_id: '123',
  createdAt: '2026-03-10T14:00:00.000Z',
  refundedAt: null,
  refundDue: false,
  comprobante: ISSUED,
  notaCredito: null,
};
const WAITING: TSale = {
  ...SALE,
  _id: 's2',
  producto: 'Recetario',
  userEmail: 'bruno@hoy.uy',
  comprobante: PENDING,
};
const REFUNDED: TSale = {
  ...SALE,
  _id: 's3',
  producto: 'Ebook',
  userEmail: 'carla@hoy.uy',
  refundedAt: '2026-03-12T14:00:00.000Z',
  notaCredito: CREDIT_NOTE,
};

const REPORT: TCfeReport = {
  mes: '2026-03',
  comprobantes: [],
  ventas: [],
  notasCredito: [],
  neto: '0.00',
  ventasDelMes: '0.00',
  pendientes: 0,
};

const toasts = () => vi.mocked(notifications.show).mock.calls.map(([n]) => n.message);

/** Ventas on the API's `sales` (facturacion: whether CFEs are issued at all). */
function renderSales(sales: TSale[], facturacion = true) {
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.method === 'POST' && url.includes('/reintento'))
      return Response.json({
        message: INVOICING_MSG.stillPending,
        comprobante: { ...PENDING, intentos: 4 },
      });
    if (url.startsWith('/api/ventas'))
      return Response.json({ data: sales, total: { ventas: 1, monto: '1500.00' }, facturacion });
    if (url.startsWith('/api/turno-presencial'))
      return Response.json({
        product: {
          _id: 'turno',
          title: 'Turno Presencial',
          typeProduct: 'control',
          costPesos: '1500.00',
          iva: null,
        },
      });
    if (url.startsWith('/api/comprobantes/resumen')) return Response.json(REPORT);
    if (url.startsWith('/api/packs')) return Response.json({ packs: [] });
    return Response.json({ message: 'no esperado' }, { status: 404 });
  });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <TestProviders>
        <SalesTab />
      </TestProviders>
    </QueryClientProvider>,
  );
  const calls = (method: string, path: string) =>
    fetch.mock.calls.filter(
      ([url, i]) => (i?.method ?? 'GET') === method && String(url).startsWith(path),
    ).length;
  return { calls };
}

/** The first table is the sales'; the phone cards are articles named by their sale. */
const salesTable = async () => (await screen.findAllByRole('table'))[0]!;

describe("Ventas: each sale's CFE (issue 34)", () => {
  beforeEach(() => {
    vi.spyOn(notifications, 'show').mockImplementation(() => '');
  });
  afterEach(() => vi.restoreAllMocks());

  it('names an issued one, with its PDF to download', async () => {
    renderSales([SALE]);
    const table = await salesTable();
    expect(within(table).getByRole('columnheader', { name: 'Comprobante' })).toBeTruthy();
    expect(within(table).getByText('e-Ticket A-12')).toBeTruthy();
    expect(
      within(table).getByRole('button', { name: 'Descargar PDF: e-Ticket A-12' }),
    ).toBeTruthy();
    expect(screen.queryByText(INVOICING_MSG.notConfigured)).toBeNull();
  });

  it("shows a pending one's reason as text, on a phone too, and retries it", async () => {
    const { calls } = renderSales([WAITING]);
    const table = await salesTable();
    expect(within(table).getByText('Pendiente')).toBeTruthy();
    expect(within(table).getByText(INVOICING_MSG.noTaxRate)).toBeTruthy();
    const card = screen.getByRole('article', { name: 'Recetario (bruno@hoy.uy)' });
    expect(within(card).getByText(INVOICING_MSG.noTaxRate)).toBeTruthy();

    const salesLoads = calls('GET', '/api/ventas');
    await act(async () => {
      fireEvent.click(within(table).getByRole('button', { name: /^Reintentar e-Ticket/ }));
    });
    await waitFor(() => expect(calls('POST', '/api/comprobantes/c2/reintento')).toBe(1));
    await waitFor(() => expect(toasts()).toContain(INVOICING_MSG.stillPending));
    await waitFor(() => expect(calls('GET', '/api/ventas')).toBeGreaterThan(salesLoads));
  });

  it("shows a refunded sale's credit note under its CFE", async () => {
    renderSales([REFUNDED]);
    const table = await salesTable();
    expect(within(table).getByText('e-Ticket A-12')).toBeTruthy();
    expect(within(table).getByText('Nota de crédito de e-Ticket A-3')).toBeTruthy();
  });

  it('says so when invoicing is not configured, and leaves the monthly report out', async () => {
    renderSales([{ ...SALE, comprobante: null }], false);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(INVOICING_MSG.notConfigured)).toBeTruthy();
    expect(
      within(alert).getByText(/Emití los comprobantes desde el portal de tu proveedor/),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Comprobantes del mes' })).toBeNull();
    expect(screen.getByRole('region', { name: 'IVA del Turno Presencial' })).toBeTruthy();
  });
});
