import { ABORT, items, matches } from '../core/matching';
import type { NameDoc } from '../name-doc';

export default function reject(input: unknown, prop: unknown, target?: unknown): unknown {
  const out: unknown[] = [];
  for (const item of items(input)) {
    const m = matches(item, prop, target);
    if (m === ABORT) return null;
    if (!m) out.push(item);
  }
  return out;
}

// For the runtime manifest's docs (and the admin's editor), kept next to the code it describes.
export const doc: NameDoc = { syntax: 'array | reject: "prop", value', summary: 'The items whose property does not equal the value (or is falsy, without a value).' };
