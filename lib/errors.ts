// What an operation refuses, by kind. The codes are the API's vocabulary; lib/http/errors.ts maps each
// to its HTTP status, so nothing below the route layer knows about statuses or headers.
export type ErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'method_not_allowed'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'invalid'
  | 'rate_limited'
  | 'unavailable'
  | 'internal';

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    // For `rate_limited` and `unavailable`: when the caller may try again.
    readonly retryAfterSeconds?: number,
    // Extra fields of the answer's `data` beside `text` (a 409 carries the current record as `item`).
    readonly payload?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what = 'Record') => new AppError('not_found', `${what} not found`);
export const unauthorized = () => new AppError('unauthorized', 'Sign in to do this: send a token as Authorization: Bearer or the current_user cookie');
export const forbidden = (why = 'Your role on this site does not allow this') => new AppError('forbidden', why);
export const invalid = (message: string) => new AppError('invalid', message);
export const conflict = (message: string, payload?: Record<string, unknown>) => new AppError('conflict', message, undefined, payload);
