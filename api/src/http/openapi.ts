import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ZErrorSchema } from '@contract/common';
import type { Access, Endpoint, UploadKind } from '@contract/endpoint';
import { endpoints } from '@contract/endpoints';

/**
 * The refusals any route may answer. They are also the routes' response schemas, so an
 * error leaves the server in exactly the shape the document promises.
 */
const ERRORS = {
  400: ZErrorSchema,
  401: ZErrorSchema,
  403: ZErrorSchema,
  404: ZErrorSchema,
  409: ZErrorSchema,
  413: ZErrorSchema,
  429: ZErrorSchema,
  502: ZErrorSchema,
  503: ZErrorSchema,
};

interface Refusal {
  name: string;
  description: string;
}
/** Each refusal, described once in the document's components and referred to by every operation. */
const REFUSAL_OF = {
  400: {
    name: 'BadRequest',
    description: 'Datos inválidos: `errors` dice qué corregir en cada campo',
  },
  401: { name: 'Unauthorized', description: 'Falta iniciar sesión, o la sesión venció' },
  403: { name: 'Forbidden', description: 'La cuenta no tiene permiso para esto' },
  404: { name: 'NotFound', description: 'No encontramos lo que se pidió' },
  409: { name: 'Conflict', description: 'Choca con lo que ya está guardado' },
  413: { name: 'PayloadTooLarge', description: 'El archivo o el pedido es demasiado grande' },
  429: {
    name: 'TooManyRequests',
    description: 'Demasiados pedidos seguidos: hay que esperar unos minutos',
  },
  502: { name: 'BadGateway', description: 'El proveedor de pagos no respondió como se esperaba' },
  503: {
    name: 'ServiceUnavailable',
    description: 'El servicio no está disponible en este momento',
  },
} satisfies Record<keyof typeof ERRORS, Refusal>;
const REFUSALS = new Map<string, Refusal>(Object.entries(REFUSAL_OF));
const ERROR_SCHEMA = 'Error';

const BEARER = 'bearer';
const SIGNED_LINK = 'signedLink';

/** What an operation's `security` says, from the access the contract declares. */
const SECURITY: Record<Access, Record<string, string[]>[]> = {
  public: [],
  user: [{ [BEARER]: [] }],
  admin: [{ [BEARER]: [] }],
  'self-or-admin': [{ [BEARER]: [] }],
  'owner-or-admin': [{ [BEARER]: [] }],
  'signed-link': [{ [SIGNED_LINK]: [] }],
  'monitor-or-admin': [{ [BEARER]: [] }],
};

/** Who may call, in the operation's description: the roles `security` cannot express. */
const WHO: Record<Access, string> = {
  public: 'Público: no hace falta iniciar sesión.',
  user: 'Cualquier cuenta con la sesión iniciada.',
  admin: 'Solo administración.',
  'self-or-admin': 'El cliente cuya cuenta es el `id` de la ruta, o administración.',
  'owner-or-admin':
    'Quien es dueño del registro indicado (por el `id` de la ruta o el `userId` del formulario), o administración.',
  'signed-link':
    'Sin sesión: la credencial es el enlace firmado (`exp` y `sig`) que entrega la API, válido hasta que vence.',
  'monitor-or-admin':
    'Administración, o el sistema de monitoreo con `Authorization: Bearer <METRICS_TOKEN>` cuando el servidor lo define.',
};

/** The route schema of an endpoint: what Fastify validates and serializes, and what the document says. */
export function schemaOf(e: Endpoint) {
  return {
    operationId: e.operationId,
    summary: e.summary,
    description: WHO[e.access],
    tags: [e.tag],
    security: SECURITY[e.access],
    ...(e.params && { params: e.params }),
    ...(e.query && { querystring: e.query }),
    ...(e.body && { body: e.body }),
    ...(e.response && { response: { 200: e.response, ...ERRORS } }),
  };
}

const CONTRACT = new Map<string, Endpoint>(
  Object.values(endpoints)
    .flatMap((domain): Endpoint[] => Object.values(domain))
    .map((e) => [e.operationId, e]),
);

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * What only the document needs, added for it alone (the route keeps its own schema): a
 * form's fields, which the route validates itself after reading JSON or multipart, and
 * what a raw answer sends, with the refusals it shares with every other route.
 */
