import { describe, expect, it } from 'vitest';
import { createEngine } from '@/lib/liquid/engine';
import { runRender } from '@/lib/liquid/run';

const engine = createEngine();
const render = (tpl: string, data: Record<string, unknown> = {}) => runRender(engine, engine.parse(tpl), data, { outputLimit: 1_000_000 });

describe('sample', () => {
  it('answers one element, or count distinct elements, of an array or a string', async () => {
    const list = Array.from({ length: 50 }, (_, i) => i);
    for (let round = 0; round < 20; round++) {
      const one = Number(await render('{{ list | sample }}', { list }));
      expect(list).toContain(one);
      const many = (await render('{{ list | sample: 10 | join: "," }}', { list })).split(',').map(Number);
      expect(many).toHaveLength(10);
      expect(new Set(many).size).toBe(10);
      for (const n of many) expect(list).toContain(n);
    }
    expect('abc').toContain(await render('{{ "abc" | sample }}'));
    expect(await render('{{ "abc" | sample: 5 | size }}')).toBe('3');
    expect(await render('{{ nil | sample | size }}')).toBe('0');
  });

  it('draws from every position', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) seen.add(await render('{{ "abcd" | sample }}'));
    expect([...seen].sort()).toEqual(['a', 'b', 'c', 'd']);
  });
});
