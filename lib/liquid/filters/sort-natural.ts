import { toValue } from 'liquidjs';
import { isNil, toText, inspect } from '../core/values';
import { defineFilter } from '../declare';

// Case-insensitive order of the printed values (hashes print as Ruby would); nils last.
function sortNatural(input: unknown, prop?: unknown): unknown {
  const v = toValue(input) as unknown;
  if (!Array.isArray(v)) return v;
  const key = toValue(prop) as unknown;
  const keyed = v.map((item) => {
    const x = isNil(key) ? item : item && typeof item === 'object' ? (item as Record<string, unknown>)[String(key)] : undefined;
    const k = isNil(x) ? null : (typeof x === 'object' ? inspect(x) : toText(x)).toLowerCase();
    return { item, k };
  });
  keyed.sort((a, b) => (a.k === null ? (b.k === null ? 0 : 1) : b.k === null ? -1 : a.k < b.k ? -1 : a.k > b.k ? 1 : 0));
  return keyed.map((e) => e.item);
}

export default defineFilter({
  name: 'sort_natural',
  arity: { min: 0, max: 1 },
  doc: { syntax: 'array | sort_natural: "prop"', summary: 'Sorted, case-insensitive, optionally by a property.' },
  impl: sortNatural,
});
