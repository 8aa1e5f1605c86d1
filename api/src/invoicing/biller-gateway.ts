import { z } from 'zod';
import type { TTaxRate } from '@contract/fiscal';
import { INVOICING_MSG } from '@contract/invoicing';
import { montevideoDay } from '@contract/time';
import {
  InvoicingError,
  type CfeReceptor,
  type CfeRequest,
  type InvoicingGateway,
  type IssuedCfe,
} from './gateway';

export interface BillerOptions {
  /** 'https://biller.uy', 'https://test.biller.uy' (DGI's homologation), or the fake's. */
  url: string;
  /** The company's API token: every document is issued in the name of its owner. */
  token: string;
  /** Biller's id of the branch ('sucursal'); absent, Biller takes the company's main one. */
  branch?: string;
  /** Per call, reading the answer included. */
  timeoutMs?: number;
}

/**
 * Biller's v2 REST API (https://biller.uy). What its documentation says and this code
 * relies on: dates travel as dd/mm/aaaa; `"-"` stands for a buyer without identification;
 * `numero_interno` is unique per company, so a second `crear` with it is refused; the PDF
 * comes base64-encoded.
 */
export function createBillerGateway(opts: BillerOptions): InvoicingGateway {
  const base = opts.url.replace(/\/+$/, '');
  const timeoutMs = opts.timeoutMs ?? 10_000;

  async function call(path: string, limit: number, body?: unknown): Promise<Answer> {
    let answer: Answer;
    try {
      const res = await fetch(`${base}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          authorization: `Bearer ${opts.token}`,
          accept: 'application/json, application/pdf',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        // Over the whole call, the answer's body included: a provider that starts to answer
        // and then stalls must not hold a retry job forever.
        signal: AbortSignal.timeout(timeoutMs),
      });
      answer = {
        status: res.status,
        type: res.headers.get('content-type') ?? '',
        bytes: await readCapped(res, limit),
      };
    } catch (err) {
      if (err instanceof InvoicingError) throw err;
      throw new InvoicingError(
        isTimeout(err) ? MSG.timeout : INVOICING_MSG.unreachable,
        false,
        err,
      );
    }
    const refusal = refusalOf(answer);
    // The provider's words reach Ventas as they are: never with our key in them.
    if (refusal) throw new InvoicingError(redact(refusal.message, opts.token), refusal.permanent);
    return answer;
  }

  return {
    provider: 'biller',

    async issue(request) {
      const answer = await call(
        '/v2/comprobantes/crear',
        JSON_LIMIT,
        billerBody(request, opts.branch),
      );
      return issuedOf(jsonOf(answer));
    },

    async find(internalId, since) {
      const query = new URLSearchParams({ numero_interno: internalId, desde: billerDate(since) });
      const data = jsonOf(await call(`/v2/comprobantes/obtener?${query}`, JSON_LIMIT));
      const first: unknown = Array.isArray(data) ? data[0] : data;
      return first === undefined ? null : issuedOf(first);
    },

    async pdf(providerId) {
      const query = new URLSearchParams({ id: providerId });
      const answer = await call(`/v2/comprobantes/pdf?${query}`, PDF_READ_LIMIT);
      const pdf = pdfOf(answer.bytes);
      if (!pdf) throw new InvoicingError(MSG.noPdf, false);
      return pdf;
    },
  };
}

const JSON_LIMIT = 1024 * 1024;
const PDF_LIMIT = 10 * 1024 * 1024;
/** Base64 writes 3 bytes in 4 characters (plus JSON's quotes and line breaks). */
const PDF_READ_LIMIT = Math.ceil((PDF_LIMIT * 4) / 3) + 64 * 1024;
/** DGI's limit for an item's name (NomItem). */
const CONCEPT_MAX = 80;
const REASON_MAX = 300;

const MSG = {
  timeout: 'El proveedor de facturación no respondió a tiempo',
  down: (status: number) => `El proveedor de facturación no respondió (HTTP ${status})`,
  busy: 'El proveedor de facturación está recibiendo demasiados pedidos (HTTP 429)',
  token: 'El proveedor de facturación rechazó la clave (INVOICING_TOKEN)',
  refused: (status: number) => `El proveedor de facturación rechazó el pedido (HTTP ${status})`,
  tooBig: 'La respuesta del proveedor de facturación es demasiado grande',
  unreadable: 'El proveedor de facturación respondió algo que no entendemos',
  noPdf: 'El proveedor de facturación no entregó un PDF del comprobante',
} as const;

/** Biller's 'indicador_facturacion' of each rate. */
const INDICATOR: Record<TTaxRate, 1 | 2 | 3> = { exento: 1, minimo: 2, basico: 3 };

/** The body of `POST /v2/comprobantes/crear` for one document. */
function billerBody(request: CfeRequest, branch?: string) {
  const { item, reference } = request;
  return {
    tipo_comprobante: request.type,
    forma_pago: 1, // contado: the shop is paid before it issues anything
    ...(branch ? { sucursal: Number(branch) } : {}),
    moneda: 'UYU',
    montos_brutos: 1, // her prices include IVA; Biller takes it out of them
    numero_interno: request.internalId,
    fecha_emision: billerDate(request.date),
    cliente: clientOf(request.receptor),
    items: [
      {
        cantidad: 1,
        concepto: [...item.concept.trim()].slice(0, CONCEPT_MAX).join(''),
        precio: Number(item.grossAmount),
        indicador_facturacion: INDICATOR[item.taxRate],
      },
    ],
    ...(reference
      ? {
          referencias: [
            { tipo: reference.type, serie: reference.series, numero: reference.number },
          ],
          razon_referencia: reference.reason,
        }
      : {}),
  };
}

/** The day the document belongs to, in Montevideo, as Biller reads dates: 'dd/mm/aaaa'. */
function billerDate(at: Date): string {
  const [year, month, day] = montevideoDay(at).split('-');
  return `${day}/${month}/${year}`;
}

function clientOf(receptor: CfeReceptor | null) {
  if (!receptor) return '-' as const;
  if (receptor.kind === 'RUT')
    return {
      tipo_documento: 2,
      documento: receptor.document,
      razon_social: receptor.name,
      sucursal: { pais: 'UY', direccion: receptor.address ?? '' },
    };
  return {
    tipo_documento: 3,
    documento: receptor.document,
    nombre_fantasia: receptor.name,
    sucursal: { pais: 'UY' },
  };
}

interface Answer {
  status: number;
  type: string;
  bytes: Buffer;
}

/** The body, read up to `limit` bytes: a provider gone wrong cannot fill the server's memory. */
async function readCapped(res: Response, limit: number): Promise<Buffer> {
  if (Number(res.headers.get('content-length')) > limit) {
    await res.body?.cancel();
    throw new InvoicingError(MSG.tooBig, false);
  }
  if (!res.body) return Buffer.alloc(0);
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new InvoicingError(MSG.tooBig, false);
    }
    chunks.push(value);
  }
}

const isTimeout = (err: unknown) =>
  err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');

/**
 * What a failed answer means: a refused key or a refused document will be refused again
 * (permanent); a provider down, busy or mid-deploy may answer the next try.
 */
function refusalOf(answer: Answer): { message: string; permanent: boolean } | null {
  const { status } = answer;
  if (status >= 200 && status < 300) return null;
  if (status === 401 || status === 403) return { message: MSG.token, permanent: true };
  if (status === 429) return { message: MSG.busy, permanent: false };
  if (status === 408 || status < 400 || status >= 500)
    return { message: MSG.down(status), permanent: false };
  return { message: reasonOf(answer) ?? MSG.refused(status), permanent: true };
}

/**
 * The provider's reason for a refusal: Biller answers `{ "errores": [...] }`, or a
 * `message`; else its text, unless that is a web page (a wrong INVOICING_URL's 404).
 */
function reasonOf({ bytes, type }: Answer): string | null {
  const text = bytes.toString('utf8').trim();
  const data = parseJson(text);
  if (isRecord(data)) {
    const found = ['errores', 'errors', 'message', 'mensaje', 'error'].flatMap((k) =>
      stringsIn(data[k]),
    );
    if (found.length) return clip(found.join('; '));
  }
  if (!text || /html/i.test(type) || text.startsWith('<')) return null;
  return clip(text);
}

/** Every string in a value: Biller's errors come as a string, a list, or a list per field. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (isRecord(value)) return Object.values(value).flatMap(stringsIn);
  return [];
}

const clip = (text: string) =>
  text.length > REASON_MAX ? `${text.slice(0, REASON_MAX - 1).trimEnd()}…` : text;

const redact = (text: string, secret: string) =>
  secret ? text.replaceAll(secret, '[INVOICING_TOKEN]') : text;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function jsonOf(answer: Answer): unknown {
  const data = parseJson(answer.bytes.toString('utf8'));
  if (data === undefined) throw new InvoicingError(MSG.unreadable, false);
  return data;
}

/** Biller's examples write `numero` as a number and as a string: both are read. */
const ZIssuedSchema = z.object({
  id: z.union([z.number().int(), z.string().min(1)]),
  serie: z.string().min(1),
  numero: z.union([z.number().int().positive(), z.string().regex(/^\d+$/).transform(Number)]),
  // Read back by `obtener` it may lack the hash; the document was issued all the same.
  hash: z.string().optional(),
});

/**
 * A document as Biller answers it. An answer we cannot read is not permanent: the document
 * may well exist, and the next try finds it by its internal id.
 */
function issuedOf(data: unknown): IssuedCfe {
  const parsed = ZIssuedSchema.safeParse(data);
  if (!parsed.success) throw new InvoicingError(MSG.unreadable, false, parsed.error);
  const { id, serie, numero, hash } = parsed.data;
  return { providerId: String(id), series: serie, number: numero, securityCode: hash ?? '' };
}

const isPdf = (bytes: Buffer) => bytes.subarray(0, 4).toString('latin1') === '%PDF';

/**
 * The PDF in an answer: the file itself, or (as Biller documents it) its base64, bare, as
 * a JSON string or as `{ "pdf": ... }`. Null when what comes is no PDF.
 */
export function pdfOf(bytes: Buffer): Buffer | null {
  if (isPdf(bytes)) return bytes;
  const text = bytes.toString('latin1').trim();
  const data = parseJson(text);
  const encoded =
    typeof data === 'string'
      ? data
      : isRecord(data) && typeof data.pdf === 'string'
        ? data.pdf
        : // Biller's own example wraps the base64 in braces that are no JSON.
          text.replace(/^[{\s"]+|[}\s"]+$/g, '');
  if (!/^[A-Za-z0-9+/=\s]+$/.test(encoded)) return null;
  const decoded = Buffer.from(encoded, 'base64');
  return isPdf(decoded) && decoded.length <= PDF_LIMIT ? decoded : null;
}
