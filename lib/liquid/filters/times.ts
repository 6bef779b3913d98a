import { arithmetic } from '../core/arithmetic';
import type { FilterThis } from '../core/filter-args';
import { defineFilter } from '../declare';

function times(this: FilterThis, input: unknown, arg: unknown): unknown {
  return arithmetic(this, input, arg, (a, b) => a * b, false);
}

export default defineFilter({
  name: 'times',
  arity: { min: 1, max: 1 },
  doc: { syntax: 'number | times: n', summary: 'Multiplies.' },
  impl: times,
});
