import { ABORT, items, matches } from '../core/matching';
import type { NameDoc } from '../name-doc';

export default function has(input: unknown, prop: unknown, target?: unknown): unknown {
  for (const item of items(input)) {
    const m = matches(item, prop, target);
    if (m === ABORT) return null;
    if (m) return true;
  }
  return false;
}

// For the runtime manifest's docs (and the admin's editor), kept next to the code it describes.
export const doc: NameDoc = { syntax: 'array | has: "prop", value', summary: "Whether any item's property equals the value." };
