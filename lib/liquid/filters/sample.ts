import { toValue } from 'liquidjs';
import { isNil } from '../core/values';
import { defineFilter } from '../declare';

// `sample` (liquidjs's): one random element, or `count` of them, of an array or of a string's
// characters. liquidjs shuffles the whole input with a random sort comparator (88 ms for a 1 MiB
// string, all of it holding the event loop); this draws only the elements it answers.
function sample(input: unknown, count: unknown = 1): unknown {
  const v = toValue(input) as unknown;
  if (isNil(v)) return [];
  const list: unknown[] = Array.isArray(v) ? v : [...String(v)];
  const asked = Number(toValue(count));
  const n = Number.isFinite(asked) ? Math.trunc(asked) : 1;
  const k = Math.max(0, Math.min(n, list.length));
  // k distinct indices: a partial Fisher-Yates over a sparse map of the swapped positions.
  const swapped = new Map<number, number>();
  const picked: unknown[] = [];
  for (let i = 0; i < k; i++) {
    const j = i + Math.floor(Math.random() * (list.length - i));
    const at = swapped.get(j) ?? j;
    swapped.set(j, swapped.get(i) ?? i);
    picked.push(list[at]);
  }
  return n === 1 ? picked[0] : picked;
}

export default defineFilter({
  name: 'sample',
  arity: 'unchecked',
  doc: { syntax: 'array | sample', summary: 'A random item.' },
  impl: sample,
});
