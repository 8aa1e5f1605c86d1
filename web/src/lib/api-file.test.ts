import { describe, expect, it } from 'vitest';
import { ApiError, apiFile, filenameOf, setApiTransport, signedFile } from './api';

describe('apiFile', () => {
  it('sends the query and answers the bytes with the name the server gives them', async () => {
    let asked = '';
    setApiTransport(async (url) => {
      asked = url;
      return new Response('\uFEFF"Fecha";"Producto"\r\n', {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="ventas-desde-2026-03-01.csv"',
        },
      });
    });
    const file = await apiFile('GET /ventas/csv', { query: { desde: '2026-03-01' } });
    expect(asked).toBe('/api/ventas/csv?desde=2026-03-01');
    expect(file.filename).toBe('ventas-desde-2026-03-01.csv');
    expect(await file.blob.text()).toContain('"Fecha";"Producto"');
  });

  it("refuses with the server's Spanish message", async () => {
    setApiTransport(async () =>
      Response.json(
        { message: 'La fecha "hasta" no puede ser anterior a "desde"' },
        { status: 400 },
      ),
    );
    const failed = apiFile('GET /ventas/csv', {
      query: { desde: '2026-03-02', hasta: '2026-03-01' },
    });
    await expect(failed).rejects.toBeInstanceOf(ApiError);
    await expect(failed).rejects.toThrow('La fecha "hasta" no puede ser anterior a "desde"');
  });
});

describe('signedFile', () => {
  it('asks for the signed link as handed out, without the session, and answers its bytes', async () => {
    let asked = '';
    let auth: string | null = 'unset';
    setApiTransport(async (url, init) => {
      asked = url;
      auth = new Headers(init.headers).get('authorization');
      return new Response('%PDF-1.4', {
        headers: { 'content-disposition': 'attachment; filename="plan-abc.pdf"' },
      });
    });
    const file = await signedFile('/api/entregas/archivo/abc.pdf?exp=1&sig=xyz');
    expect(asked).toBe('/api/entregas/archivo/abc.pdf?exp=1&sig=xyz');
    expect(auth).toBeNull();
    expect(file.filename).toBe('plan-abc.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.4');
  });

  it("refuses an expired link with the server's message", async () => {
    setApiTransport(async () => Response.json({ message: 'El enlace venció' }, { status: 403 }));
    await expect(signedFile('/api/entregas/archivo/abc.pdf?exp=1&sig=xyz')).rejects.toThrow(
      'El enlace venció',
    );
  });
});

describe('filenameOf', () => {
  it('reads a quoted or bare name, and prefers the UTF-8 one', () => {
    expect(filenameOf('attachment; filename="ventas.csv"')).toBe('ventas.csv');
    expect(filenameOf('attachment; filename=ventas.csv')).toBe('ventas.csv');
    expect(filenameOf(`attachment; filename="x.csv"; filename*=UTF-8''ra%C3%ADz.csv`)).toBe(
      'raíz.csv',
    );
  });

  it('answers null without a name', () => {
    expect(filenameOf(null)).toBeNull();
    expect(filenameOf('attachment')).toBeNull();
  });
});
