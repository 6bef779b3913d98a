import type { Context } from 'liquidjs';
import { RENDER_SERVICES } from '@site-platform/runtime-bridge';

// What side-effecting tags may do during a render. Pages supply a real implementation; validation
// never renders, and tests may pass their own.
export interface RenderServices {
  collection(source: string, options: Record<string, unknown>): Promise<unknown[]>;
  fetch(url: string): Promise<unknown>;
  // A row in the site log, within the render's cap on log rows.
  warn?(kind: string, message: string, data?: Record<string, unknown>): void;
  // The site the render is for: pools shared by every site (Markdown's worker threads) take sites in turn.
  site?: string;
  // Told when the output depends on more than the template and the site's data: the time (epoch ms)
  // from which it may differ, Date.now() or earlier for any moment (chance, another server, the clock
  // read finely). A render that told nothing makes the same output until the site changes.
  changesAt?(time: number): void;
}

// A symbol key: unreachable from template code, which only looks up string names.
export const SERVICES = RENDER_SERVICES;

const none: RenderServices = {
  collection: async () => [],
  fetch: async () => null,
  warn: () => {},
};

export function servicesOf(ctx: Context): RenderServices {
  return ((ctx.globals as Record<symbol, unknown>)[SERVICES] as RenderServices | undefined) ?? none;
}
