import { describe, expect, it } from 'vitest';
import { createEngine } from '@/lib/liquid/engine';
import { runRender } from '@/lib/liquid/run';
import { growth, items } from '../helpers/filter-growth';

// Every filter in the engine's registry (so a new filter cannot skip this) is called in a loop on a
// string and an array that double each round, with the growing string as its arguments: the render
// must end in a limit error (memory, per-call output, time), never hang, crash or run out of heap.
const engine = createEngine();
const names = Object.keys(engine.filters).filter((n) => n !== 'raw');

describe('every filter is bounded by the render limits', () => {
  it('walks the whole registry', () => {
    expect(names).toEqual(expect.arrayContaining(['replace', 'split', 'append', 'join', 'escape', 'where', 'sort']));
  });

  for (const name of names) {
    it(name, async () => {
      const started = performance.now();
      const render = runRender(engine, engine.parse(growth(name)), { items }, { outputLimit: 1_000_000 });
      await expect(render).rejects.toThrow(/limit/i);
      expect(performance.now() - started).toBeLessThan(3000);
    });
  }

  it('refuses a replace that would explode before doing it', async () => {
    const tpl = '{% assign s = "a" %}{% for i in (1..19) %}{% assign s = s | append: s %}{% endfor %}{{ s | replace: "a", "aaaaaaaaaa" | size }}';
    await expect(runRender(engine, engine.parse(tpl), {}, { outputLimit: 1_000_000 })).rejects.toThrow(/filter "replace": result would be/);
  });

  it('bounds a capture that doubles itself', async () => {
    const tpl = '{% capture s %}ab{% endcapture %}{% for i in (1..40) %}{% capture s %}{{ s }}{{ s }}{% endcapture %}{% endfor %}';
    await expect(runRender(engine, engine.parse(tpl), {}, { outputLimit: 1_000_000 })).rejects.toThrow(/limit/i);
  });

  it('leaves ordinary filter use alone', async () => {
    const tpl = '{{ "a-b-c" | split: "-" | join: "+" | replace: "+", ", " | append: "!" }}';
    expect(await runRender(engine, engine.parse(tpl), {}, { outputLimit: 1_000_000 })).toBe('a, b, c!');
  });
});
