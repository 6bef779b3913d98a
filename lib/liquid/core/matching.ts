import { toValue } from 'liquidjs';
import { flatten, isNil, isPlainObject, toList } from './values';

// find / find_index / has / reject share Shopify's item test. A nil item makes Shopify give up and
// render nothing (ABORT); an item the property cannot apply to (a number with a string key) is an error.
export const ABORT = Symbol('abort');

function propertyOf(item: unknown, prop: unknown): unknown {
  if (isNil(item)) return ABORT;
  if (typeof item === 'string') {
    if (isNil(prop)) return ABORT;
    return item.includes(String(prop)) ? prop : null;
  }
  if (isPlainObject(item)) return typeof prop === 'string' ? item[prop] : null;
  if (typeof item === 'number' && typeof prop === 'number') return 0; // Ruby's Integer#[] bit: 0 is truthy
  if (typeof item === 'object' && typeof prop === 'string') return (item as Record<string, unknown>)[prop];
  throw new Error(`cannot read property ${String(prop)} of ${typeof item}`);
}

// true/false for a match, ABORT when Shopify would return nil for the whole filter.
export function matches(item: unknown, prop: unknown, target: unknown): boolean | typeof ABORT {
  const v = propertyOf(toValue(item), toValue(prop));
  if (v === ABORT) return ABORT;
  const t = toValue(target) as unknown;
  if (isNil(t)) return !isNil(v) && v !== false;
  return v === t;
}

export function items(input: unknown): unknown[] {
  return flatten(toList(input));
}
