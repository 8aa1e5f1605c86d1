import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CFE_TYPES, isValidRut } from '@contract/fiscal';
import { createBillerGateway, pdfOf } from './biller-gateway';
import { startFakeBiller, type FakeBiller } from './fake-biller';
import { InvoicingError, type CfeRequest, type InvoicingGateway } from './gateway';

// 23:30 of 28 February in Montevideo (UTC-3): already 1 March in UTC.
const SALE_DATE = new Date('2025-03-01T02:30:00Z');
const RUT = '211003420017';

const ticket = (internalId: string, over: Partial<CfeRequest> = {}): CfeRequest => ({
  internalId,
  type: CFE_TYPES.eTicket,
  date: SALE_DATE,
  item: { concept: 'Plan de alimentación mensual', grossAmount: '1500.00', taxRate: 'basico' },
  receptor: null,
  ...over,
});

/** The InvoicingError a call fails with (the test fails if it does not). */
async function failure(call: Promise<unknown>): Promise<InvoicingError> {
  const err = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(InvoicingError);
  return err as InvoicingError;
}

let fake: FakeBiller;
let biller: InvoicingGateway;

beforeAll(async () => {
  fake = await startFakeBiller();
  biller = createBillerGateway({ url: fake.url, token: fake.token, branch: '7' });
});
afterAll(() => fake.close());
beforeEach(() => fake.failWith(null));

describe('Biller gateway against the local Biller', () => {
  it('issues an e-Ticket to a final consumer with the body Biller expects', async () => {
    const issued = await biller.issue(ticket('venta-1'));

    const doc = fake.documents.at(-1)!;
    expect(issued).toEqual({
      providerId: String(doc.id),
      series: 'A',
      number: doc.numero,
      securityCode: doc.hash,
    });
    expect(doc.internalId).toBe('venta-1');
    expect(doc.body).toMatchObject({
      tipo_comprobante: 101,
      forma_pago: 1,
      sucursal: 7,
      moneda: 'UYU',
      montos_brutos: 1,
      numero_interno: 'venta-1',
      fecha_emision: '28/02/2025',
      cliente: '-',
      items: [
        {
          cantidad: 1,
          concepto: 'Plan de alimentación mensual',
          precio: 1500,
          indicador_facturacion: 3,
        },
      ],
    });
    expect(doc.body).not.toHaveProperty('referencias');
    const request = fake.requests.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', path: '/v2/comprobantes/crear' });
  });

  it('sends each rate as its indicator and cuts the concept to DGI’s 80 characters', async () => {
    await biller.issue(
      ticket('venta-exenta', {
        item: { concept: `  ${'Receta '.repeat(20)}`, grossAmount: '99.5', taxRate: 'exento' },
        receptor: { kind: 'CI', document: '12345672', name: 'Ana Pérez' },
      }),
    );
    const doc = fake.documents.at(-1)!;
    expect(doc.body.items[0]).toMatchObject({ precio: 99.5, indicador_facturacion: 1 });
    expect(doc.body.items[0]!.concepto).toHaveLength(80);
    expect(doc.body.cliente).toEqual({
      tipo_documento: 3,
      documento: '12345672',
      nombre_fantasia: 'Ana Pérez',
      sucursal: { pais: 'UY' },
    });
  });

  it('issues an e-Factura to a RUT and its credit note referring to it', async () => {
    expect(isValidRut(RUT)).toBe(true);
    const receptor = { kind: 'RUT', document: RUT, name: 'Chokora SRL', address: null } as const;
    const factura = await biller.issue(
      ticket('venta-2', {
        type: CFE_TYPES.eFactura,
        item: { concept: 'Consulta', grossAmount: '1100.00', taxRate: 'minimo' },
        receptor,
      }),
    );
    expect(factura).toMatchObject({ series: 'A', number: 1 });
    expect(fake.documents.at(-1)!.body).toMatchObject({
      tipo_comprobante: 111,
      cliente: {
        tipo_documento: 2,
        documento: RUT,
        razon_social: 'Chokora SRL',
        sucursal: { pais: 'UY', direccion: '' },
      },
      items: [{ indicador_facturacion: 2 }],
    });

    const note = await biller.issue(
      ticket('reembolso-2', {
        type: CFE_TYPES.eFacturaCreditNote,
        item: { concept: 'Consulta', grossAmount: '1100.00', taxRate: 'minimo' },
        receptor,
        reference: {
          type: 111,
          series: factura.series,
          number: factura.number,
          reason: 'Reembolso',
        },
      }),
    );
    expect(note).toMatchObject({ series: 'A', number: 1 });
    expect(fake.documents.at(-1)!.body).toMatchObject({
      tipo_comprobante: 112,
      referencias: [{ tipo: 111, serie: 'A', numero: factura.number }],
      razon_referencia: 'Reembolso',
    });
  });

  it('finds a document by our id, and null for one never issued', async () => {
    const issued = await biller.issue(ticket('venta-3'));
    await expect(biller.find('venta-3', new Date())).resolves.toEqual(issued);
    // Searched from the day of the first try: Biller looks from today unless told.
    await expect(
      biller.find('venta-que-no-existe', new Date('2026-03-01T02:30:00Z')),
    ).resolves.toBeNull();
    expect(fake.requests.at(-1)!.path).toBe(
      '/v2/comprobantes/obtener?numero_interno=venta-que-no-existe&desde=28%2F02%2F2026',
    );
  });

  it('refuses a second document with the same internal id, for good', async () => {
    await biller.issue(ticket('venta-4'));
    const count = fake.documents.length;
    const err = await failure(biller.issue(ticket('venta-4')));
    expect(err.permanent).toBe(true);
    expect(err.message).toBe('Ya existe un comprobante con ese numero_interno');
    expect(fake.documents).toHaveLength(count);
  });

  it('refuses a credit note that names no document it issued', async () => {
    const err = await failure(
      biller.issue(
        ticket('reembolso-x', {
          type: CFE_TYPES.eTicketCreditNote,
          reference: { type: 101, series: 'A', number: 999, reason: 'Reembolso' },
        }),
      ),
    );
    expect(err.permanent).toBe(true);
    expect(err.message).toContain('A-999 no existe');
  });

  it('hands back the PDF Biller renders', async () => {
    const issued = await biller.issue(ticket('venta-5'));
    const pdf = await biller.pdf(issued.providerId);
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(fake.requests.at(-1)!.path).toBe(`/v2/comprobantes/pdf?id=${issued.providerId}`);
  });

  it('a provider that is down fails the call for now, and works once it is back', async () => {
    fake.failWith('down');
    const err = await failure(biller.issue(ticket('venta-6')));
    expect(err.permanent).toBe(false);
    expect(err.message).toBe('El proveedor de facturación no respondió (HTTP 503)');
    await expect(biller.find('venta-6', new Date())).rejects.toMatchObject({ permanent: false });

    fake.failWith(null);
    await expect(biller.issue(ticket('venta-6'))).resolves.toMatchObject({ series: 'A' });
  });

  it('a document the provider refuses fails for good, with its reason', async () => {
    fake.failWith('refuse', 'RUT inválido');
    const err = await failure(biller.issue(ticket('venta-7')));
    expect(err.permanent).toBe(true);
    expect(err.message).toContain('RUT inválido');
  });

  it('a wrong token fails for good, and the message never shows it', async () => {
    const secret = 'clave-equivocada-123';
    const wrong = createBillerGateway({ url: fake.url, token: secret });
    const err = await failure(wrong.issue(ticket('venta-8')));
    expect(err.permanent).toBe(true);
    expect(err.message).toBe('El proveedor de facturación rechazó la clave (INVOICING_TOKEN)');
    expect(err.message).not.toContain(secret);
    expect(fake.requests.at(-1)!.path).toBe('/v2/comprobantes/crear');
  });
});

