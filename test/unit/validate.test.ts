import { describe, expect, it } from 'vitest';
import { validateTemplate } from '@/lib/liquid/validate';

describe('validateTemplate', () => {
  it('accepts valid and empty bodies', () => {
    expect(validateTemplate('{% if a %}x{% endif %}')).toMatchObject({ ok: true, errors: [] });
    expect(validateTemplate('  \n\t ')).toMatchObject({ ok: true, errors: [] });
  });
  it('reports one error with a 1-based line', () => {
    const r = validateTemplate('line one\nline two\n{% if x %}never closed');
    expect(r.ok).toBe(false);
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0]!.line).toBe(3);
  });
  it('parses the custom tags without running them', () => {
    expect(validateTemplate('{% fetch "http://127.0.0.1:9/x" as x %}{% collection posts as p limit: 3 %}').ok).toBe(true);
  });
  it('warns about unknown tags with their line but stays ok', () => {
    const r = validateTemplate('a\n{% nosuchtag x %}');
    expect(r.ok).toBe(true);
    expect(r.warnings).toEqual([{ message: expect.stringContaining('nosuchtag'), line: 2 }]);
  });
  it('rejects conditions Shopify rejects, with the line', () => {
    const r = validateTemplate('\n{% if not x %}y{% endif %}');
    expect(r.ok).toBe(false);
    expect(r.errors[0]!.line).toBe(2);
  });
});
