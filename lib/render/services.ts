import type { Context } from 'liquidjs';

// What side-effecting tags may do during a render. Pages supply a real implementation; validation
// never renders, and tests may pass their own.
export interface RenderServices {
  collection(source: string, options: Record<string, unknown>): Promise<unknown[]>;
  fetch(url: string): Promise<unknown>;
}

// A symbol key: unreachable from template code, which only looks up string names.
export const SERVICES = Symbol.for('site-platform.render-services');

const none: RenderServices = {
  collection: async () => [],
  fetch: async () => null,
};

export function servicesOf(ctx: Context): RenderServices {
  return ((ctx.globals as Record<symbol, unknown>)[SERVICES] as RenderServices | undefined) ?? none;
}