const describeRoute: typeof jsonSchemaTransform = (doc) => {
  const e = isObject(doc.schema) ? CONTRACT.get(String(doc.schema.operationId)) : undefined;
  if (!e) return jsonSchemaTransform(doc);
  const schema = {
    ...doc.schema,
    ...(e.form && { body: e.form.schema }),
    ...(!e.response && { response: ERRORS }),
  };
  const out = jsonSchemaTransform({ ...doc, schema });
  const described: FastifySchema & Json = { ...out.schema };
  if (e.form) {
    described.body = {
      content: {
        'application/json': { schema: described.body },
        'multipart/form-data': { schema: multipartOf(e.form.files) },
      },
    };
  }
  if (!e.response && isObject(described.response)) {
    const types = e.raw ?? ['application/octet-stream'];
    described.response = {
      200: {
        description: 'El contenido pedido, tal cual',
        content: Object.fromEntries(types.map((t) => [t, { schema: rawSchemaOf(t) }])),
      },
      ...described.response,
    };
  }
  return { schema: described, url: out.url };
};

const FILES: Record<UploadKind, string> = {
  image: 'las imágenes (PNG o JPEG)',
  file: 'los archivos (PDF, PNG o JPEG)',
  photo: 'las fotos (PNG o JPEG)',
  delivery: 'los archivos (PDF, PNG o JPEG)',
  csv: 'el archivo CSV (UTF-8)',
};

function multipartOf(files: UploadKind): Json {
  // The CSV import names its one file `archivo`; the other forms keep the old field name.
  const field = files === 'csv' ? 'archivo' : 'galleryImage';
  return {
    type: 'object',
    description: `Los mismos campos que en JSON, cada uno como texto, y ${FILES[files]} en \`${field}\``,
    properties: { [field]: { type: 'array', items: { type: 'string', format: 'binary' } } },
    additionalProperties: { type: 'string' },
  };
}

function rawSchemaOf(mediaType: string): Json {
  if (mediaType === 'application/json') return { type: 'object' };
  if (mediaType.startsWith('text/')) return { type: 'string' };
  return { type: 'string', format: 'binary' };
}

// ---------------------------------------------------------------- nullable, the 3.0 way

/** Accepts exactly `null` (OpenAPI 3.0 has no null type; `nullable` needs a `type`). */
const NULL_ONLY = { type: 'object', nullable: true, enum: [null] };

const ANNOTATIONS = new Set(['title', 'description', 'default', 'example', 'deprecated']);

/**
 * `schema` widened to accept null, written so that `nullable` always sits next to a
 * `type` (OpenAPI 3.0.3: otherwise it means nothing) and an `enum` lists null too.
 */
function allowNull(schema: Json): Json {
  if (typeof schema.type === 'string') {
    const nullable: Json = { ...schema, nullable: true };
    if (Array.isArray(schema.enum) && !schema.enum.includes(null))
      nullable.enum = [...schema.enum, null];
    return nullable;
  }
  const { anyOf } = schema;
  if (Array.isArray(anyOf) && anyOf.every(isObject)) {
    // A union of enums of one type (zod's `z.enum([...]).or(z.literal(''))`) reads best as one enum.
    const type = anyOf[0]?.type;
    const enums = anyOf.every(
      (m) => m.type === type && Array.isArray(m.enum) && Object.keys(m).length === 2,
    );
    const { anyOf: _members, ...rest } = schema;
    if (enums && typeof type === 'string') {
      const values = [...new Set(anyOf.flatMap((m) => (Array.isArray(m.enum) ? m.enum : [])))];
      return allowNull({ ...rest, type, enum: values });
    }
    return { ...rest, anyOf: anyOf.map(allowNull) };
  }
  // No constraint at all: it accepts null already.
  if (Object.keys(schema).every((k) => ANNOTATIONS.has(k))) return schema;
  return { anyOf: [schema, NULL_ONLY] };
}

const SUBSCHEMA = ['items', 'additionalProperties', 'not'];
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf'];

