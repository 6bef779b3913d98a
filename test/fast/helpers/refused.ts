import { expect } from 'vitest';
import { AppError, type ErrorCode } from '@/lib/shared/errors';

// An operation refused with this kind of error (the route layer maps it to its status), and, when
// given, words of its message: the one place the fast tier reads lib/shared/errors.ts's shape.
export async function expectRefused(work: Promise<unknown>, code: ErrorCode, words?: string | RegExp): Promise<AppError> {
  const err = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err, `expected a refusal (${code})`).toBeInstanceOf(AppError);
  const app = err as AppError;
  expect({ code: app.code, message: app.message }).toMatchObject({
    code,
    ...(words === undefined ? {} : { message: typeof words === 'string' ? expect.stringContaining(words) : expect.stringMatching(words) }),
  });
  return app;
}
