import { arithmetic } from '../liquid/arithmetic';
import type { FilterThis } from '../liquid/filter-args';

export default function plus(this: FilterThis, input: unknown, arg: unknown): unknown {
  return arithmetic(this, input, arg, (a, b) => a + b);
}