/** Rewrites every `nullable` in a schema and its subschemas, the deepest first. */
function fixNullable(schema: unknown): unknown {
  if (!isObject(schema)) return schema;
  const out: Json = { ...schema };
  if (isObject(out.properties))
    out.properties = Object.fromEntries(
      Object.entries(out.properties).map(([k, v]) => [k, fixNullable(v)]),
    );
  for (const k of SUBSCHEMA) if (isObject(out[k])) out[k] = fixNullable(out[k]);
  for (const k of SUBSCHEMA_LISTS) {
    const list = out[k];
    if (Array.isArray(list)) out[k] = list.map(fixNullable);
  }
  if (out.nullable !== true) return out;
  delete out.nullable;
  return allowNull(out);
}

/**
 * Fixes every schema of an operation (its parameters', bodies' and answers') and points
 * its refusals at the shared ones; returns the error schema it found, to be shared.
 */
function fixOperation(op: Json): unknown {
  const fixHolder = (holder: unknown) => {
    if (isObject(holder) && holder.schema !== undefined) holder.schema = fixNullable(holder.schema);
  };
  const fixContent = (content: unknown) => {
    if (isObject(content)) Object.values(content).forEach(fixHolder);
  };
  if (Array.isArray(op.parameters)) op.parameters.forEach(fixHolder);
  if (isObject(op.requestBody)) fixContent(op.requestBody.content);
  const { responses } = op;
  if (!isObject(responses)) return undefined;
  let error: unknown;
  for (const [code, answer] of Object.entries(responses)) {
    if (!isObject(answer)) continue;
    const refusal = REFUSALS.get(code);
    if (refusal) {
      const content = answer.content;
      if (isObject(content) && isObject(content['application/json']))
        error = content['application/json'].schema;
      responses[code] = { $ref: `#/components/responses/${refusal.name}` };
      continue;
    }
    if (answer.description === 'Default Response') answer.description = 'Respuesta correcta';
    fixContent(answer.content);
  }
  return error;
}

/**
 * Rewrites, in place, what converting each route's schemas left: nullable fields the
 * OpenAPI 3.0 way, and the refusals, the same on every route, written once.
 */
function describeDocument(doc: Json): void {
  const { paths } = doc;
  let error: unknown;
  if (isObject(paths))
    for (const item of Object.values(paths)) {
      if (!isObject(item)) continue;
      for (const op of Object.values(item)) if (isObject(op)) error = fixOperation(op) ?? error;
    }
  if (error === undefined) return;
  const components = isObject(doc.components) ? doc.components : {};
  doc.components = {
    ...components,
    schemas: {
      ...(isObject(components.schemas) ? components.schemas : {}),
      [ERROR_SCHEMA]: fixNullable(error),
    },
    responses: Object.fromEntries(
      [...REFUSALS.values()].map(({ name, description }) => [
        name,
        {
          description,
          content: {
            'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` } },
          },
        },
      ]),
    ),
  };
}

/**
 * The OpenAPI document of the contract's endpoints, served at /api/openapi.json. Only
 * those are the API: the site's own routes (robots.txt, sitemap.xml, the SPA) carry no
 * tag and stay out of it.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'API de la web de nutrición',
        version: '1.0.0',
        description: 'Contrato público bajo /api (spec §7).',
      },
      // Paths are written as in the contract, below the prefix the API is mounted at.
      servers: [{ url: '/api', description: 'La API, en el mismo origen que la web' }],
      components: {
        securitySchemes: {
          [BEARER]: {
            type: 'http',
            scheme: 'bearer',
            description:
              'El token de sesión que devuelven /login y /new-user, en `Authorization: Bearer <token>`.',
          },
          [SIGNED_LINK]: {
            type: 'apiKey',
            in: 'query',
            name: 'sig',
            description:
              'La firma de un enlace que la API entrega ya armado (con su vencimiento `exp`): vale solo para ese archivo y hasta que vence.',
          },
        },
      },
    },
    hideUntagged: true,
    transform: describeRoute,
    transformObject: (doc) => {
      if (!('openapiObject' in doc)) return doc.swaggerObject;
      const described: unknown = doc.openapiObject;
      if (isObject(described)) describeDocument(described);
      return doc.openapiObject;
    },
  });
}
