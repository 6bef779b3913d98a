// How fast runaway renders stop (the figures test/unit/render-run.test.ts used to assert): a 100 MB
// output cut at a 5 MB cap, and an endless loop cut at a 600 ms render limit, with how often a 20 ms
// timer still fired meanwhile. Median of 5 runs each; a budget that is exceeded is flagged.
// Run: node_modules/.bin/vite-node bench/render-limits.ts
import { Liquid } from 'liquidjs';
import { runRender } from '../lib/liquid/run';

const engine = new Liquid({ renderLimit: 600, memoryLimit: 64 * 1024 * 1024 });
const RUNS = 5;

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await fn().catch(() => undefined);
  return performance.now() - t0;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function line(name: string, ms: number, budget: number, extra = ''): void {
  console.log(`${name.padEnd(36)} ${ms.toFixed(0).padStart(6)} ms  (budget ${budget} ms${ms > budget ? ', OVER' : ''})${extra}`);
}

const huge = engine.parse('{% for i in (1..10000) %}{{ s }}{% endfor %}');
const hugeMs: number[] = [];
for (let r = 0; r < RUNS; r++) hugeMs.push(await timed(() => runRender(engine, huge, { s: 'x'.repeat(10_000) }, { outputLimit: 5_000_000 })));
line('100 MB output stopped at a 5 MB cap', median(hugeMs), 500);

const loop = engine.parse('{% for i in (1..100000) %}{% for j in (1..100000) %}x{% endfor %}{% endfor %}');
const loopMs: number[] = [];
const tickRates: number[] = [];
for (let r = 0; r < RUNS; r++) {
  let ticks = 0;
  const timer = setInterval(() => ticks++, 20);
  const ms = await timed(() => runRender(engine, loop, {}, { outputLimit: 100_000_000 }));
  clearInterval(timer);
  loopMs.push(ms);
  tickRates.push(ticks / (ms / 20));
}
line('endless loop stopped at a 600 ms limit', median(loopMs), 1500, `, 20 ms timer fired ${(median(tickRates) * 100).toFixed(0)}% of the time`);
