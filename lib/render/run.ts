import { Context, type Liquid, type Template } from 'liquidjs';

export class OutputLimitError extends Error {
  constructor(limit: number) {
    super(`rendered output larger than ${limit} characters`);
    this.name = 'OutputLimitError';
  }
}

// Collects output and stops the render as soon as it passes the cap (liquidjs's own emitter has none).
class CappedEmitter {
  buffer = '';
  constructor(private readonly cap: number) {}
  write(html: unknown): void {
    const piece = typeof html === 'string' ? html : stringify(html);
    this.buffer += piece;
    if (this.buffer.length > this.cap) throw new OutputLimitError(this.cap);
  }
}

function stringify(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(stringify).join('');
  const v = value as { valueOf?: () => unknown; toLiquid?: () => unknown };
  if (typeof v.toLiquid === 'function') return stringify(v.toLiquid());
  return String(value);
}

const isIterator = (v: unknown): v is Iterator<unknown> =>
  typeof v === 'object' && v !== null && typeof (v as Iterator<unknown>).next === 'function' && typeof (v as Iterator<unknown>).throw === 'function';
const isPromise = (v: unknown): v is Promise<unknown> => typeof v === 'object' && v !== null && typeof (v as Promise<unknown>).then === 'function';

// How long a render may hold the event loop before it lets other requests run.
const SLICE_MS = 8;

// Drives liquidjs's render generators like its own toPromise, but hands the event loop back every
// few milliseconds, so a heavy or runaway render never starves other requests until its limit hits.
async function drive(it: Iterator<unknown>, clock: { last: number }): Promise<unknown> {
  let value: unknown;
  let mode: 'next' | 'throw' = 'next';
  for (;;) {
    const state = mode === 'next' ? it.next(value) : it.throw!(value);
    if (state.done) return state.value;
    value = state.value;
    mode = 'next';
    try {
      if (isIterator(value)) value = await drive(value, clock);
      else if (isPromise(value)) value = await value;
      const now = performance.now();
      if (now - clock.last > SLICE_MS) {
        await new Promise((resolve) => setImmediate(resolve));
        clock.last = performance.now();
      }
    } catch (err) {
      mode = 'throw';
      value = err;
    }
  }
}

export interface RunOptions {
  outputLimit: number;
  // Extra globals (services under a symbol key) that template code cannot name.
  globals?: object;
}

export async function runRender(engine: Liquid, templates: Template[], scope: object, options: RunOptions): Promise<string> {
  const ctx = new Context(scope, engine.options, { globals: options.globals }, { liquid: engine });
  const emitter = new CappedEmitter(options.outputLimit);
  await drive(engine.renderer.renderTemplates(templates, ctx, emitter) as Iterator<unknown>, { last: performance.now() });
  return emitter.buffer;
}
