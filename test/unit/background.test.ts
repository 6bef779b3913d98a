import { describe, expect, it } from 'vitest';
import { background } from '@/lib/shared/background';

describe('background work outside a request scope', () => {
  it('runs on its own (after() would throw here) and a failure is logged, never an unhandled rejection', async () => {
    let done = false;
    expect(() => background(new Promise<void>((r) => setTimeout(() => ((done = true), r()), 5)))).not.toThrow();
    expect(() => background(Promise.reject(new Error('listener broke')), 'test work')).not.toThrow();
    await new Promise((r) => setTimeout(r, 20));
    expect(done).toBe(true);
  });
});
