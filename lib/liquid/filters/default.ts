import { toValue } from 'liquidjs';
import { splitArgs, type FilterThis } from '../core/filter-args';
import { isNil, isPlainObject } from '../core/values';
import { defineFilter } from '../declare';

// Empty strings, arrays and hashes, nil and (unless allow_false) false take the default.
function defaultFilter(this: FilterThis, input: unknown, ...args: unknown[]): unknown {
  const v = toValue(input) as unknown;
  // A non-empty string or a number is never empty: no argument parsing needed.
  if (typeof v === 'string' ? v !== '' : typeof v === 'number') return input;
  let fallback = args[0];
  let allowFalse = false;
  if (this.token.args.some(Array.isArray)) {
    const { positional, keywords } = splitArgs(this, args);
    fallback = positional[0];
    allowFalse = !!toValue(keywords.get('allow_false'));
  }
  const empty = isNil(v) || (v === false && !allowFalse) || v === '' || (Array.isArray(v) && v.length === 0) || (isPlainObject(v) && Object.keys(v).length === 0);
  return empty ? fallback : input;
}

export default defineFilter({
  name: 'default',
  arity: { min: 0, max: 1 },
  doc: { syntax: 'value | default: fallback, allow_false: true', summary: 'The fallback when the value is nil, false or empty.' },
  impl: defaultFilter,
});
