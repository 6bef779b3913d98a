import { ZodError } from 'zod';
import { databaseUnreachable, heldTooLong } from '@/db/unreachable';
import { uniqueViolation } from '@/db/unique';
import ERROR_TABLE from '@/lib/shared/error-codes.json';
import { AppError, type Issue } from '@/lib/shared/errors';

// Seconds a client is asked to wait before retrying while the database cannot be reached.
const DATABASE_RETRY_AFTER_S = 5;

export const httpStatus = (err: AppError): number => ERROR_TABLE[err.code].status;

export function errorHeaders(err: AppError): Record<string, string> {
  return err.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(err.retryAfterSeconds) };
}

function zodMessage(err: ZodError): string {
  return err.issues
    .slice(0, 5)
    .map((i) => `${i.path.length ? i.path.join('.') : 'body'}: ${i.message}`)
    .join('; ');
}

// The most issues one answer lists: a body can hold thousands of faulty values, the answer stays small.
const MAX_ISSUES = 20;
const PLAIN_KEY = /^[A-Za-z_$][\w$-]*$/;

// A zod path as a client writes it: `items[0].price`, `title`, `settings["og:image"]`; '' is the whole value.
export function issuePath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (typeof key === 'string' && PLAIN_KEY.test(key)) out += out ? `.${key}` : key;
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out;
}

// Each value at fault, for `data.issues`. An unknown key is named at its own path (the field to mark),
// not at the object that holds it.
function zodIssues(err: ZodError): Issue[] {
  return err.issues
    .flatMap((i) => (i.code === 'unrecognized_keys' ? i.keys.map((k) => ({ path: issuePath([...i.path, k]), message: i.message })) : [{ path: issuePath(i.path), message: i.message }]))
    .slice(0, MAX_ISSUES);
}

// Turns anything thrown into an AppError; unknown errors become a 500 with no internals. Operations
// name the clash of each unique constraint they write (db/unique.ts); one they did not name still
// answers 422 rather than 500.
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof ZodError) return new AppError('invalid', zodMessage(err), undefined, { issues: zodIssues(err) });
  if (uniqueViolation(err) !== null) return new AppError('invalid', 'A record with this value already exists');
  if (heldTooLong(err))
    return new AppError(
      'unavailable',
      'The database ended this request: it held what other requests were waiting for too long, so nothing of it was saved; try again in a few seconds',
      DATABASE_RETRY_AFTER_S,
    );
  if (databaseUnreachable(err)) return new AppError('unavailable', 'The database cannot be reached right now: try again in a few seconds', DATABASE_RETRY_AFTER_S);
  return new AppError('internal', 'Something went wrong on our side; try again, and tell the site owner if it persists');
}
