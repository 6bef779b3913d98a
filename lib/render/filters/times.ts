import { arithmetic } from '../liquid/arithmetic';
import type { FilterThis } from '../liquid/filter-args';

export default function times(this: FilterThis, input: unknown, arg: unknown): unknown {
  return arithmetic(this, input, arg, (a, b) => a * b, false);
}
