import { toValue } from 'liquidjs';
import { isPlainObject } from '../core/values';

export default function size(input: unknown): number {
  const v = toValue(input) as unknown;
  if (typeof v === 'string' || Array.isArray(v)) return v.length;
  if (isPlainObject(v)) return Object.keys(v).length;
  if (v && typeof v === 'object' && typeof (v as { size?: unknown }).size === 'number') return (v as { size: number }).size;
  return 0;
}
