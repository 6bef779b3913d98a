import { filters as stock, toValue } from 'liquidjs';
import type { FilterThis } from '../core/filter-args';
import { isPlainObject } from '../core/values';
import { defineFilter } from '../declare';

const stockFirst = stock['first'] as (this: FilterThis, v: unknown) => unknown;

// The first of a hash is its first [key, value] pair.
function first(this: FilterThis, input: unknown): unknown {
  const v = toValue(input) as unknown;
  if (isPlainObject(v)) {
    const k = Object.keys(v)[0];
    return k === undefined ? null : [k, v[k]];
  }
  return stockFirst.call(this, v);
}

export default defineFilter({
  name: 'first',
  arity: { min: 0, max: 0 },
  doc: { syntax: 'array | first', summary: 'The first item (or first character of a string).' },
  impl: first,
});
