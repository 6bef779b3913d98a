import { describe, expect, it } from 'vitest';
import { STARTERS } from '@/lib/admin/starters';
import { validateTemplate } from '@/lib/liquid/validate';

// A starter is the first template a new site owner sees: it must parse and draw no warning.
describe('admin template starters', () => {
  it.each(STARTERS.map((s) => [s.key, s] as const))('%s validates cleanly', (_key, starter) => {
    const result = validateTemplate(starter.body, { unusedAssigns: starter.type === 'page' });
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.ok).toBe(true);
  });
});
