import { createHash } from 'node:crypto';
import http from 'node:http';
import { z } from 'zod';
import { CFE_TYPE_CODES, CFE_TYPE_LABELS, CFE_TYPES, type TCfeType } from '@contract/fiscal';
import { formatMoney } from '@contract/money';
import { newPdfDocument, PDF_FONT, printable } from '../pdf/fonts';

/**
 * A local Biller: a real HTTP server that speaks the part of Biller's v2 API the shop uses
 * (crear, obtener, pdf), so the very gateway that talks to Biller in production runs in the
 * tests and under `npm start` without an account. It checks what Biller would refuse and
 * keeps what it issued, numbered per type in series A, in memory.
 */

export interface FakeBillerOptions {
  /** 0 (the default): any free port. */
  port?: number;
  host?: string;
  /** The only token it accepts. */
  token?: string;
}

/** A document it issued, with the body it was asked for. */
export interface FakeBillerDocument {
  id: number;
  type: TCfeType;
  serie: string;
  numero: number;
  hash: string;
  internalId: string | null;
  issuedAt: Date;
  body: FakeBillerBody;
}

export interface FakeBillerRequest {
  method: string;
  /** With its query: '/v2/comprobantes/obtener?numero_interno=...'. */
  path: string;
  body: unknown;
}

/**
 * 'down': every call answers 503, as a provider that cannot be reached; 'refuse': `crear`
 * answers 422 with the message, as DGI's validation refusing a document.
 */
export type FakeBillerFailure = 'down' | 'refuse' | null;

export interface FakeBiller {
  url: string;
  token: string;
  documents: readonly FakeBillerDocument[];
  requests: readonly FakeBillerRequest[];
  failWith(mode: FakeBillerFailure, message?: string): void;
  close(): Promise<void>;
}

export const FAKE_BILLER_TOKEN = 'fake-biller-token';
const SERIES = 'A';
const BODY_LIMIT = 1024 * 1024;

const MSG = {
  unauthorized: 'Token inválido o ausente',
  notJson: 'El cuerpo del pedido no es JSON válido',
  tooLarge: 'El pedido es demasiado grande',
  notFound: 'Ruta no encontrada',
  noDocument: 'No existe un comprobante con ese id',
  missingId: 'Falta el parámetro id',
  missingQuery: 'Falta el parámetro numero_interno',
  down: 'Servicio no disponible',
  refused: 'El comprobante fue rechazado',
  duplicate: 'Ya existe un comprobante con ese numero_interno',
  needsRut: 'La e-Factura y su nota de crédito necesitan un cliente con RUT (tipo_documento 2)',
  needsReference: 'Una nota de crédito necesita referencias al comprobante que corrige',
  unknownReference: (r: { tipo: number; serie: string; numero: number }) =>
    `El comprobante referenciado ${r.tipo} ${r.serie}-${r.numero} no existe`,
  internal: 'Error interno',
} as const;

const ZItemSchema = z.looseObject({
  cantidad: z.number().positive({ error: 'cantidad debe ser mayor que 0' }),
  concepto: z
    .string()
    .trim()
    .min(1, { error: 'Falta el concepto del ítem' })
    .max(80, { error: 'El concepto tiene hasta 80 caracteres' }),
  precio: z.number().positive({ error: 'precio debe ser mayor que 0' }),
  indicador_facturacion: z.union([z.literal(1), z.literal(2), z.literal(3)], {
    error: 'indicador_facturacion debe ser 1 (exento), 2 (tasa mínima) o 3 (tasa básica)',
  }),
});

const ZClientSchema = z.looseObject({
  tipo_documento: z.number().int(),
  documento: z.string().trim().min(1, { error: 'Falta el documento del cliente' }),
  razon_social: z.string().optional(),
  nombre_fantasia: z.string().optional(),
  sucursal: z.looseObject({ pais: z.string(), direccion: z.string().optional() }).optional(),
});

const ZReferenceSchema = z.object({
  tipo: z.number().int(),
  serie: z.string(),
  numero: z.number().int(),
});

