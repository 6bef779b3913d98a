import { AsyncLocalStorage } from 'node:async_hooks';
import { processSingleton } from '@/lib/shared/process-singleton';

// Named partials and layouts: the site's template records, looked up by title.
export interface TemplateLookup {
  (name: string): Promise<string | null>;
}

// The lookup of the render in progress (./run.ts sets it): one engine serves every site, and a partial
// or layout is found among the records of the site whose render asked for it. Async context, not a
// field of the engine or of liquidjs's Context: liquidjs asks the engine for a partial without the
// render's Context. A render without one finds only its engine's own (never another site's). One per
// process: Next.js may load this module in several bundles, and the shared engine, made by whichever
// bundle asked first, must read the store the rendering bundle set (a copy per bundle made every
// layout "not found" in a worker whose engine an other bundle had made).
const current = processSingleton('liquid-render-lookup', () => new AsyncLocalStorage<TemplateLookup>());

export const renderLookup = (): TemplateLookup | undefined => current.getStore();

export function withTemplateLookup<T>(lookup: TemplateLookup, fn: () => T): T {
  return current.run(lookup, fn);
}
