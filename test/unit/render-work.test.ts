import { describe, expect, it } from 'vitest';
import { createEngine } from '@/lib/liquid/engine';
import { runRender } from '@/lib/liquid/run';
import { textSize, treeSize } from '@/lib/liquid/core/expansion';

// Issue 23: no single step of a render may hold the event loop. Each template here held it for seconds
// (or for ever) before: the render now ends in a limit error at once, or runs in short steps.

async function render(body: string, scope: object = {}): Promise<string> {
  const engine = createEngine();
  return runRender(engine, engine.parse(body), scope, { outputLimit: 8 * 1024 * 1024 });
}

// The longest time the event loop waited while `work` ran.
async function longestHold(work: () => Promise<unknown>): Promise<number> {
  let longest = 0;
  let last = performance.now();
  let running = true;
  const tick = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  try {
    await work();
  } catch {
    // the outcome is checked by the caller
  } finally {
    running = false;
  }
  return Math.max(longest, performance.now() - last);
}

const pushed = (rounds: number) => `{% assign b = "x" | split: "," %}{% for i in (1..${rounds}) %}{% assign b = b | push: b %}{% endfor %}`;
const long = '{% assign s = "abcdefghij" %}{% for i in (1..16) %}{% assign s = s | append: s %}{% endfor %}';

describe('values that expand when walked', () => {
  it('measures trees with shared branches once per array', () => {
    let b: unknown[] = ['x'];
    for (let i = 0; i < 60; i++) b = [...b, b];
    expect(treeSize(b, 1000)).toBeGreaterThan(1000);
    expect(treeSize([1, [2, 3], { a: [4] }])).toBe(8);
    expect(textSize(['ab', { k: 'cde' }], 100)).toBe(1 + 2 + (1 + 1 + 3));
  });

  it('refuses an array that holds 2^60 values through 60 pushes of itself, before json, join or printing walk it', async () => {
    for (const use of ['| json', '| join', '', '| uniq | size', '| sort_natural | size', '| concat: b | size', '| upcase']) {
      const started = performance.now();
      await expect(render(`${pushed(60)}{{ b ${use} }}`), use).rejects.toThrow(/nested values|values with its nested/);
      expect(performance.now() - started, use).toBeLessThan(2000);
    }
  });

  it('still walks nested arrays of ordinary size', async () => {
    expect(await render(`${pushed(4)}{{ b | json | size }}`)).toBe('95');
    expect(await render('{% assign a = "a,b" | split: "," %}{% assign n = a | push: a %}{{ n | join: "-" }}')).toBe('a-b-a-b');
  });

  it('refuses to print, serialise or upcase thousands of references to one long string', async () => {
    const refs = `${long}{% assign a = s | split: "§" %}{% for i in (1..12) %}{% assign a = a | concat: a %}{% endfor %}`;
    await expect(render(`${refs}{{ a | json }}`)).rejects.toThrow(/characters of text|limit/);
    await expect(render(`${refs}{{ a | upcase }}`)).rejects.toThrow(/characters of text|limit/);
  });
});

describe('ranges', () => {
  it('loops over a range of 60 million without building it', async () => {
    const started = performance.now();
    expect(await render('{% for i in (1..60000000) %}{{ i }}{% if i == 3 %}{% break %}{% endif %}{% endfor %}')).toBe('123');
    expect(await render('{% for i in (1..60000000) limit: 2 offset: 10 %}{{ i }},{% endfor %}')).toBe('11,12,');
    expect(await render('{% for i in (3..1) %}x{% else %}none{% endfor %}|{% for i in (1..3) reversed %}{{ i }}{% endfor %}')).toBe('none|321');
    expect(await render('{% tablerow i in (1..60000000) limit: 2 %}{{ i }}{% endtablerow %}')).toContain('<td class="col2">2</td>');
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses a range of 60 million kept in a variable before building it', async () => {
    const started = performance.now();
    await expect(render('{% assign r = (1..60000000) %}{{ r | size }}')).rejects.toThrow(/range of 60000000 items/);
    expect(performance.now() - started).toBeLessThan(500);
    expect(await render('{% assign r = (1..1000) %}{{ r | size }}')).toBe('1000');
  });
});

describe('steps of a render', () => {
  it('takes a step between the filters of one {{ }} once they have done much work', async () => {
    const body = `${long}{{ s${' | upcase | downcase'.repeat(2000)} | size }}`;
    const hold = await longestHold(() => render(body));
    expect(hold).toBeLessThan(150);
  });

  it('keeps date strings of any length out of its process-wide cache', async () => {
    expect(await render(`${long}{{ s | date: "%Y" | size }}`)).toBe(String(10 * 2 ** 16));
  });

  it('truncates a 640 KiB string without splitting it into an array of characters', async () => {
    expect(await render(`${long}{{ s | truncate: 600000 | size }}|{{ "héllo😀wörld" | truncate: 8, "…" }}|{{ "abc" | truncate: 3 }}`)).toBe('600000|héllo😀w…|abc');
  });
});
