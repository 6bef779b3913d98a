import type { Context, Liquid } from 'liquidjs';
import { servicesOf } from '../services';
import { clockTextChangesAt } from './clock';
import { MAX_TREE_VALUES, textSize, treeSize } from './expansion';
import { charging } from './memory';
import { addWork } from './work';

// What one filter call may return (docs/behaviours.md#B-render-limits): a longer string or array, or an array holding more
// than maxTreeValues values with its nested arrays and hashes, ends the render.
export const FILTER_OUTPUT_LIMITS = { maxStringLength: 1024 * 1024, maxArrayLength: 100_000, maxTreeValues: MAX_TREE_VALUES } as const;

// The text an array or hash given to one filter may hold (its strings' lengths added up): what a filter
// scans is bounded by it, e.g. `where` looking for a 1 MiB string in 100,000 references to another.
// Collections stay far below it (at most a few hundred rows).
const MAX_INPUT_TEXT = 64 * 1024 * 1024;

// Filters that take arrays as arrays. Any other filter given an array or a hash turns it into text
// (liquidjs joins an array's items), so its text must fit in one filter result.
const ARRAY_FILTERS = new Set([
  'first',
  'last',
  'reverse',
  'sort',
  'size',
  'map',
  'sum',
  'compact',
  'concat',
  'push',
  'unshift',
  'pop',
  'shift',
  'slice',
  'where',
  'reject',
  'where_exp',
  'reject_exp',
  'group_by',
  'group_by_exp',
  'has',
  'has_exp',
  'find',
  'find_exp',
  'find_index',
  'find_index_exp',
  'sample',
  'default',
  'raw',
  'uniq',
  'sort_natural',
  'join',
]);

class FilterLimitError extends Error {
  constructor(name: string, what: string) {
    super(
      `filter "${name}": ${what} (limits: ${FILTER_OUTPUT_LIMITS.maxStringLength} characters, ${FILTER_OUTPUT_LIMITS.maxArrayLength} items, ${FILTER_OUTPUT_LIMITS.maxTreeValues} nested values per call)`,
    );
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
const KEYS_TEXT = 8 * FILTER_OUTPUT_LIMITS.maxStringLength;

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
    return (v.length - 1) * (typeof sep === 'string' ? sep.length : 1) + textSize(v, FILTER_OUTPUT_LIMITS.maxStringLength + 1);
  },
  // Each special character grows by its entity: checked before a 1 MiB string of markup is rebuilt.
  escape: (v) => escapedLength(v),
  escape_once: (v) => escapedLength(v),
  xml_escape: (v) => escapedLength(v),
  // JSON is at least as long as the text it holds; the walk stops at the cap.
  json: (v) => textSize(v, FILTER_OUTPUT_LIMITS.maxStringLength + 1),
  jsonify: (v) => textSize(v, FILTER_OUTPUT_LIMITS.maxStringLength + 1),
  inspect: (v) => textSize(v, FILTER_OUTPUT_LIMITS.maxStringLength + 1),
  // One key (JSON or printed text) per item, made before the result: all keys together stay within
  // the size of a page's output.
  uniq: (v) => textSize(v, KEYS_TEXT + 1),
  sort_natural: (v) => textSize(v, KEYS_TEXT + 1),
};

// Length after HTML escaping (the longest entity of each character, &#34; and &#39;).
function escapedLength(v: unknown): number {
  if (typeof v !== 'string') return 0;
  let n = v.length;
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c === 38 || c === 34 || c === 39) n += 4;
    else if (c === 60 || c === 62) n += 3;
  }
  return n;
}

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
    const values = treeSize(result);
    if (values > FILTER_OUTPUT_LIMITS.maxTreeValues) throw new FilterLimitError(name, `result holding over ${FILTER_OUTPUT_LIMITS.maxTreeValues} values with its nested arrays and hashes`);
    ctx.memoryLimit.use(result.length);
  }
  return result;
}

const isIterator = (v: unknown): v is Iterator<unknown> => typeof v === 'object' && v !== null && typeof (v as Iterator<unknown>).next === 'function' && !Array.isArray(v);
const isThenable = (v: unknown): v is Promise<unknown> => typeof v === 'object' && v !== null && typeof (v as Promise<unknown>).then === 'function';

