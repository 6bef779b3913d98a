import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, retryDelayMs } from '@/lib/domains/messaging/outbox/schedule';

describe('outbox retry schedule', () => {
  it('waits about 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, then gives up', () => {
    const mid = () => 0.5; // no jitter
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(n, mid))).toEqual([5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000]);
    expect(retryDelayMs(7, mid)).toBeNull();
    expect(MAX_ATTEMPTS).toBe(7);
  });

  it('jitters each delay by at most 20 % either way', () => {
    expect(retryDelayMs(1, () => 0)).toBe(4_000);
    expect(retryDelayMs(1, () => 0.999999)).toBe(6_000);
    const seen = new Set(Array.from({ length: 50 }, () => retryDelayMs(2)));
    expect(seen.size).toBeGreaterThan(1);
    for (const d of seen) {
      expect(d).toBeGreaterThanOrEqual(240_000);
      expect(d).toBeLessThanOrEqual(360_000);
    }
  });
});
