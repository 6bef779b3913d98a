import { ABORT, items, matches } from '../core/matching';
import { defineFilter } from '../declare';

function findIndex(input: unknown, prop: unknown, target?: unknown): unknown {
  const list = items(input);
  for (let i = 0; i < list.length; i++) {
    const m = matches(list[i], prop, target);
    if (m === ABORT) return null;
    if (m) return i;
  }
  return null;
}

export default defineFilter({
  name: 'find_index',
  arity: { min: 1, max: 2 },
  doc: { syntax: 'array | find_index: "prop", value', summary: 'The index of the first item whose property equals the value.' },
  impl: findIndex,
});
