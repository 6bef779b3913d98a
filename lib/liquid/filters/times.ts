import { arithmetic } from '../core/arithmetic';
import type { FilterThis } from '../core/filter-args';
import type { NameDoc } from '../name-doc';

export default function times(this: FilterThis, input: unknown, arg: unknown): unknown {
  return arithmetic(this, input, arg, (a, b) => a * b, false);
}

// For the runtime manifest's docs (and the admin's editor), kept next to the code it describes.
export const doc: NameDoc = { syntax: 'number | times: n', summary: 'Multiplies.' };
