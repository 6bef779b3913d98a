import type { Context } from 'liquidjs';

// When the render of `ctx` must end (performance.now() time): liquidjs keeps it as the limit of the
// context's render limiter (lib/liquid/run.ts sets it from the page's deadline), a field its types
// call private. Work handed elsewhere (a worker thread) is given up at this time.
export function renderDeadline(ctx: Context): number {
  const limit = (ctx.renderLimit as unknown as { limit?: unknown }).limit;
  return typeof limit === 'number' && Number.isFinite(limit) ? limit : performance.now() + ctx.opts.renderLimit;
}
