import { toValue } from 'liquidjs';
import { positionalCount, type FilterThis } from '../core/filter-args';
import { isNil, toInt, toText } from '../core/values';
import { defineFilter } from '../declare';

function truncate(this: FilterThis, input: unknown, length?: unknown, ellipsis?: unknown): unknown {
  if (isNil(toValue(input))) return '';
  const s = toText(input);
  const n = positionalCount(this) === 0 ? 50 : toInt(length, 'truncate');
  const end = positionalCount(this) < 2 ? '...' : isNil(toValue(ellipsis)) ? '' : toText(ellipsis);
  if (codePointsAtMost(s, n)) return s;
  return s.slice(0, indexAfter(s, Math.max(0, n - [...end].length))) + end;
}

// Counted in code points like Ruby, without splitting the whole string into an array (a 1 MiB post
// body made a million-item array on every call).
function indexAfter(s: string, points: number): number {
  let i = 0;
  for (let k = 0; k < points && i < s.length; k++) i += (s.codePointAt(i) ?? 0) > 0xffff ? 2 : 1;
  return i;
}

function codePointsAtMost(s: string, n: number): boolean {
  if (n < 0) return false;
  if (s.length <= n) return true;
  return indexAfter(s, n) >= s.length;
}

export default defineFilter({
  name: 'truncate',
  arity: { min: 0, max: 2 },
  doc: { syntax: 'string | truncate: 20, "…"', summary: 'Shortens to the given length, the ellipsis included.' },
  impl: truncate,
});
