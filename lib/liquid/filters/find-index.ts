import { ABORT, items, matches } from '../core/matching';

export default function findIndex(input: unknown, prop: unknown, target?: unknown): unknown {
  const list = items(input);
  for (let i = 0; i < list.length; i++) {
    const m = matches(list[i], prop, target);
    if (m === ABORT) return null;
    if (m) return i;
  }
  return null;
}
