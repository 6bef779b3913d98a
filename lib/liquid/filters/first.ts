import { filters as stock, toValue } from 'liquidjs';
import type { FilterThis } from '../core/filter-args';
import { isPlainObject } from '../core/values';
import type { NameDoc } from '../name-doc';

const stockFirst = stock['first'] as (this: FilterThis, v: unknown) => unknown;

// The first of a hash is its first [key, value] pair.
export default function first(this: FilterThis, input: unknown): unknown {
  const v = toValue(input) as unknown;
  if (isPlainObject(v)) {
    const k = Object.keys(v)[0];
    return k === undefined ? null : [k, v[k]];
  }
  return stockFirst.call(this, v);
}

// For the runtime manifest's docs (and the admin's editor), kept next to the code it describes.
export const doc: NameDoc = { syntax: 'array | first', summary: 'The first item (or first character of a string).' };
