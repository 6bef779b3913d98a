import { Drop } from 'liquidjs';
import { processSingleton } from '@/lib/shared/process-singleton';

// One copy of liquidjs per process. The shared engine (lib/pages/site-engine.ts) is a process-wide
// object: when two bundles each carried their own liquidjs, the engine one bundle made read the drops of
// the other's classes as plain objects (`instanceof Drop` failed: forloop.index, first and last printed
// nothing on the worker that had seeded the demo site). The first copy to load is remembered; a render
// through any other copy stops with this error instead of answering a wrong page.
const first = processSingleton<typeof Drop>('liquidjs-runtime', () => Drop);

export class TwoLiquidRuntimes extends Error {
  constructor() {
    super('two copies of liquidjs are loaded in this process: keep liquidjs in serverExternalPackages (next.config.ts) so every bundle shares one');
    this.name = 'TwoLiquidRuntimes';
  }
}

export function assertOneLiquidRuntime(): void {
  if (first !== Drop) throw new TwoLiquidRuntimes();
}
