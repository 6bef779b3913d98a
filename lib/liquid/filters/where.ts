import { toValue } from 'liquidjs';
import { flatten, isNil, toList } from '../core/values';
import type { NameDoc } from '../name-doc';

// A nil (or omitted) value keeps items whose property is truthy; otherwise strict equality.
export default function where(input: unknown, prop: unknown, target?: unknown): unknown {
  const v = toValue(input) as unknown;
  if (typeof v === 'number' || typeof v === 'boolean') throw new Error('where: input is not an array');
  const key = toValue(prop) as unknown;
  if (isNil(key)) return [];
  const t = toValue(target) as unknown;
  return flatten(toList(v)).filter((item) => {
    if (!item || typeof item !== 'object') return false;
    const val = toValue((item as Record<string, unknown>)[String(key)]) as unknown;
    return isNil(t) ? !isNil(val) && val !== false : val === t;
  });
}

// For the runtime manifest's docs (and the admin's editor), kept next to the code it describes.
export const doc: NameDoc = { syntax: 'array | where: "prop", value', summary: 'The items whose property equals the value (or is truthy, without a value).' };
