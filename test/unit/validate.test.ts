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

describe('validateTemplate: where the mistake is (issue 25)', () => {
  it('reports a block left open inside an outer one at its opening tag, not at the outer end tag', () => {
    const page = '{% layout "base" %}\n{% block content %}\n  <p>\n  {% if x %}\n    hi\n{% endblock %}';
    expect(validateTemplate(page).errors).toEqual([
      {
        message: expect.stringMatching(/^tag \{% if x %\} not closed before the \{% endblock %\} at line 6/),
        line: 4,
        column: 3,
        code: 'unclosed-block',
        frame: expect.stringContaining('4 |   {% if x %}'),
      },
    ]);
    for (const open of ['{% for p in ps %}', '{% unless x %}', '{% case x %}{% when 1 %}', '{% capture c %}', '{% tablerow p in ps %}', '{% ifchanged %}']) {
      const [error] = validateTemplate(`{% if a %}\nx\n ${open}\ny\n{% endif %}`).errors;
      expect(error, open).toMatchObject({ code: 'unclosed-block', line: 3, column: 2 });
    }
    // The innermost open block is the one named; a stray end tag that closes nothing stays unexpected.
    expect(validateTemplate('{% for a in b %}{% if x %}\n{% unless y %}{% endfor %}').errors[0]).toMatchObject({ code: 'unclosed-block', line: 2, column: 1 });
    expect(validateTemplate('{% if x %}{% endif %}\n{% endfor %}').errors[0]).toMatchObject({ code: 'unexpected-tag', line: 2, column: 1 });
    // A raw body opens nothing.
    expect(validateTemplate('{% block a %}{% raw %}{% if %}{% endraw %}{% endblock %}').ok).toBe(true);
  });

  it('keeps the warnings beside an error', () => {
    const parseRefused = validateTemplate('{{ x | upcse }}\n{% block a %}{% if x %}{% endblock %}\n{% nosuch %}');
    expect(parseRefused.ok).toBe(false);
    expect(parseRefused.errors).toHaveLength(1);
    expect(parseRefused.warnings.map((w) => [w.code, w.line])).toEqual([
      ['unknown-filter', 1],
      ['unknown-tag', 3],
    ]);
    // A body the tokenizer refuses keeps what comes before the refused token.
    const tokenRefused = validateTemplate('{% assign a = 1 %}{{ a | upcse }}\n{% render "card" %}\n{{ oops');
    expect(tokenRefused.errors[0]).toMatchObject({ code: 'unclosed-output', line: 3 });
    expect(tokenRefused.warnings.map((w) => [w.code, w.line])).toEqual([['unknown-filter', 1]]);
    expect(tokenRefused.references).toEqual([{ kind: 'partial', name: 'card', line: 2, column: 1 }]);
  });

  it('warns about output outside every block of a page with a layout', () => {
    const r = validateTemplate(
      '{% layout "base" %}\n{% assign t = 1 %}\n{% block content %}{{ t }}{% endblock %}\n<footer>lost</footer>{{ t }}\n{% block aside %}x{% endblock %}\n  \n{% render "p" %}',
    );
    expect(r.ok).toBe(true);
    expect(r.warnings.filter((w) => w.code === 'output-outside-block').map((w) => [w.line, w.column])).toEqual([
      [4, 1],
      [7, 1],
    ]);
    // Before the first block too; not without a layout, with `layout none`, or for whitespace only.
    expect(validateTemplate('{% layout "base" %}<h1>x</h1>{% block c %}{% endblock %}').warnings.map((w) => w.code)).toEqual(['output-outside-block']);
    expect(validateTemplate('<p>a</p>{% block c %}{% endblock %}<p>b</p>').warnings).toEqual([]);
    expect(validateTemplate('{% layout none %}{% block c %}{% endblock %}<p>b</p>').warnings).toEqual([]);
    expect(validateTemplate('<!-- before -->{% layout "base" %}\n{% block c %}x{% endblock %}\n\n').warnings).toEqual([]);
  });
});
