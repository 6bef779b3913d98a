import { ABORT, items, matches } from '../core/matching';
import { defineFilter } from '../declare';

function has(input: unknown, prop: unknown, target?: unknown): unknown {
  for (const item of items(input)) {
    const m = matches(item, prop, target);
    if (m === ABORT) return null;
    if (m) return true;
  }
  return false;
}

export default defineFilter({
  name: 'has',
  arity: { min: 1, max: 2 },
  doc: { syntax: 'array | has: "prop", value', summary: "Whether any item's property equals the value." },
  impl: has,
});
