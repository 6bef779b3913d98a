import { toValue } from 'liquidjs';
import { flatten, toList } from '../core/values';
import type { NameDoc } from '../name-doc';

export default function concat(input: unknown, other: unknown): unknown {
  const b = toValue(other) as unknown;
  if (!Array.isArray(b)) throw new Error('concat: argument is not an array');
  return [...flatten(toList(input)), ...b];
}

// For the runtime manifest's docs (and the admin's editor), kept next to the code it describes.
export const doc: NameDoc = { syntax: 'array | concat: other', summary: 'Joins two arrays into one.' };
