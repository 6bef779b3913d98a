import { toValue } from 'liquidjs';
import { splitArgs, type FilterThis } from '../liquid/filter-args';
import { isNil, isPlainObject } from '../liquid/values';

// Empty strings, arrays and hashes, nil and (unless allow_false) false take the default.
export default function defaultFilter(this: FilterThis, input: unknown, ...args: unknown[]): unknown {
  const { positional, keywords } = splitArgs(this, args);
  const fallback = positional[0];
  const v = toValue(input) as unknown;
  const allowFalse = !!toValue(keywords.get('allow_false'));
  const empty =
    isNil(v) ||
    (v === false && !allowFalse) ||
    v === '' ||
    (Array.isArray(v) && v.length === 0) ||
    (isPlainObject(v) && Object.keys(v).length === 0);
  return empty ? fallback : input;
}
