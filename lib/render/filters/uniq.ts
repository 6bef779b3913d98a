import { toValue } from 'liquidjs';
import { isNil, toList } from '../liquid/values';

function keyOf(v: unknown): string {
  const x = toValue(v) as unknown;
  if (x !== null && typeof x === 'object') return 'o' + JSON.stringify(x);
  return typeof x + ':' + String(x);
}

export default function uniq(input: unknown, prop?: unknown): unknown {
  const key = toValue(prop) as unknown;
  const seen = new Set<string>();
  return toList(input).filter((item) => {
    const k = isNil(key) ? keyOf(item) : keyOf(item && typeof item === 'object' ? (item as Record<string, unknown>)[String(key)] : undefined);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
