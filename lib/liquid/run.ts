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
    this.buffer += typeof html === 'string' ? html : stringify(html);
    if (this.buffer.length > this.cap) throw new OutputLimitError(this.cap);
  }
}

// Values a tag returns instead of writing (outputs arrive as text already, see liquid/output.ts).
function stringify(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(stringify).join('');
  const v = value as { toLiquid?: () => unknown };
  if (typeof v.toLiquid === 'function') return stringify(v.toLiquid());
  return String(value);
}

export class RenderTimeout extends Error {
  constructor(ms: number) {
    super(`render time limit exceeded (${ms} ms, awaited fetches and queries included)`);
    this.name = 'RenderTimeout';
  }
}

type Step = Iterator<unknown, unknown, unknown>;

const isIterator = (v: unknown): v is Step => typeof v === 'object' && v !== null && typeof (v as Step).next === 'function' && typeof (v as Step).throw === 'function';
const isPromise = (v: unknown): v is Promise<unknown> => typeof v === 'object' && v !== null && typeof (v as Promise<unknown>).then === 'function';

// How long a render may hold the event loop before it lets other requests run.
const SLICE_MS = 8;
// The clock is read once per this many steps (a power of two): a step is far below a millisecond, and
// reading it on every one of the page's thousands of steps was a measurable share of a render.
const CLOCK_EVERY = 32;

// Drives liquidjs's render generators like its own toPromise, but on one explicit stack: nested
// generators run synchronously (no promise per generator), only real promises are awaited, and the
// event loop is handed back every few milliseconds, so a heavy or runaway render never starves other
// requests until its limit hits.
// `expired()` rejects at the render's deadline: an awaited fetch or query cannot hold a render past it.
async function drive(root: Step, expired: () => Promise<never>): Promise<unknown> {
  const stack: Step[] = [root];
  let value: unknown;
  let throwing = false;
  let steps = 0;
  let last = performance.now();
  for (;;) {
    // Counted on every resume, generator or value: a loop of plain HTML yields only generators.
    if ((++steps & (CLOCK_EVERY - 1)) === 0) {
      const now = performance.now();
      if (now - last > SLICE_MS) {
        await new Promise((resolve) => setImmediate(resolve));
        last = performance.now();
      }
    }
    const it = stack[stack.length - 1]!;
    let state: IteratorResult<unknown, unknown>;
    try {
      state = throwing ? it.throw!(value) : it.next(value);
    } catch (err) {
      // The generator did not handle it: its caller gets the error (or the render rejects).
      stack.pop();
      if (stack.length === 0) throw err;
      throwing = true;
      value = err;
      continue;
    }
    throwing = false;
    value = state.value;
    if (state.done) {
      stack.pop();
      if (stack.length === 0) return value;
      continue;
    }
    if (isIterator(value)) {
      stack.push(value);
      value = undefined;
      continue;
    }
    if (isPromise(value)) {
      try {
        value = await Promise.race([value, expired()]);
      } catch (err) {
        throwing = true;
        value = err;
      }
    }
  }
}

export interface RunOptions {
  outputLimit: number;
  // Extra globals (services under a symbol key) that template code cannot name.
  globals?: object;
  // performance.now() by which the whole render must end (default: the engine's renderLimit from now).
  deadline?: number;
}

export async function runRender(engine: Liquid, templates: Template[], scope: object, options: RunOptions): Promise<string> {
  const ms = Math.max(0, (options.deadline ?? performance.now() + engine.options.renderLimit) - performance.now());
  const ctx = new Context(scope, engine.options, { globals: options.globals, renderLimit: ms }, { liquid: engine });
  const emitter = new CappedEmitter(options.outputLimit);
  const end = performance.now() + ms;
  let timer: NodeJS.Timeout | undefined;
  let deadline: Promise<never> | undefined;
  // The timer is armed on the first awaited promise: most renders await none.
  const expired = () =>
    (deadline ??= new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new RenderTimeout(Math.round(ms))), Math.max(0, end - performance.now()));
    }));
  try {
    await drive(engine.renderer.renderTemplates(templates, ctx, emitter) as Step, expired);
  } finally {
    clearTimeout(timer);
  }
  return emitter.buffer;
}
