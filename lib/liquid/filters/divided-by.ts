import { arithmetic, divisor } from '../core/arithmetic';
import type { FilterThis } from '../core/filter-args';
import type { NameDoc } from '../name-doc';

// Integer operands divide like Ruby (floored); dividing an integer by zero is an error.
export default function dividedBy(this: FilterThis, input: unknown, arg: unknown): unknown {
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

// For the runtime manifest's docs (and the admin's editor), kept next to the code it describes.
export const doc: NameDoc = { syntax: 'number | divided_by: n', summary: 'Divides; integer division when both are integers.' };
