import { toValue } from 'liquidjs';
import { flatten, isNil, toList } from '../core/values';
import { defineFilter } from '../declare';

function map(input: unknown, prop: unknown): unknown {
  const v = toValue(input) as unknown;
  if (typeof v === 'number' || typeof v === 'boolean') throw new Error('map: input is not an array');
  const key = toValue(prop) as unknown;
  if (isNil(key)) return [];
  return flatten(toList(v)).map((item) => {
    if (isNil(item)) return null;
    if (typeof item !== 'object') throw new Error(`map: cannot read "${String(key)}" of ${typeof item}`);
    const val = (item as Record<string, unknown>)[String(key)];
    // Drops expose properties as methods.
    return typeof val === 'function' ? (val as () => unknown).call(item) : val;
  });
}

export default defineFilter({
  name: 'map',
  arity: { min: 1, max: 1 },
  doc: { syntax: 'array | map: "prop"', summary: 'The given property of every item.' },
  impl: map,
});
