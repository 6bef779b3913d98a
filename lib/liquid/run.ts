import { Context, type Liquid, type Template } from 'liquidjs';
import { bridgeSlot } from '@/lib/shared/process-singleton';
import { RenderMemory } from './core/memory';
import { assertOneLiquidRuntime } from './core/one-runtime';
import { clearWork, workDue } from './core/work';
import { nextTurn, sliceMs } from './turns';
import { withTemplateLookup, type TemplateLookup } from './lookup';

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

// Every generator object inherits from one prototype: one prototype check instead of two property
// reads on objects of a hundred shapes (the check alone was 3.6% of a signed-in page's CPU).
const GENERATOR_PROTOTYPE: object = Object.getPrototypeOf(Object.getPrototypeOf((function* () {})()));
const isGenerator = (v: object): v is Step => Object.prototype.isPrototypeOf.call(GENERATOR_PROTOTYPE, v);
const isIterator = (v: unknown): v is Step => typeof v === 'object' && v !== null && (isGenerator(v) || (typeof (v as Step).next === 'function' && typeof (v as Step).throw === 'function'));
const isPromise = (v: unknown): v is Promise<unknown> => typeof v === 'object' && v !== null && typeof (v as Promise<unknown>).then === 'function';

// The clock is read once per this many steps (a power of two): a step is far below a millisecond, and
// reading it on every one of the page's thousands of steps was a measurable share of a render.
const CLOCK_EVERY = 32;

// Drives liquidjs's render generators like its own toPromise, but on one explicit stack: nested
// generators run synchronously (no promise per generator), only real promises are awaited, and the
// event loop is handed back every few milliseconds, so a heavy or runaway render never starves other
// requests until its limit hits. Time spent waiting for a turn is not the render's: `clock` gives it back.
// `expired()` rejects at the render's deadline: an awaited fetch or query cannot hold a render past it.
async function drive(root: Step, clock: RenderClock, share: string, background?: () => boolean, charge?: LoopCharge): Promise<unknown> {
  const stack: Step[] = [root];
  let value: unknown;
  let throwing = false;
  let steps = 0;
  let last = performance.now();
  // Time the render held the loop before the current stretch (since `last`).
  let held = 0;
  for (;;) {
    // Counted on every resume, generator or value: a loop of plain HTML yields only generators. Heavy
    // filter work reads the clock at once (lib/liquid/core/work.ts).
    if ((++steps & (CLOCK_EVERY - 1)) === 0 || workDue()) {
      clearWork();
      const now = performance.now();
      const behind = background?.() === true;
      const stretch = now - last;
      if (stretch > (behind ? BACKGROUND_SLICE_MS : sliceMs(now, held + stretch))) {
        held += stretch;
        charge?.(stretch);
        if (behind) await new Promise((resolve) => setTimeout(resolve, BACKGROUND_GAP_MS));
        await nextTurn(share);
        last = performance.now();
        clock.waited(last - now);
      }
    }
    const it = stack[stack.length - 1]!;
    let state: IteratorResult<unknown, unknown>;
    try {
      state = throwing ? it.throw!(value) : it.next(value);
    } catch (err) {
      // The generator did not handle it: its caller gets the error (or the render rejects).
      stack.pop();
      if (stack.length === 0) {
        charge?.(performance.now() - last);
        throw err;
      }
      throwing = true;
      value = err;
      continue;
    }
    throwing = false;
    value = state.value;
    if (state.done) {
      stack.pop();
      if (stack.length === 0) {
        charge?.(performance.now() - last);
        return value;
      }
      continue;
    }
    if (isIterator(value)) {
      stack.push(value);
      value = undefined;
      continue;
    }
    if (isPromise(value)) {
      const stretch = performance.now() - last;
      held += stretch;
      charge?.(stretch);
      try {
        value = await clock.race(value);
      } catch (err) {
        throwing = true;
        value = err;
      }
      // An await handed the loop back: the slice counts time the render has held the loop since. Counting
      // the wait too sent a page into the turn queue after every query it awaited, behind every request
      // that came in meanwhile (signed-in pages at 50 connections: p50 20 ms, p99 over 700 ms).
      last = performance.now();
    }
  }
}

