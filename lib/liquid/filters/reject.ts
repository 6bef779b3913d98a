import { ABORT, items, matches } from '../core/matching';
import { defineFilter } from '../declare';

function reject(input: unknown, prop: unknown, target?: unknown): unknown {
  const out: unknown[] = [];
  for (const item of items(input)) {
    const m = matches(item, prop, target);
    if (m === ABORT) return null;
    if (!m) out.push(item);
  }
  return out;
}

export default defineFilter({
  name: 'reject',
  arity: { min: 1, max: 2 },
  doc: { syntax: 'array | reject: "prop", value', summary: 'The items whose property does not equal the value (or is falsy, without a value).' },
  impl: reject,
});
