import { describe, expect, it } from 'vitest';
import { forwardedClient } from '@/lib/http/client-ip';

describe('X-Forwarded-For behind trusted proxies', () => {
  it.each([
    ['203.0.113.9', 1, '203.0.113.9'],
    ['1.1.1.1, 203.0.113.9', 1, '203.0.113.9'],
    ['1.1.1.1,203.0.113.9 , 10.0.0.2', 2, '203.0.113.9'],
    ['  ', 1, null],
    [null, 1, null],
    ['203.0.113.9', 2, null],
  ] as const)('%s with %i hop(s) -> %s', (header, hops, client) => {
    expect(forwardedClient(header, hops)).toBe(client);
  });
});
