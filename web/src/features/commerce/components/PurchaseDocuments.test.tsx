import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INVOICING_MSG, type TBuyerCfe } from '@contract/invoicing';
import { setApiTransport } from '@web/lib/api';
import { sessionStore } from '@web/lib/session';
import { renderUi } from '@web/test/render';
import { makeUser } from '@web/test/users';
import { PurchaseDocuments } from './PurchaseDocuments';

const cfe = (over: Partial<TBuyerCfe> = {}): TBuyerCfe => ({
  _id: 'c1',
  tipo: 101,
  estado: 'emitido',
  serie: 'A',
  numero: 12,
  emitidoAt: '2026-03-02T15:01:00.000Z',
  ...over,
});

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46]);

const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const { createObjectURL, revokeObjectURL } = URL;

/** The names the browser was handed to save (jsdom has no blob URLs). */
function savedNames() {
  Object.assign(URL, {
    createObjectURL: () => 'blob:comprobante',
    revokeObjectURL: () => undefined,
  });
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return saved;
}

describe('PurchaseDocuments: the CFEs in Mis Compras (issue 34)', () => {
  let calls: { url: string; headers: HeadersInit | undefined }[];
  let answer: () => Response;
  beforeEach(() => {
    vi.spyOn(notifications, 'show').mockImplementation(() => '');
    calls = [];
    answer = () =>
      new Response(PDF, {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="e-Ticket-A-12.pdf"',
        },
      });
    setApiTransport(async (url, init) => {
      calls.push({ url, headers: init.headers });
      return answer();
    });
    sessionStore.start('token-ana', makeUser(), false);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    sessionStore.clear();
  });

  it("an issued e-Ticket by its name, with 'Descargar PDF' fetched with the session's token", async () => {
    const saved = savedNames();
    renderUi(<PurchaseDocuments purchase={{ comprobante: cfe(), notaCredito: null }} />);
    expect(screen.getByText('e-Ticket A-12')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Descargar PDF: e-Ticket A-12' });
    expect(button.textContent).toBe('Descargar PDF');
    await user.click(button);
    await waitFor(() => expect(saved).toEqual(['e-Ticket-A-12.pdf']));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/comprobantes/c1/pdf');
    expect(calls[0]!.headers).toMatchObject({ authorization: 'Bearer token-ana' });
  });

  it("a pending one as 'Comprobante en trámite', nothing to download", () => {
    renderUi(
      <PurchaseDocuments
        purchase={{
          comprobante: cfe({ estado: 'pendiente', serie: null, numero: null, emitidoAt: null }),
          notaCredito: null,
        }}
      />,
    );
    expect(screen.getByText('Comprobante en trámite')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("a refund's credit note after the sale's document", () => {
    renderUi(
      <PurchaseDocuments
        purchase={{
          comprobante: cfe(),
          notaCredito: cfe({ _id: 'c2', tipo: 102, numero: 3 }),
        }}
      />,
    );
    expect(screen.getByText('Nota de crédito de e-Ticket A-3')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Descargar PDF/ })).toHaveLength(2);
  });

  it('no document, nothing shown', () => {
    renderUi(<PurchaseDocuments purchase={{ comprobante: null, notaCredito: null }} />);
    expect(screen.queryByText(/comprobante|e-Ticket|e-Factura|crédito/i)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("a PDF the provider cannot hand over: the server's words as a warning", async () => {
    answer = () =>
      Response.json({ message: INVOICING_MSG.noPdf, code: 'invoicing.noPdf' }, { status: 502 });
    const saved = savedNames();
    renderUi(<PurchaseDocuments purchase={{ comprobante: cfe(), notaCredito: null }} />);
    await user.click(screen.getByRole('button', { name: /^Descargar PDF/ }));
    await waitFor(() =>
      expect(vi.mocked(notifications.show)).toHaveBeenCalledWith(
        expect.objectContaining({ message: INVOICING_MSG.noPdf }),
      ),
    );
    expect(saved).toEqual([]);
  });
});
