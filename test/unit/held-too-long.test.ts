import { describe, expect, it } from 'vitest';
import { databaseUnreachable, heldTooLong } from '@/db/unreachable';
import { errorHeaders, httpStatus, toAppError } from '@/lib/http/errors';

// A transaction ended for holding what others wait for (the embedded database's transaction share,
// PostgreSQL's idle-in-transaction and lock timeouts) answers its own request 503 with Retry-After and
// a message that says so, never a 500; it is not taken for an outage.
describe('a transaction ended for holding the database too long', () => {
  for (const code of ['25P04', '25P03', '55P03']) {
    it(`answers ${code} with 503, Retry-After and what happened`, () => {
      // As Drizzle wraps the driver's error.
      const err = Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('ended'), { code }) });
      expect(heldTooLong(err)).toBe(true);
      expect(databaseUnreachable(err)).toBe(false);
      const answer = toAppError(err);
      expect(httpStatus(answer)).toBe(503);
      expect(errorHeaders(answer)['Retry-After']).toBe('5');
      expect(answer.message).toMatch(/held what other requests were waiting for too long, so nothing of it was saved; try again/);
    });
  }

  it('leaves other errors as they were', () => {
    expect(heldTooLong(Object.assign(new Error('x'), { code: '23505' }))).toBe(false);
    expect(heldTooLong(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(false);
  });
});