describe('Biller gateway when nothing answers', () => {
  it('gives up on a provider that accepts the connection and stays silent', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      const gateway = createBillerGateway({
        url: `http://127.0.0.1:${port}`,
        token: 't',
        timeoutMs: 200,
      });
      const err = await failure(gateway.issue(ticket('venta-9')));
      expect(err.permanent).toBe(false);
      expect(err.message).toBe('El proveedor de facturación no respondió a tiempo');
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('fails for now when no server listens', async () => {
    const gone = await startFakeBiller();
    await gone.close();
    const gateway = createBillerGateway({ url: gone.url, token: gone.token });
    const err = await failure(gateway.find('venta-10', new Date()));
    expect(err.permanent).toBe(false);
    expect(err.message).toBe('No pudimos conectar con el proveedor de facturación');
  });
});

describe('pdfOf: the PDF in any of the shapes Biller answers it', () => {
  const file = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n', 'latin1');
  const base64 = file.toString('base64');

  it.each([
    ['the file itself', file],
    ['bare base64', Buffer.from(base64)],
    ['a JSON string', Buffer.from(JSON.stringify(base64))],
    ['{ pdf }', Buffer.from(JSON.stringify({ pdf: base64 }))],
    ['base64 in braces, as Biller’s example', Buffer.from(`{\n"${base64}"\n}`)],
  ])('%s', (_, answer) => {
    expect(pdfOf(answer)).toEqual(file);
  });

  it('nothing else', () => {
    expect(pdfOf(Buffer.from('<html>Error</html>'))).toBeNull();
    expect(
      pdfOf(Buffer.from(JSON.stringify({ pdf: Buffer.from('hola').toString('base64') }))),
    ).toBeNull();
    expect(pdfOf(Buffer.alloc(0))).toBeNull();
  });
});
