import { toValue } from 'liquidjs';
import { isPlainObject } from '../core/values';
import type { NameDoc } from '../name-doc';

export default function size(input: unknown): number {
  const v = toValue(input) as unknown;
  if (typeof v === 'string' || Array.isArray(v)) return v.length;
  if (isPlainObject(v)) return Object.keys(v).length;
  if (v && typeof v === 'object' && typeof (v as { size?: unknown }).size === 'number') return (v as { size: number }).size;
  return 0;
}

// For the runtime manifest's docs (and the admin's editor), kept next to the code it describes.
export const doc: NameDoc = { syntax: 'value | size', summary: 'The number of items or characters.' };
