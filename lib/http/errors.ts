import { ZodError } from 'zod';
import { databaseUnreachable } from '@/db/unreachable';
import { uniqueViolation } from '@/db/unique';
import { AppError, type ErrorCode } from '@/lib/errors';

// One code-to-status table for every error the API answers.
const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  invalid: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const satisfies Record<ErrorCode, number>;

// Seconds a client is asked to wait before retrying while the database cannot be reached.
const DATABASE_RETRY_AFTER_S = 5;

export const httpStatus = (err: AppError): number => ERROR_STATUS[err.code];

export function errorHeaders(err: AppError): Record<string, string> {
  return err.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(err.retryAfterSeconds) };
}

function zodMessage(err: ZodError): string {
  return err.issues
    .slice(0, 5)
    .map((i) => `${i.path.length ? i.path.join('.') : 'body'}: ${i.message}`)
    .join('; ');
}

// Turns anything thrown into an AppError; unknown errors become a 500 with no internals. Operations
// name the clash of each unique constraint they write (db/unique.ts); one they did not name still
// answers 422 rather than 500.
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof ZodError) return new AppError('invalid', zodMessage(err));
  if (uniqueViolation(err) !== null) return new AppError('invalid', 'A record with this value already exists');
  if (databaseUnreachable(err)) return new AppError('unavailable', 'The database cannot be reached right now: try again in a few seconds', DATABASE_RETRY_AFTER_S);
  return new AppError('internal', 'Something went wrong on our side; try again, and tell the site owner if it persists');
}
