import { ABORT, items, matches } from '../core/matching';
import { defineFilter } from '../declare';

function find(input: unknown, prop: unknown, target?: unknown): unknown {
  for (const item of items(input)) {
    const m = matches(item, prop, target);
    if (m === ABORT) return null;
    if (m) return item;
  }
  return null;
}

export default defineFilter({
  name: 'find',
  arity: { min: 1, max: 2 },
  doc: { syntax: 'array | find: "prop", value', summary: 'The first item whose property equals the value.' },
  impl: find,
});
