import { toValue } from 'liquidjs';
import { positionalCount, type FilterThis } from '../liquid/filter-args';
import { isNil, toInt, toText } from '../liquid/values';

export default function truncatewords(this: FilterThis, input: unknown, count?: unknown, ellipsis?: unknown): unknown {
  if (isNil(toValue(input))) return '';
  const s = toText(input);
  const n = Math.max(1, positionalCount(this) === 0 ? 15 : toInt(count, 'truncatewords'));
  const end = positionalCount(this) < 2 ? '...' : isNil(toValue(ellipsis)) ? '' : toText(ellipsis);
  const words = s.trim().split(/\s+/);
  if (words.length <= n) return s;
  return words.slice(0, n).join(' ') + end;
}
