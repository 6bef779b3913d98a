import { arithmetic, divisor } from '../core/arithmetic';
import type { FilterThis } from '../core/filter-args';
import type { NameDoc } from '../name-doc';

// Ruby's modulo takes the divisor's sign (floored), unlike JS's %.
export default function modulo(this: FilterThis, input: unknown, arg: unknown): unknown {
  divisor(arg, 'modulo');
  return arithmetic(this, input, arg, (a, b, float) => {
    if (b === 0 && !float) throw new Error('modulo: divided by 0');
    return a - b * Math.floor(a / b);
  });
}

// For the runtime manifest's docs (and the admin's editor), kept next to the code it describes.
export const doc: NameDoc = { syntax: 'number | modulo: n', summary: 'The remainder of a division.' };
