import { arithmetic } from '../core/arithmetic';
import type { FilterThis } from '../core/filter-args';
import { defineFilter } from '../declare';

function minus(this: FilterThis, input: unknown, arg: unknown): unknown {
  return arithmetic(this, input, arg, (a, b) => a - b);
}

export default defineFilter({
  name: 'minus',
  arity: { min: 1, max: 1 },
  doc: { syntax: 'number | minus: n', summary: 'Subtracts.' },
  impl: minus,
});
