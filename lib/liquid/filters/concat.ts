import { toValue } from 'liquidjs';
import { flatten, toList } from '../core/values';
import { defineFilter } from '../declare';

function concat(input: unknown, other: unknown): unknown {
  const b = toValue(other) as unknown;
  if (!Array.isArray(b)) throw new Error('concat: argument is not an array');
  return [...flatten(toList(input)), ...b];
}

export default defineFilter({
  name: 'concat',
  arity: { min: 1, max: 1 },
  doc: { syntax: 'array | concat: other', summary: 'Joins two arrays into one.' },
  impl: concat,
});
