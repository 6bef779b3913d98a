import { toValue } from 'liquidjs';
import { flatten, isNil, toList } from '../core/values';
import type { NameDoc } from '../name-doc';

export default function map(input: unknown, prop: unknown): unknown {
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

// For the runtime manifest's docs (and the admin's editor), kept next to the code it describes.
export const doc: NameDoc = { syntax: 'array | map: "prop"', summary: 'The given property of every item.' };
