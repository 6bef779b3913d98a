import { arithmetic, divisor } from '../core/arithmetic';
import type { FilterThis } from '../core/filter-args';
import { defineFilter } from '../declare';

// Integer operands divide like Ruby (floored); dividing an integer by zero is an error.
function dividedBy(this: FilterThis, input: unknown, arg: unknown): unknown {
  divisor(arg, 'divided_by');
  return arithmetic(
    this,
    input,
    arg,
    (a, b, float) => {
      if (float) return a / b;
      if (b === 0) throw new Error('divided_by: divided by 0');
      return Math.floor(a / b);
    },
    false,
  );
}

export default defineFilter({
  name: 'divided_by',
  arity: { min: 1, max: 1 },
  doc: { syntax: 'number | divided_by: n', summary: 'Divides; integer division when both are integers.' },
  impl: dividedBy,
});
