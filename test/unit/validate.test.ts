import { describe, expect, it } from 'vitest';
import { validateTemplate } from '@/lib/render/validate';

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
});
