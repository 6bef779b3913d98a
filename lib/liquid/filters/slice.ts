import { toValue } from 'liquidjs';
import { isNil, toInt, toText } from '../core/values';
import { defineFilter } from '../declare';

// Offsets must be integers (or integer strings); a nil length means 1.
function slice(input: unknown, start: unknown, length?: unknown): unknown {
  const from = toInt(start, 'slice');
  const len = isNil(toValue(length)) ? 1 : toInt(length, 'slice');
  const v = toValue(input) as unknown;
  const seq: string | unknown[] = Array.isArray(v) ? v : toText(v);
  const begin = from < 0 ? seq.length + from : from;
  if (begin < 0 || begin > seq.length || len < 0) return Array.isArray(seq) ? [] : '';
  return seq.slice(begin, begin + len);
}

export default defineFilter({
  name: 'slice',
  arity: { min: 1, max: 2 },
  doc: { syntax: 'value | slice: start, length', summary: 'A part of a string or array (a negative start counts from the end).' },
  impl: slice,
});
