import { toValue } from 'liquidjs';
import { isPlainObject } from '../core/values';
import { defineFilter } from '../declare';

function size(input: unknown): number {
  const v = toValue(input) as unknown;
  if (typeof v === 'string' || Array.isArray(v)) return v.length;
  if (isPlainObject(v)) return Object.keys(v).length;
  if (v && typeof v === 'object' && typeof (v as { size?: unknown }).size === 'number') return (v as { size: number }).size;
  return 0;
}

export default defineFilter({
  name: 'size',
  arity: { min: 0, max: 0 },
  doc: { syntax: 'value | size', summary: 'The number of items or characters.' },
  impl: size,
});
