import { toValue } from 'liquidjs';
import { isNil, toList } from '../core/values';
import type { NameDoc } from '../name-doc';

export default function compact(input: unknown, prop?: unknown): unknown {
  const key = toValue(prop) as unknown;
  const list = toList(input);
  if (isNil(key)) return list.filter((x) => !isNil(x));
  return list.filter((x) => x !== null && typeof x === 'object' && !isNil((x as Record<string, unknown>)[String(key)]));
}

// For the runtime manifest's docs (and the admin's editor), kept next to the code it describes.
export const doc: NameDoc = { syntax: 'array | compact', summary: 'Removes nil items (or items whose property is nil: compact: "prop").' };