/** What Biller's `crear` takes, as far as the shop sends it. */
const ZBodySchema = z.looseObject({
  tipo_comprobante: z.union(
    CFE_TYPE_CODES.map((c) => z.literal(c)),
    { error: 'tipo_comprobante debe ser 101, 102, 111 o 112' },
  ),
  forma_pago: z.union([z.literal(1), z.literal(2)]).optional(),
  sucursal: z.number().int().positive().optional(),
  moneda: z.string().length(3).optional(),
  montos_brutos: z.union([z.literal(0), z.literal(1)]).optional(),
  numero_interno: z.string().trim().min(1).optional(),
  fecha_emision: z
    .string()
    .regex(/^\d{2}\/\d{2}\/\d{4}$/, { error: 'fecha_emision va con el formato dd/mm/aaaa' })
    .optional(),
  cliente: z.union([z.literal('-'), ZClientSchema]).optional(),
  items: z.array(ZItemSchema).min(1, { error: 'El comprobante necesita al menos un ítem' }),
  referencias: z.array(ZReferenceSchema).optional(),
  razon_referencia: z.string().optional(),
});
export type FakeBillerBody = z.infer<typeof ZBodySchema>;

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}
const refuse = (...errores: string[]) => new Refusal(422, { errores });

/** Starts it; `url` is what INVOICING_URL would be. */
export async function startFakeBiller(options: FakeBillerOptions = {}): Promise<FakeBiller> {
  const { port = 0, host = '127.0.0.1', token = FAKE_BILLER_TOKEN } = options;
  const documents: FakeBillerDocument[] = [];
  const requests: FakeBillerRequest[] = [];
  const lastNumber = new Map<TCfeType, number>();
  let failure: FakeBillerFailure = null;
  let failureMessage: string = MSG.refused;

  function issue(raw: unknown): FakeBillerDocument {
    if (failure === 'refuse') throw refuse(failureMessage);
    const parsed = ZBodySchema.safeParse(raw, {
      error: (issue) => `Dato inválido en ${issue.path?.join('.') || 'el comprobante'}`,
    });
    if (!parsed.success) throw refuse(...new Set(parsed.error.issues.map((i) => i.message)));
    const body = parsed.data;
    const type = body.tipo_comprobante;
    const internalId = body.numero_interno ?? null;
    if (internalId !== null && documents.some((d) => d.internalId === internalId))
      throw refuse(MSG.duplicate);
    const needsRut = type === CFE_TYPES.eFactura || type === CFE_TYPES.eFacturaCreditNote;
    const client = body.cliente === '-' ? undefined : body.cliente;
    if (needsRut && client?.tipo_documento !== 2) throw refuse(MSG.needsRut);
    if (type === CFE_TYPES.eTicketCreditNote || type === CFE_TYPES.eFacturaCreditNote) {
      if (!body.referencias?.length) throw refuse(MSG.needsReference);
      const unknown = body.referencias.filter(
        (r) =>
          !documents.some((d) => d.type === r.tipo && d.serie === r.serie && d.numero === r.numero),
      );
      if (unknown.length) throw refuse(...unknown.map(MSG.unknownReference));
    }
    const numero = (lastNumber.get(type) ?? 0) + 1;
    lastNumber.set(type, numero);
    const doc: FakeBillerDocument = {
      id: documents.length + 1,
      type,
      serie: SERIES,
      numero,
      hash: securityHash(type, numero, internalId),
      internalId,
      issuedAt: new Date(),
      body,
    };
    documents.push(doc);
    return doc;
  }

  function documentById(id: string | null): FakeBillerDocument {
    if (!id) throw new Refusal(400, { errores: [MSG.missingId] });
    const doc = documents.find((d) => String(d.id) === id);
    if (!doc) throw new Refusal(404, { errores: [MSG.noDocument] });
    return doc;
  }

  async function answer(method: string, url: URL, raw: string): Promise<Reply> {
    const route = `${method} ${url.pathname.replace(/\/+$/, '')}`;
    if (route === 'POST /v2/comprobantes/crear') {
      const body = parseBody(raw);
      const { id, serie, numero, hash } = issue(body);
      return json(201, { id, serie, numero, hash });
    }
    if (route === 'GET /v2/comprobantes/obtener') {
      const internalId = url.searchParams.get('numero_interno');
      const id = url.searchParams.get('id');
      if (!internalId && !id) throw new Refusal(400, { errores: [MSG.missingQuery] });
      const found = documents.filter((d) =>
        id ? String(d.id) === id : d.internalId === internalId,
      );
      return json(200, found.map(summaryOf));
    }
    if (route === 'GET /v2/comprobantes/pdf') {
      const pdf = await renderPdf(documentById(url.searchParams.get('id')), documents);
      // As Biller documents it: the file in base64.
      return { status: 200, type: 'text/plain; charset=utf-8', body: pdf.toString('base64') };
    }
    return json(404, { message: MSG.notFound });
  }

  const server = http.createServer((req, res) => {
    const send = ({ status, type, body }: Reply) => {
      res.writeHead(status, { 'content-type': type });
      res.end(body);
    };
    readBody(req)
      .then(async (raw) => {
        const url = new URL(req.url ?? '/', 'http://fake-biller');
        const method = req.method ?? 'GET';
        requests.push({ method, path: url.pathname + url.search, body: parseJsonOr(raw) });
        if (failure === 'down') return send(json(503, { message: MSG.down }));
        if (req.headers.authorization !== `Bearer ${token}`)
          return send(json(401, { message: MSG.unauthorized }));
        return send(await answer(method, url, raw));
      })
      .catch((err: unknown) =>
        send(
          err instanceof Refusal
            ? json(err.status, err.body)
            : json(500, { message: MSG.internal }),
        ),
      );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as { port: number };
  const hostInUrl = host.includes(':') ? `[${host}]` : host;

  return {
    url: `http://${hostInUrl}:${address.port}`,
    token,
    documents,
    requests,
    failWith(mode, message) {
      failure = mode;
      failureMessage = message ?? MSG.refused;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        // A client's keep-alive connection would hold the close until it times out.
        server.closeAllConnections();
      }),
  };
}

interface Reply {
  status: number;
  type: string;
  body: string | Buffer;
}

const json = (status: number, body: unknown): Reply => ({
  status,
  type: 'application/json; charset=utf-8',
  body: JSON.stringify(body),
});

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT) {
        reject(new Refusal(413, { errores: [MSG.tooLarge] }));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseJsonOr(raw: string): unknown {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

function parseBody(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new Refusal(400, { errores: [MSG.notJson] });
  }
}

/** Stands for DGI's digest of the signed document: 28 base64 characters, as Biller's. */
const securityHash = (type: TCfeType, numero: number, internalId: string | null) =>
  createHash('sha1')
    .update(`${type}:${SERIES}:${numero}:${internalId ?? ''}`)
    .digest('base64');

/** A document as `obtener` lists it. */
const summaryOf = (d: FakeBillerDocument) => ({
  id: d.id,
  tipo_comprobante: d.type,
  serie: d.serie,
  numero: d.numero,
  hash: d.hash,
  numero_interno: d.internalId,
  fecha_emision: d.body.fecha_emision ?? null,
  estado: 'Aceptado DGI',
});

/** The document's printed form, plain: what it is, its number, the line and the code. */
function renderPdf(doc: FakeBillerDocument, all: readonly FakeBillerDocument[]): Promise<Buffer> {
  const pdf = newPdfDocument({
    size: 'A5',
    margin: 40,
    info: { Title: `${CFE_TYPE_LABELS[doc.type]} ${doc.serie}-${doc.numero}` },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const { body } = doc;
  pdf.font(PDF_FONT.bold).fontSize(16).text(CFE_TYPE_LABELS[doc.type]);
  pdf.font(PDF_FONT.regular).fontSize(11).text(`Serie ${doc.serie} Nº ${doc.numero}`);
  if (body.fecha_emision) pdf.text(`Fecha: ${body.fecha_emision}`);
  const client = body.cliente === '-' ? undefined : body.cliente;
  const name = client?.razon_social ?? client?.nombre_fantasia;
  if (client) pdf.text(printable(`Cliente: ${name ? `${name}, ` : ''}${client.documento}`));
  for (const ref of body.referencias ?? []) {
    const original = all.find(
      (d) => d.type === ref.tipo && d.serie === ref.serie && d.numero === ref.numero,
    );
    const label = original ? CFE_TYPE_LABELS[original.type] : String(ref.tipo);
    pdf.text(`Corrige: ${label} ${ref.serie}-${ref.numero}`);
  }
  if (body.razon_referencia) pdf.text(printable(`Motivo: ${body.razon_referencia}`));
  pdf.moveDown();
  for (const item of body.items) {
    pdf.text(printable(item.concepto));
    pdf.text(formatMoney(item.precio), { align: 'right' });
  }
  pdf.moveDown();
  // The printed code is the first 6 characters of the hash, as on DGI's documents.
  pdf.text(`Código de seguridad: ${doc.hash.slice(0, 6)}`);
  pdf.moveDown();
  pdf.font(PDF_FONT.italic).text('Documento de prueba, sin validez fiscal');
  pdf.end();
  return done;
}
