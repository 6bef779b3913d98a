import { ABORT, items, matches } from '../core/matching';
import type { NameDoc } from '../name-doc';

export default function findIndex(input: unknown, prop: unknown, target?: unknown): unknown {
  const list = items(input);
  for (let i = 0; i < list.length; i++) {
    const m = matches(list[i], prop, target);
    if (m === ABORT) return null;
    if (m) return i;
  }
  return null;
}

// For the runtime manifest's docs (and the admin's editor), kept next to the code it describes.
export const doc: NameDoc = { syntax: 'array | find_index: "prop", value', summary: 'The index of the first item whose property equals the value.' };
