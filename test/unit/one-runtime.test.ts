import { afterEach, describe, expect, it, vi } from 'vitest';
import { setProcessSingleton } from '@/lib/shared/process-singleton';

// The name lib/liquid/core/one-runtime.ts keeps the first liquidjs's Drop under.
const KEY = 'liquidjs-runtime';

// A second copy of liquidjs in one process (two bundles each carrying their own) made drops unreadable
// to the shared engine: the guard makes such a process fail loudly instead of rendering wrong pages.
describe('one liquidjs runtime per process', () => {
  afterEach(() => {
    setProcessSingleton(KEY, undefined);
    vi.resetModules();
  });

  it('passes when every module sees the liquidjs that loaded first', async () => {
    const { assertOneLiquidRuntime } = await import('@/lib/liquid/core/one-runtime');
    const { createEngine } = await import('@/lib/liquid/engine');
    expect(() => assertOneLiquidRuntime()).not.toThrow();
    expect(await createEngine().parseAndRender('{% for x in (1..2) %}{{ forloop.index }}{% endfor %}', {})).toBe('12');
  });

  it('stops engines and renders made through another copy', async () => {
    // What the first bundle's copy left: a Drop class that is not this module's.
    setProcessSingleton(KEY, class OtherDrop {});
    vi.resetModules();
    const { assertOneLiquidRuntime, TwoLiquidRuntimes } = await import('@/lib/liquid/core/one-runtime');
    const { createEngine } = await import('@/lib/liquid/engine');
    expect(() => assertOneLiquidRuntime()).toThrow(TwoLiquidRuntimes);
    expect(() => createEngine()).toThrow(/serverExternalPackages/);
  });
});