// A generator filter (liquidjs's where, group_by…) runs when the render driver steps it: each step
// charges as the filter it is (lib/liquid/core/memory.ts).
function chargingSteps(it: Iterator<unknown>): Iterator<unknown> {
  return {
    next: (v?: unknown) => charging(() => it.next(v)),
    throw: (e?: unknown) => charging(() => (it.throw ? it.throw(e) : { done: true as const, value: undefined })),
    return: (v?: unknown) => charging(() => (it.return ? it.return(v) : { done: true as const, value: v })),
  };
}

function* checkedLater(name: string, ctx: Context, pending: unknown): Generator<unknown, unknown, unknown> {
  const settled = yield pending;
  return charging(() => check(name, ctx, settled));
}

// Filters whose work does not grow with the array's length.
const CHEAP_ON_LONG = new Set(['size', 'first', 'last', 'slice', 'default', 'raw']);

const isContainer = (v: unknown): boolean => typeof v === 'object' && v !== null && (Array.isArray(v) || Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null);

// Arrays and hashes given to a filter, as value or argument, checked before it runs (see MAX_INPUT_TEXT
// and ARRAY_FILTERS): the walk is bounded by the values an array may hold.
function checkInputs(name: string, inputs: unknown[]): void {
  const cap = ARRAY_FILTERS.has(name) ? MAX_INPUT_TEXT : FILTER_OUTPUT_LIMITS.maxStringLength;
  for (const input of inputs) {
    if (!isContainer(input)) continue;
    // A fetched JSON array may be longer than any filter may return: work per item is refused there.
    if (Array.isArray(input) && input.length > FILTER_OUTPUT_LIMITS.maxArrayLength && !CHEAP_ON_LONG.has(name)) {
      throw new FilterLimitError(name, `an array of ${input.length} items as input`);
    }
    const size = textSize(input, cap + 1);
    if (size > cap) throw new FilterLimitError(name, `an array or hash of over ${cap} characters of text as input`);
  }
}

// Calls whose result is not fixed by their inputs: chance, and the clock ('now' and 'today' are dates
// to every date filter, ours and liquidjs's date_to_* alike). `date` says how long its text holds.
const BY_CHANCE = new Set(['sample', 'shuffle']);
const CLOCK_WORD = /^\s*(now|today)\s*$/i;
const isClockWord = (v: unknown) => typeof v === 'string' && v.length <= 9 && CLOCK_WORD.test(v);

function noteTime(ctx: Context, name: string, value: unknown, args: unknown[]): void {
  if (BY_CHANCE.has(name)) return servicesOf(ctx).changesAt?.(0);
  if (name === 'date' && isClockWord(value) && typeof args[0] === 'string') return servicesOf(ctx).changesAt?.(clockTextChangesAt(args[0], new Date()));
  if (isClockWord(value) || args.some(isClockWord)) servicesOf(ctx).changesAt?.(0);
}

function bounded(name: string, handler: Handler): Handler {
  const estimate = estimators[name];
  function call(this: { context: Context }, value: unknown, args: unknown[]): unknown {
    checkInputs(name, [value, ...args]);
    noteTime(this.context, name, value, args);
    if (estimate) {
      const size = estimate(value, args);
      const cap =
        name === 'split' || name === 'concat' || name === 'push' || name === 'unshift'
          ? FILTER_OUTPUT_LIMITS.maxArrayLength
          : name === 'uniq' || name === 'sort_natural'
            ? KEYS_TEXT
            : FILTER_OUTPUT_LIMITS.maxStringLength;
      if (size > cap) throw new FilterLimitError(name, `result would be about ${size} ${cap === FILTER_OUTPUT_LIMITS.maxArrayLength ? 'items' : 'characters'}`);
    }
    const result = handler.call(this, value, ...args);
    addWork(textLength(value) + textLength(result));
    // Generator filters (where, sort…) and async ones settle later: checked when they do.
    if (isIterator(result)) return checkedLater(name, this.context, chargingSteps(result));
    if (isThenable(result)) return checkedLater(name, this.context, result);
    return check(name, this.context, result);
  }
  // The whole call charges as a filter (lib/liquid/core/memory.ts).
  return function (this: { context: Context }, value: unknown, ...args: unknown[]): unknown {
    return charging(() => call.call(this, value, args));
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
