import { evalToken, evalTokenValue, toValue, TypeGuards, type Context, type ValueToken } from 'liquidjs';
import { isPlainObject } from './values';

// What a for/tablerow loop iterates: arrays, hashes as [key, value] pairs, iterables; strings are
// single items; anything else is empty.
function toEnumerable(v: unknown): unknown[] {
  const x = toValue(v) as unknown;
  if (Array.isArray(x)) return x;
  if (typeof x === 'string') return x.length ? [x] : [];
  if (x && typeof x === 'object') {
    if (Symbol.iterator in x) return Array.from(x as Iterable<unknown>);
    if (isPlainObject(x)) return Object.entries(x);
  }
  return [];
}

// What a loop walks: an array, or a range `(a..b)` walked without building its array (liquidjs builds
// one item per number in one step: `{% for i in (1..60000000) %}` held the event loop for seconds
// before its first iteration). Offsets and limits are never negative here.
export interface Sequence {
  readonly length: number;
  at(i: number): unknown;
  slice(from: number, to?: number): Sequence;
  reverse(): Sequence;
}

class ArraySequence implements Sequence {
  constructor(private readonly items: unknown[]) {}
  get length(): number {
    return this.items.length;
  }
  at(i: number): unknown {
    return this.items[i];
  }
  slice(from: number, to?: number): Sequence {
    return new ArraySequence(this.items.slice(from, to));
  }
  reverse(): Sequence {
    return new ArraySequence([...this.items].reverse());
  }
}

class RangeSequence implements Sequence {
  constructor(
    private readonly first: number,
    readonly length: number,
    private readonly step: 1 | -1,
  ) {}
  at(i: number): unknown {
    return this.first + i * this.step;
  }
  slice(from: number, to = this.length): Sequence {
    const start = Math.min(from, this.length);
    return new RangeSequence(this.first + start * this.step, Math.max(0, Math.min(to, this.length) - start), this.step);
  }
  reverse(): Sequence {
    return this.length ? new RangeSequence(this.first + (this.length - 1) * this.step, this.length, this.step === 1 ? -1 : 1) : this;
  }
}

// The items of a loop's collection token, as liquidjs would give them (liquidjs's range: numbers from
// +a while below +b + 1).
export function* loopSequence(token: ValueToken, ctx: Context): Generator<unknown, Sequence, unknown> {
  if (TypeGuards.isRangeToken(token)) {
    const low = Number(yield evalTokenValue(token.lhs, ctx));
    const high = Number(yield evalTokenValue(token.rhs, ctx));
    const count = Number.isFinite(low) && Number.isFinite(high) ? Math.max(0, Math.ceil(high + 1 - low)) : 0;
    return new RangeSequence(low, count, 1);
  }
  return new ArraySequence(toEnumerable(yield evalToken(token, ctx)));
}
