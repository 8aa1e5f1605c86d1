import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ZodError } from 'zod';
import { MSG } from '@contract/common-text';
import { HttpError } from '../http/http-error';

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

/** Bad input: the first field's message to show, every field's, and the one code 'common.invalid'. */
export function fromZodError(err: ZodError): HttpError {
  return invalidFields(fieldErrors(err.issues));
}

function invalidFields(errors: Record<string, string>): HttpError {
  return new HttpError(400, Object.values(errors)[0] ?? MSG.invalid, errors, 'common.invalid');
}

/**
 * The one shape of every refusal the API sends (ZErrorSchema). A server failure also
 * names its request (the `x-request-id` of the answer and of its log lines), so the
 * person who saw it can quote it.
 */
function send(reply: FastifyReply, err: HttpError) {
  return reply.status(err.statusCode).send({
    code: err.code,
    message: err.message,
    errors: err.errors,
    ...(err.statusCode >= 500 && { requestId: reply.request.id }),
  });
}

/** Fastify's own codes for malformed requests, mapped to Spanish 4xx answers. */
const FASTIFY_CODES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, MSG.invalidJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, MSG.emptyJson],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, MSG.tooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, MSG.mediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, MSG.contentLength],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, MSG.notMultipart],
  FST_REQ_FILE_TOO_LARGE: [413, MSG.fileTooBig],
  FST_FILES_LIMIT: [413, MSG.tooManyFiles],
  FST_PARTS_LIMIT: [413, MSG.tooManyFiles],
  FST_FIELDS_LIMIT: [413, MSG.tooManyFields],
  FST_PROTO_VIOLATION: [400, MSG.badForm],
  FST_ERR_VALIDATION: [400, MSG.invalid],
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return send(reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(
        reply,
        invalidFields(
          fieldErrors(
            error.validation.map((v) => ({
              path: (v.instancePath || '').split('/').filter(Boolean),
              message: v.message ?? MSG.invalid,
            })),
          ),
        ),
      );
    }
    if (error.statusCode === 429) return send(reply, new HttpError(429, MSG.tooManyRequests));
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return send(reply, new HttpError(known[0], known[1]));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, new HttpError(error.statusCode, MSG.invalid));
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, new HttpError(500, MSG.server));
  });
}
