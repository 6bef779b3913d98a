import { toValue } from 'liquidjs';
import { isNil, toList } from '../core/values';
import { defineFilter } from '../declare';

// Primitives are their own key (a Set tells 1 from "1"); hashes and arrays are keyed by their JSON,
// in a set of their own so no string can pass for one.
function uniq(input: unknown, prop?: unknown): unknown {
  const key = toValue(prop) as unknown;
  const seen = new Set<unknown>();
  const seenJson = new Set<string>();
  const firstTime = (v: unknown): boolean => {
    const set: Set<unknown> = v !== null && typeof v === 'object' ? seenJson : seen;
    const k = set === seen ? v : JSON.stringify(v);
    if (set.has(k)) return false;
    set.add(k);
    return true;
  };
  return toList(input).filter((item) => firstTime(toValue(isNil(key) ? item : item && typeof item === 'object' ? (item as Record<string, unknown>)[String(key)] : undefined)));
}

export default defineFilter({
  name: 'uniq',
  arity: { min: 0, max: 1 },
  doc: { syntax: 'array | uniq: "prop"', summary: 'Removes duplicates (by a property, when given).' },
  impl: uniq,
});
