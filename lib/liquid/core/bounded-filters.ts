import type { Context, Liquid } from 'liquidjs';

// What one filter call may return (CONTRACT limits): a longer string or array ends the render.
export const FILTER_OUTPUT_LIMITS = { maxStringLength: 1024 * 1024, maxArrayLength: 100_000 } as const;

export class FilterLimitError extends Error {
  constructor(name: string, what: string) {
    super(`filter "${name}": ${what} (limits: ${FILTER_OUTPUT_LIMITS.maxStringLength} characters, ${FILTER_OUTPUT_LIMITS.maxArrayLength} items per call)`);
    this.name = 'FilterLimitError';
  }
}

type Handler = (this: { context: Context }, value: unknown, ...args: unknown[]) => unknown;

const lengthOf = (v: unknown): number => (typeof v === 'string' ? v.length : Array.isArray(v) ? v.length : 0);
const textLength = (v: unknown): number => (typeof v === 'string' ? v.length : typeof v === 'number' ? 24 : lengthOf(v));

// Occurrences of `find` in `s`, counted without allocating, stopping once `enough` is reached.
function occurrences(s: string, find: string, enough: number): number {
  if (find.length === 0) return s.length + 1;
  let n = 0;
  for (let i = s.indexOf(find); i !== -1 && n < enough; i = s.indexOf(find, i + find.length)) n++;
  return n;
}

// Size of a result estimated from the inputs, for the filters whose output can be far larger than
// their input: checked before the work (one `replace` on a large string blocked the event loop for
// seconds and ended the process out of memory). Arguments are liquidjs values, usually strings.
const estimators: Record<string, (value: unknown, args: unknown[]) => number> = {
  replace: (v, [find, rep]) => replaceEstimate(v, find, rep, Infinity),
  replace_first: (v, [find, rep]) => replaceEstimate(v, find, rep, 1),
  replace_last: (v, [find, rep]) => replaceEstimate(v, find, rep, 1),
  append: (v, [other]) => textLength(v) + textLength(other),
  prepend: (v, [other]) => textLength(v) + textLength(other),
  concat: (v, [other]) => lengthOf(v) + lengthOf(other),
  push: (v) => lengthOf(v) + 1,
  unshift: (v) => lengthOf(v) + 1,
  split: (v, [sep]) => (typeof v === 'string' ? occurrences(v, typeof sep === 'string' ? sep : ' ', FILTER_OUTPUT_LIMITS.maxArrayLength + 1) : 0),
  join: (v, [sep]) => {
    if (!Array.isArray(v)) return 0;
    let n = (v.length - 1) * (typeof sep === 'string' ? sep.length : 1);
    for (const item of v) n += textLength(item);
    return n;
  },
};

function replaceEstimate(v: unknown, find: unknown, rep: unknown, most: number): number {
  if (typeof v !== 'string') return 0;
  const f = typeof find === 'string' ? find : String(find ?? '');
  const r = typeof rep === 'string' ? rep : String(rep ?? '');
  const grow = r.length - f.length;
  if (grow <= 0) return v.length;
  const room = Math.ceil((FILTER_OUTPUT_LIMITS.maxStringLength - v.length) / grow) + 1;
  return v.length + Math.min(most, occurrences(v, f, room)) * grow;
}

function check(name: string, ctx: Context, result: unknown): unknown {
  if (typeof result === 'string') {
    if (result.length > FILTER_OUTPUT_LIMITS.maxStringLength) throw new FilterLimitError(name, `result of ${result.length} characters`);
    ctx.memoryLimit.use(result.length);
  } else if (Array.isArray(result)) {
    if (result.length > FILTER_OUTPUT_LIMITS.maxArrayLength) throw new FilterLimitError(name, `result of ${result.length} items`);
    ctx.memoryLimit.use(result.length);
  }
  return result;
}

const isIterator = (v: unknown): v is Iterator<unknown> => typeof v === 'object' && v !== null && typeof (v as Iterator<unknown>).next === 'function' && !Array.isArray(v);
const isThenable = (v: unknown): v is Promise<unknown> => typeof v === 'object' && v !== null && typeof (v as Promise<unknown>).then === 'function';

function* checkedLater(name: string, ctx: Context, pending: unknown): Generator<unknown, unknown, unknown> {
  return check(name, ctx, yield pending);
}

function bounded(name: string, handler: Handler): Handler {
  const estimate = estimators[name];
  return function (this: { context: Context }, value: unknown, ...args: unknown[]): unknown {
    if (estimate) {
      const size = estimate(value, args);
      const cap = name === 'split' || name === 'concat' || name === 'push' || name === 'unshift' ? FILTER_OUTPUT_LIMITS.maxArrayLength : FILTER_OUTPUT_LIMITS.maxStringLength;
      if (size > cap) throw new FilterLimitError(name, `result would be about ${size} ${cap === FILTER_OUTPUT_LIMITS.maxArrayLength ? 'items' : 'characters'}`);
    }
    const result = handler.call(this, value, ...args);
    // Generator filters (where, sort…) and async ones settle later: checked when they do.
    if (isIterator(result) || isThenable(result)) return checkedLater(name, this.context, result);
    return check(name, this.context, result);
  };
}

// Every registered filter, liquidjs's and ours, charged to the render's memory limit by the size of
// what it returns and bounded per call. Run after all filters are registered: a filter registered
// later would skip the bound (test/unit/filter-growth.test.ts walks the registry).
export function boundFilters(engine: Liquid): void {
  for (const [name, impl] of Object.entries(engine.filters)) {
    if (typeof impl === 'function') engine.filters[name] = bounded(name, impl as Handler);
    else if (impl && typeof impl.handler === 'function') engine.filters[name] = { ...impl, handler: bounded(name, impl.handler as Handler) };
  }
}