// Where the loop time a render holds is reported: each stretch between its awaits and turns as it
// ends. Set by the outer server of a tenant lane (server/server.mjs), which charges it to the request's
// host (server/lanes.mjs): a host's load is the work its renders do, not the time they wait.
type LoopCharge = (ms: number) => void;
const loopCharge = () => bridgeSlot('loop-charge');

// The render's time limit, counted on the render's own time: wall time minus the turns it waited for
// (./turns.ts), so a render is never stopped for time its neighbours used. A backstop on plain wall
// time (BACKSTOP x the limit) still ends a render that never gets enough turns. liquidjs checks it
// (as its renderLimit) between templates and loop iterations; awaited promises race it.
// Eight: a long render beside others on a busy loop gets turns half the time (./turns.ts), so a render
// sharing them with three other sites' still ends on its own clock.
const BACKSTOP = 8;
class RenderClock {
  private end: number;
  private readonly wallEnd: number;
  constructor(
    private readonly ms: number,
    start = performance.now(),
  ) {
    this.end = start + ms;
    this.wallEnd = start + BACKSTOP * ms;
  }
  waited(ms: number): void {
    this.end += ms;
  }
  private left(now = performance.now()): number {
    return this.limit - now;
  }
  // When the render must end as things stand (read by lib/liquid/core/deadline.ts, as liquidjs's
  // Limiter keeps its limit).
  get limit(): number {
    return Math.min(this.end, this.wallEnd);
  }
  check(now: number): void {
    if (this.left(now) < 0) throw new RenderTimeout(Math.round(this.ms));
  }
  // liquidjs's Limiter interface; time is not counted by use.
  use(): void {}
  async race<T>(work: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new RenderTimeout(Math.round(this.ms))), Math.max(0, this.left()));
    });
    try {
      return await Promise.race([work, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}

export interface RunOptions {
  outputLimit: number;
  // Extra globals (services under a symbol key) that template code cannot name.
  globals?: object;
  // performance.now() by which the whole render must end (default: the engine's renderLimit from now),
  // pushed back by the time it waits for turns.
  deadline?: number;
  // Who the render's turns are charged to (the site): renders of one share take turns as one.
  share?: string;
  // Where its partials and layouts are found, when the engine serves several sites (./engine.ts).
  lookup?: TemplateLookup;
  // Asked before each turn: true while the render's work belongs elsewhere (its site was moved to
  // another worker: server/lanes.mjs), so it takes a turn only every BACKGROUND_GAP_MS.
  background?: () => boolean;
}

// A background render runs 1 ms slices with a pause of BACKGROUND_GAP_MS before each turn: about a
// twentieth of the loop instead of a third.
const BACKGROUND_SLICE_MS = 1;
const BACKGROUND_GAP_MS = 20;

export async function runRender(engine: Liquid, templates: Template[], scope: object, options: RunOptions): Promise<string> {
  // The Context below and the engine's drops must come from one liquidjs (./core/one-runtime.ts).
  assertOneLiquidRuntime();
  const ms = Math.max(0, (options.deadline ?? performance.now() + engine.options.renderLimit) - performance.now());
  const clock = new RenderClock(ms);
  // liquidjs calls only check/use of its render limit (a class it does not export): the clock stands in.
  const renderLimit = clock as unknown as Context['renderLimit'];
  const memoryLimit = new RenderMemory(engine.options.memoryLimit) as unknown as Context['memoryLimit'];
  const ctx = new Context(scope, engine.options, { globals: options.globals }, { liquid: engine, renderLimit, memoryLimit });
  const emitter = new CappedEmitter(options.outputLimit);
  const run = () => drive(engine.renderer.renderTemplates(templates, ctx, emitter) as Step, clock, options.share ?? '', options.background, loopCharge());
  await (options.lookup ? withTemplateLookup(options.lookup, run) : run());
  return emitter.buffer;
}
