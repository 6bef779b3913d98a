import { describe, expect, it } from 'vitest';
import { clockTextChangesAt } from '@/lib/liquid/core/clock';

// How long the text of `"now" | date: format` holds (lib/liquid/core/clock.ts), in local time.
describe('clock text', () => {
  const now = new Date(2026, 10, 26, 20, 45, 12);
  it('holds until the next year, month or day by the finest directive', () => {
    expect(clockTextChangesAt('© %Y', now)).toBe(new Date(2027, 0, 1).getTime());
    expect(clockTextChangesAt('%B %Y', now)).toBe(new Date(2026, 11, 1).getTime());
    expect(clockTextChangesAt('%-d %b %Y', now)).toBe(new Date(2026, 10, 27).getTime());
    expect(clockTextChangesAt('%F', now)).toBe(new Date(2026, 10, 27).getTime());
    expect(clockTextChangesAt('100%% sure', now)).toBe(Infinity);
  });
  it('may change at any moment with any finer or unknown directive', () => {
    for (const format of ['%H', '%Y-%m-%d %H:%M', '%s', '%c', '%N', '%p', '%Q']) expect(clockTextChangesAt(format, now), format).toBe(now.getTime());
  });
});
