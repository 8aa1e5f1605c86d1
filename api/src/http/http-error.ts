import { MSG } from '@contract/common-text';
import { errorCodeOf, type ErrorCode } from '@contract/errors';

/**
 * A refusal the client should see: status, Spanish message (a catalog text of the
 * contract), optional field messages, and the stable code the web matches on, which is
 * the text's catalog entry unless given.
 */
export class HttpError extends Error {
  readonly code: ErrorCode;
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    code?: ErrorCode,
  ) {
    super(message);
    this.code = code ?? errorCodeOf(statusCode, message);
  }
}

export const badRequest = (message: string = MSG.invalid, errors?: Record<string, string>) =>
  new HttpError(400, message, errors);
export const unauthorized = (message: string = MSG.unauthenticated) => new HttpError(401, message);
export const forbidden = (message: string = MSG.forbidden) => new HttpError(403, message);
export const notFound = (message: string = MSG.notFound) => new HttpError(404, message);
export const conflict = (message: string, errors?: Record<string, string>) =>
  new HttpError(409, message, errors);
export const tooManyRequests = (message: string = MSG.tooManyRequests) =>
  new HttpError(429, message);
/** An outside service (the payment provider) failed: nothing was done, try again later. */
export const badGateway = (message: string) => new HttpError(502, message);
/** The feature is switched off on this server (payments without credentials in production). */
export const serviceUnavailable = (message: string) => new HttpError(503, message);
