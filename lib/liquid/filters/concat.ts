import { toValue } from 'liquidjs';
import { flatten, toList } from '../core/values';

export default function concat(input: unknown, other: unknown): unknown {
  const b = toValue(other) as unknown;
  if (!Array.isArray(b)) throw new Error('concat: argument is not an array');
  return [...flatten(toList(input)), ...b];
}
