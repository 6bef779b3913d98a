import { toValue } from 'liquidjs';
import { flatten, isNil, isPlainObject, numberResult, toList, toNum } from '../core/values';
import { defineFilter } from '../declare';

function sum(input: unknown, prop?: unknown): unknown {
  const key = toValue(prop) as unknown;
  let total = 0;
  let float = false;
  for (const item of flatten(toList(input))) {
    let v: unknown = item;
    if (!isNil(key)) {
      if (!isPlainObject(item)) throw new Error('sum: item is not a hash');
      v = item[String(key)];
    } else if (typeof item === 'object' && item !== null) continue;
    if (typeof v === 'number' && !Number.isInteger(v)) float = true;
    total += toNum(v);
  }
  return numberResult(total, float);
}

export default defineFilter({
  name: 'sum',
  arity: { min: 0, max: 1 },
  doc: { syntax: 'array | sum: "prop"', summary: 'The sum of the numbers (or of a property of the items).' },
  impl: sum,
});
