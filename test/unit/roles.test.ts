import { describe, expect, it } from 'vitest';
import { effectiveRole } from '@/lib/domains/accounts/auth/roles';

describe('effectiveRole', () => {
  it.each([
    [null, 0, 0],
    [undefined, 0, 0],
    [3, 0, 3],
    [null, 7, 7],
    [2, 7, 7],
    [5, 5, 5],
    // A platform role below 7 carries nothing across sites.
    [null, 5, 0],
    [1, 6, 1],
  ])('membership %s, platform %s -> %s', (membership, platform, expected) => {
    expect(effectiveRole(membership, platform)).toBe(expected);
  });
});
