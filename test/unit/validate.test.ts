import { describe, expect, it } from 'vitest';
import { VALIDATION_ERROR_CODES, validateTemplate } from '@/lib/liquid/validate';

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
    expect(r.warnings).toEqual([{ message: expect.stringContaining('nosuchtag'), line: 2, column: 1, code: 'unknown-tag' }]);
  });
  it('rejects conditions Shopify rejects, with the line', () => {
    const r = validateTemplate('\n{% if not x %}y{% endif %}');
    expect(r.ok).toBe(false);
    expect(r.errors[0]!.line).toBe(2);
  });

  it('gives each error a column, a stable code and a code frame', () => {
    const r = validateTemplate('<p>\n  {% if x %}never closed');
    expect(r.errors).toEqual([{ message: expect.stringContaining('not closed'), line: 2, column: 3, code: 'unclosed-block', frame: '1 | <p>\n2 |   {% if x %}never closed\n  |   ^' }]);
    expect(validateTemplate('a {{ x').errors[0]).toMatchObject({ code: 'unclosed-output', line: 1, column: 3 });
    expect(validateTemplate('{% if x').errors[0]).toMatchObject({ code: 'unclosed-tag' });
    expect(validateTemplate('{% endif %}').errors[0]).toMatchObject({ code: 'unexpected-tag' });
    expect(validateTemplate('{{ x ! }}').errors[0]).toMatchObject({ code: 'unknown-filter-syntax', column: 7 });
    expect(validateTemplate('{{ x | upcase: "a" "b" }}').errors[0]).toMatchObject({ code: 'unknown-filter-syntax' });
    expect(validateTemplate('{% if x == %}{% endif %}').errors[0]).toMatchObject({ code: 'invalid-condition' });
    expect(validateTemplate('{% for %}{% endfor %}').errors[0]).toMatchObject({ code: 'invalid-tag' });
  });

  it('clips a long line in the frame around the column', () => {
    const r = validateTemplate('x'.repeat(500) + '{{ y');
    const [line, caret] = r.errors[0]!.frame!.split('\n');
    expect(line!.length).toBeLessThan(120);
    expect(line![caret!.indexOf('^')]).toBe('{');
  });

  it('suggests the closest registered tag and filter', () => {
    const r = validateTemplate('{% assing x = 1 %}\n{{ "a" | upcse | nosuchthingatall }}');
    expect(r.ok).toBe(true);
    expect(r.warnings).toEqual([
      { message: expect.stringContaining('did you mean "assign"'), line: 1, column: 1, code: 'unknown-tag', suggestion: 'assign' },
      { message: expect.stringContaining('did you mean "upcase"'), line: 2, column: 10, code: 'unknown-filter', suggestion: 'upcase' },
      { message: 'unknown filter "nosuchthingatall"', line: 2, column: 18, code: 'unknown-filter' },
    ]);
  });

  it('ignores pipes and words inside strings, comments and raw blocks', () => {
    expect(validateTemplate('{{ "a | nope" | upcase }}{% comment %}{{ x | nope }}{% endcomment %}{% raw %}{{ x | nope }}{% endraw %}').warnings).toEqual([]);
  });

  it('warns about an assign or capture never read, unless another template shares the scope', () => {
    const r = validateTemplate('{% assign used = 1 %}{% assign unused = used | plus: 1 %}\n{% capture c %}x{% endcapture %}{{ used }}');
    expect(r.warnings.map((w) => [w.code, w.line, w.message])).toEqual([
      ['unused-assign', 1, expect.stringContaining('"unused"')],
      ['unused-assign', 2, expect.stringContaining('"c"')],
    ]);
    expect(validateTemplate('{% layout "base" %}{% assign title = "x" %}').warnings).toEqual([]);
    expect(validateTemplate('{% include "p" %}{% assign title = "x" %}').warnings).toEqual([]);
    expect(validateTemplate('{% assign title = "x" %}', { unusedAssigns: false }).warnings).toEqual([]);
  });

  it('lists literal layouts and partials for the site check, not variable ones', () => {
    const r = validateTemplate('{% layout "base" %}\n{% render "card", x: 1 %}{% include name %}');
    expect(r.references).toEqual([
      { kind: 'layout', name: 'base', line: 1, column: 1 },
      { kind: 'partial', name: 'card', line: 2, column: 1 },
    ]);
  });

  it('names every error code in VALIDATION_ERROR_CODES', () => {
    expect(VALIDATION_ERROR_CODES).toContain('syntax-error');
    expect(new Set(VALIDATION_ERROR_CODES).size).toBe(VALIDATION_ERROR_CODES.length);
  });
});
