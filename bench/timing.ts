// Tiny benchmark helper: ops/s of fn, median of `runs` timed runs after a warm-up.
export function opsPerSecond(fn: () => unknown, ms = 400, runs = 3): number {
  const deadline = performance.now() + ms / 2;
  while (performance.now() < deadline) fn();
  const results: number[] = [];
  for (let r = 0; r < runs; r++) {
    let n = 0;
    const start = performance.now();
    let now = start;
    while (now - start < ms) {
      fn();
      n++;
      now = performance.now();
    }
    results.push((n * 1000) / (now - start));
  }
  results.sort((a, b) => a - b);
  return results[Math.floor(results.length / 2)]!;
}

export async function opsPerSecondAsync(fn: () => Promise<unknown>, ms = 600, runs = 3): Promise<number> {
  const deadline = performance.now() + ms / 2;
  while (performance.now() < deadline) await fn();
  const results: number[] = [];
  for (let r = 0; r < runs; r++) {
    let n = 0;
    const start = performance.now();
    let now = start;
    while (now - start < ms) {
      await fn();
      n++;
      now = performance.now();
    }
    results.push((n * 1000) / (now - start));
  }
  results.sort((a, b) => a - b);
  return results[Math.floor(results.length / 2)]!;
}

export function report(name: string, ours: number, stock: number): void {
  const fmt = (n: number) => Math.round(n).toLocaleString('en-US').padStart(12);
  console.log(`${name.padEnd(28)} ours ${fmt(ours)} ops/s   stock ${fmt(stock)} ops/s   ×${(ours / stock).toFixed(1)}`);
}
