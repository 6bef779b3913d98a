import { ZodError } from 'zod';

// One code-to-status table for every error the API answers.
export const ERROR_STATUS = {
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
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what = 'Record') => new AppError('not_found', `${what} not found`);
export const unauthorized = () => new AppError('unauthorized', 'Sign in to do this: send a token as Authorization: Bearer or the current_user cookie');
export const forbidden = (why = 'Your role on this site does not allow this') => new AppError('forbidden', why);
export const invalid = (message: string) => new AppError('invalid', message);

function zodMessage(err: ZodError): string {
  return err.issues
    .slice(0, 5)
    .map((i) => `${i.path.length ? i.path.join('.') : 'body'}: ${i.message}`)
    .join('; ');
}

export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

// Turns anything thrown into an AppError; unknown errors become a 500 with no internals.
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof ZodError) return new AppError('invalid', zodMessage(err));
  if (isUniqueViolation(err)) return new AppError('invalid', 'A record with this value already exists');
  return new AppError('internal', 'Something went wrong on our side; try again, and tell the site owner if it persists');
}
