import { arithmetic } from '../core/arithmetic';
import type { FilterThis } from '../core/filter-args';

export default function minus(this: FilterThis, input: unknown, arg: unknown): unknown {
  return arithmetic(this, input, arg, (a, b) => a - b);
}
