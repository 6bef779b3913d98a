import { arithmetic } from '../core/arithmetic';
import type { FilterThis } from '../core/filter-args';
import { defineFilter } from '../declare';

function plus(this: FilterThis, input: unknown, arg: unknown): unknown {
  return arithmetic(this, input, arg, (a, b) => a + b);
}

export default defineFilter({
  name: 'plus',
  arity: { min: 1, max: 1 },
  doc: { syntax: 'number | plus: n', summary: 'Adds.' },
  impl: plus,
});
