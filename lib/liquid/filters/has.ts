import { ABORT, items, matches } from '../core/matching';

export default function has(input: unknown, prop: unknown, target?: unknown): unknown {
  for (const item of items(input)) {
    const m = matches(item, prop, target);
    if (m === ABORT) return null;
    if (m) return true;
  }
  return false;
}
