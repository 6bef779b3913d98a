import { Token, Tokenizer } from 'liquidjs';
import { describe, expect, it } from 'vitest';
import { createEngine } from '@/lib/liquid/engine';
import { positionAt } from '@/lib/liquid/core/positions';
import { validateTemplate } from '@/lib/liquid/validate';

// liquidjs's own answer: count newlines from the start (what Token#getPosition did before the index).
function scanned(input: string, offset: number): [number, number] {
  let [row, col] = [1, 1];
  for (let i = 0; i < offset; i++) {
    if (input[i] === '\n') {
      row++;
      col = 1;
    } else col++;
  }
  return [row, col];
}

describe('token positions from a line index', () => {
  it('answers what a scan from the start answers, for every offset (newlines, CRLF, empty lines, past the end)', () => {
    const sources = ['', 'a', '\n', '\n\n', 'ab\ncd\r\nef\n\n{% x %}\n', 'x'.repeat(50) + '\n' + 'y\n'.repeat(20)];
    for (const input of sources) for (let offset = 0; offset <= input.length + 2; offset++) expect(positionAt(input, offset), JSON.stringify([input, offset])).toEqual(scanned(input, offset));
  });

  it('is what every liquidjs token reports (the prototype is patched once the engine loads)', () => {
    createEngine();
    const source = 'a\n{{ b }}\n  {% if c %}\r\n{% endif %}{% x %}';
    const tokens = new Tokenizer(source).readTopLevelTokens();
    for (const t of tokens) expect(t.getPosition()).toEqual(scanned(source, t.begin));
    expect(typeof Token.prototype.getPosition).toBe('function');
  });

  it('keeps error positions and unknown-tag warnings where they were', () => {
    const r = validateTemplate('a\nb\n  {% if x %}');
    expect(r.errors[0]).toMatchObject({ line: 3, column: 3, code: 'unclosed-block' });
    const w = validateTemplate('x\n\n   {% nosuch %}');
    expect(w.warnings[0]).toMatchObject({ line: 3, column: 4, code: 'unknown-tag' });
  });

  it('parses and validates 30,000 unknown tags in linear time (minutes before), warnings capped at 200', () => {
    const body = Array.from({ length: 30_000 }, (_, i) => `{% shiny${i} x %}`).join('\n');
    let started = performance.now();
    createEngine().parse(body);
    const parseMs = performance.now() - started;
    started = performance.now();
    const r = validateTemplate(body);
    const validateMs = performance.now() - started;
    expect(r.ok).toBe(true);
    expect(r.warnings).toHaveLength(200);
    expect(r.warnings[0]).toMatchObject({ line: 1, column: 1, code: 'unknown-tag' });
    expect(r.warnings[199]).toMatchObject({ line: 200, code: 'unknown-tag' });
    // Generous for a shared machine: the quadratic scan took minutes here.
    expect(parseMs).toBeLessThan(5000);
    expect(validateMs).toBeLessThan(5000);
  });

  it('parses a nested comment of 20,000 tags in linear time (the search for "{{" ran to the end after every tag)', () => {
    const body = '{% comment %}'.repeat(20_000) + '{% endcomment %}'.repeat(20_000);
    const started = performance.now();
    expect(validateTemplate(body).ok).toBe(true);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
