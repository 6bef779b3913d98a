import { ABORT, items, matches } from '../core/matching';

export default function reject(input: unknown, prop: unknown, target?: unknown): unknown {
  const out: unknown[] = [];
  for (const item of items(input)) {
    const m = matches(item, prop, target);
    if (m === ABORT) return null;
    if (!m) out.push(item);
  }
  return out;
}
