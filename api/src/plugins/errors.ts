import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ZodError } from 'zod';
import { MSG } from '@contract/common';
import { HttpError } from './http-error';

/** Field path -> first message, the shape every 400 carries in `errors`. */
export function fieldErrors(
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}

export function fromZodError(err: ZodError): HttpError {
  const errors = fieldErrors(err.issues);
  return new HttpError(400, Object.values(errors)[0] ?? MSG.invalid, errors);
}

/** Fastify's own codes for malformed requests, mapped to Spanish 4xx answers. */
const FASTIFY_CODES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'El cuerpo del pedido no es JSON válido'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'El cuerpo del pedido está vacío'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'El pedido es demasiado grande'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Tipo de contenido no aceptado'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Largo del contenido inválido'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'Se esperaba un formulario multipart'],
  FST_REQ_FILE_TOO_LARGE: [413, MSG.fileTooBig],
  FST_FILES_LIMIT: [413, MSG.tooManyFiles],
  FST_PARTS_LIMIT: [413, MSG.tooManyFiles],
  FST_FIELDS_LIMIT: [413, 'Demasiados campos en el formulario'],
  FST_PROTO_VIOLATION: [400, 'Formulario inválido'],
  FST_ERR_VALIDATION: [400, MSG.invalid],
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message, errors: error.errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(
        error.validation.map((v) => ({
          path: (v.instancePath || '').split('/').filter(Boolean),
          message: v.message ?? MSG.invalid,
        })),
      );
      return reply.status(400).send({ message: Object.values(errors)[0] ?? MSG.invalid, errors });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ message: MSG.tooManyRequests });
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) {
      return reply.status(known[0]).send({ message: known[1] });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: MSG.invalid });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: MSG.server });
  });
}
