import { filters as stockFilters, Liquid } from 'liquidjs';
import { describe, expect, it } from 'vitest';
import type { Arity, NameDoc } from '@/lib/liquid/declare';
import { createEngine } from '@/lib/liquid/engine';
import { FILTERS } from '@/lib/liquid/filters';
import { runRender } from '@/lib/liquid/run';
import { STOCK_FILTERS, STOCK_TAGS } from '@/lib/liquid/stock';
import { TAGS } from '@/lib/liquid/tags';

// Every tag and filter is declared once (name, implementation, doc and, for filters, arity), in its
// own file or in liquidjs's table; everything else is derived from these lists.
const filterNames = [...FILTERS.map((f) => f.name), ...Object.keys(STOCK_FILTERS)];
const tagNames = [...TAGS.map((t) => t.name), ...Object.keys(STOCK_TAGS)];
const twice = (names: string[]) => names.filter((name, i) => names.indexOf(name) !== i);

function expectDoc(name: string, doc: NameDoc | undefined): void {
  expect(typeof doc?.syntax === 'string' && doc.syntax.trim() !== '', `${name}: doc.syntax`).toBe(true);
  expect(typeof doc?.summary === 'string' && doc.summary.trim() !== '', `${name}: doc.summary`).toBe(true);
}

function expectArity(name: string, arity: Arity | undefined): void {
  if (arity === 'unchecked') return;
  expect(arity, `${name}: arity`).toBeDefined();
  const { min, max } = arity ?? { min: -1, max: -1 };
  expect(Number.isInteger(min) && Number.isInteger(max) && min >= 0 && min <= max, `${name}: arity ${min}..${max}`).toBe(true);
}

describe('the Liquid registry', () => {
  it('has no name declared twice, among our declarations and liquidjs’s table together', () => {
    expect(twice(filterNames)).toEqual([]);
    expect(twice(tagNames)).toEqual([]);
    expect(twice(['a', 'b', 'a'])).toEqual(['a']);
  });

  it('gives every filter a doc, an arity and an implementation', () => {
    for (const f of FILTERS) {
      expectDoc(f.name, f.doc);
      expectArity(f.name, f.arity);
      expect(typeof f.impl, f.name).toBe('function');
    }
    for (const [name, entry] of Object.entries(STOCK_FILTERS)) {
      expectDoc(name, entry.doc);
      expectArity(name, entry.arity);
      expect(stockFilters[name], `${name} is not a liquidjs filter`).toBeDefined();
    }
  });

  it('gives every tag a doc and an implementation', () => {
    for (const t of TAGS) {
      expectDoc(t.name, t.doc);
      expect(typeof t.impl, t.name).toBe('function');
      expect(['platform', 'standard']).toContain(t.kind);
    }
    const stockTags = new Liquid().tags;
    for (const [name, doc] of Object.entries(STOCK_TAGS)) {
      expectDoc(name, doc);
      expect(stockTags[name], `${name} is not a liquidjs tag`).toBeDefined();
    }
  });

  it('declares every name the engine registers, and the engine registers every declaration', () => {
    const engine = createEngine();
    expect(Object.keys(engine.filters).sort()).toEqual([...filterNames].sort());
    expect(Object.keys(engine.tags).sort()).toEqual([...tagNames].sort());
    for (const t of TAGS) expect(engine.tags[t.name], t.name).toBe(t.impl);
  });

  it('checks each declared arity when the filter is called', async () => {
    const engine = createEngine();
    const arities = [...FILTERS.map((f) => [f.name, f.arity] as const), ...Object.entries(STOCK_FILTERS).map(([name, e]) => [name, e.arity] as const)];
    for (const [name, arity] of arities) {
      if (arity === 'unchecked') continue;
      const args = Array.from({ length: arity.max + 1 }, () => '1').join(', ');
      const render = runRender(engine, engine.parse(`{{ "x" | ${name}: ${args} }}`), {}, { outputLimit: 1000 });
      const expected = arity.min === arity.max ? `${arity.min}` : `${arity.min}..${arity.max}`;
      await expect(render, name).rejects.toThrow(`${name}: wrong number of arguments (given ${arity.max + 1}, expected ${expected})`);
    }
  });
});
