import { arithmetic, divisor } from '../core/arithmetic';
import type { FilterThis } from '../core/filter-args';
import { defineFilter } from '../declare';

// Ruby's modulo takes the divisor's sign (floored), unlike JS's %.
function modulo(this: FilterThis, input: unknown, arg: unknown): unknown {
  divisor(arg, 'modulo');
  return arithmetic(this, input, arg, (a, b, float) => {
    if (b === 0 && !float) throw new Error('modulo: divided by 0');
    return a - b * Math.floor(a / b);
  });
}

export default defineFilter({
  name: 'modulo',
  arity: { min: 1, max: 1 },
  doc: { syntax: 'number | modulo: n', summary: 'The remainder of a division.' },
  impl: modulo,
});
