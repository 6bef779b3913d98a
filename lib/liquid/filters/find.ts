import { ABORT, items, matches } from '../core/matching';
import type { NameDoc } from '../name-doc';

export default function find(input: unknown, prop: unknown, target?: unknown): unknown {
  for (const item of items(input)) {
    const m = matches(item, prop, target);
    if (m === ABORT) return null;
    if (m) return item;
  }
  return null;
}

// For the runtime manifest's docs (and the admin's editor), kept next to the code it describes.
export const doc: NameDoc = { syntax: 'array | find: "prop", value', summary: 'The first item whose property equals the value.' };
