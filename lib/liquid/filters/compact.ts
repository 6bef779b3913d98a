import { toValue } from 'liquidjs';
import { isNil, toList } from '../core/values';

export default function compact(input: unknown, prop?: unknown): unknown {
  const key = toValue(prop) as unknown;
  const list = toList(input);
  if (isNil(key)) return list.filter((x) => !isNil(x));
  return list.filter((x) => x !== null && typeof x === 'object' && !isNil((x as Record<string, unknown>)[String(key)]));
}
