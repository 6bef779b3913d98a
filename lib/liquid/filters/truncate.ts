import { toValue } from 'liquidjs';
import { positionalCount, type FilterThis } from '../core/filter-args';
import { isNil, toInt, toText } from '../core/values';
import type { NameDoc } from '../docs';

export default function truncate(this: FilterThis, input: unknown, length?: unknown, ellipsis?: unknown): unknown {
  if (isNil(toValue(input))) return '';
  const s = toText(input);
  const n = positionalCount(this) === 0 ? 50 : toInt(length, 'truncate');
  const end = positionalCount(this) < 2 ? '...' : isNil(toValue(ellipsis)) ? '' : toText(ellipsis);
  const chars = [...s];
  if (chars.length <= n) return s;
  return chars.slice(0, Math.max(0, n - [...end].length)).join('') + end;
}

// For the runtime manifest's docs (and the admin's editor), kept next to the code it describes.
export const doc: NameDoc = { syntax: 'string | truncate: 20, "…"', summary: 'Shortens to the given length, the ellipsis included.' };
