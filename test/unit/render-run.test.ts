import { Liquid } from 'liquidjs';
import { describe, expect, it } from 'vitest';
import { OutputLimitError, runRender } from '@/lib/liquid/run';

const engine = new Liquid({ renderLimit: 600, memoryLimit: 64 * 1024 * 1024 });

describe('runRender', () => {
  it('renders like liquidjs', async () => {
    const tpl = engine.parse('{% for i in (1..3) %}{{ i | plus: 1 }}{% endfor %}{{ x }}');
    expect(await runRender(engine, tpl, { x: 'y' }, { outputLimit: 1000 })).toBe(await engine.render(tpl, { x: 'y' }));
  });

  // How fast it stops is measured by bench/render-limits.ts, not asserted here.
  it('stops a 100 MB output at the cap', async () => {
    // 10,000 x 10,000 characters = 100 MB if nothing stopped it.
    const tpl = engine.parse('{% for i in (1..10000) %}{{ s }}{% endfor %}');
    const err = await runRender(engine, tpl, { s: 'x'.repeat(10_000) }, { outputLimit: 5_000_000 }).catch((e: unknown) => e);
    expect(String(err)).toMatch(/larger than 5000000/);
    expect((err as { originalError?: unknown }).originalError ?? err).toBeInstanceOf(OutputLimitError);
  });

  it('stops an endless loop at the render limit and keeps the event loop turning meanwhile', async () => {
    const tpl = engine.parse('{% for i in (1..100000) %}{% for j in (1..100000) %}x{% endfor %}{% endfor %}');
    let ticks = 0;
    const timer = setInterval(() => ticks++, 20);
    const t0 = performance.now();
    await expect(runRender(engine, tpl, {}, { outputLimit: 100_000_000 })).rejects.toThrow(/limit exceeded/);
    clearInterval(timer);
    const took = performance.now() - t0;
    // With a 20 ms timer over ~600 ms, a blocked loop would see 0 ticks.
    expect(ticks).toBeGreaterThan(took / 20 / 3);
  });
});

describe('the render deadline', () => {
  it('ends a render whose awaited fetch never settles, at the deadline', async () => {
    const { createEngine } = await import('@/lib/liquid/engine');
    const { SERVICES } = await import('@/lib/liquid/services');
    const { RenderTimeout } = await import('@/lib/liquid/run');
    const site = createEngine();
    const never = { collection: () => new Promise<unknown[]>(() => {}), fetch: () => new Promise(() => {}) };
    const t0 = performance.now();
    const err = await runRender(site, site.parse('{% fetch "https://example.test/" as d %}{{ d }}'), {}, { outputLimit: 1000, globals: { [SERVICES]: never }, deadline: t0 + 300 }).catch(
      (e: unknown) => e,
    );
    // liquidjs wraps it in a RenderError that names the tag.
    expect((err as { originalError?: unknown }).originalError ?? err).toBeInstanceOf(RenderTimeout);
    const took = performance.now() - t0;
    expect(took).toBeGreaterThanOrEqual(290);
    expect(took).toBeLessThan(1000);
  });
});
