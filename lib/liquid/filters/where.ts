import { toValue } from 'liquidjs';
import { flatten, isNil, toList } from '../core/values';
import { defineFilter } from '../declare';

// A nil (or omitted) value keeps items whose property is truthy; otherwise strict equality.
function where(input: unknown, prop: unknown, target?: unknown): unknown {
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

export default defineFilter({
  name: 'where',
  arity: { min: 1, max: 2 },
  doc: { syntax: 'array | where: "prop", value', summary: 'The items whose property equals the value (or is truthy, without a value).' },
  impl: where,
});
