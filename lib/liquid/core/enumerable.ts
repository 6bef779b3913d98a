import { toValue } from 'liquidjs';
import { isPlainObject } from './values';

// What a for/tablerow loop iterates: arrays, hashes as [key, value] pairs, iterables; strings are
// single items; anything else is empty.
export function toEnumerable(v: unknown): unknown[] {
  const x = toValue(v) as unknown;
  if (Array.isArray(x)) return x;
  if (typeof x === 'string') return x.length ? [x] : [];
  if (x && typeof x === 'object') {
    if (Symbol.iterator in x) return Array.from(x as Iterable<unknown>);
    if (isPlainObject(x)) return Object.entries(x);
  }
  return [];
}
