import type ERROR_TABLE from './error-codes.json';

// What an operation refuses, by kind. The codes are the API's vocabulary, answered as `data.code`:
// lib/shared/error-codes.json is their one table (status, title, description), read by lib/http/errors.ts for
// the status, by the OpenAPI document and by the outer server, so nothing below the route layer knows
// about statuses or headers. A code is stable: clients branch on it, never on `data.text`.
export type ErrorCode = keyof typeof ERROR_TABLE;

// One value at fault in a refused request (`data.issues`): `path` names it as a client writes it
// (`title`, `items[0].price`; '' for the whole body or query), `message` says what is wrong with it.
export interface Issue {
  path: string;
  message: string;
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    // For `rate_limited` and `unavailable`: when the caller may try again.
    readonly retryAfterSeconds?: number,
    // Extra fields of the answer's `data` beside `text` and `code` (a 409 carries the current record as
    // `item`, a validation failure its `issues`).
    readonly payload?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what = 'Record') => new AppError('not_found', `${what} not found`);
export const unauthorized = () => new AppError('unauthorized', 'Sign in to do this: send a token as Authorization: Bearer or the current_user cookie');
export const forbidden = (why = 'Your role on this site does not allow this') => new AppError('forbidden', why);
// An operation names the value it refuses as a validation message does (`to: a redirect to itself
// would loop`): that name becomes the answer's issue, so a form marks the field as for a schema's refusal.
const NAMED_VALUE = /^([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*|\[\d+\])*): (.+)$/s;
export function invalid(message: string): AppError {
  const named = NAMED_VALUE.exec(message);
  return new AppError('invalid', message, undefined, named ? { issues: [{ path: named[1]!, message: named[2]! } satisfies Issue] } : undefined);
}
export const conflict = (message: string, payload?: Record<string, unknown>) => new AppError('conflict', message, undefined, payload);
