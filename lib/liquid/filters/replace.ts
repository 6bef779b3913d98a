import { toValue } from 'liquidjs';
import { isNil, toText } from '../core/values';
import type { NameDoc } from '../name-doc';

export default function replace(input: unknown, search: unknown, replacement?: unknown): string {
  const s = toText(input);
  const find = isNil(toValue(search)) ? '' : toText(search);
  return s.replaceAll(find, isNil(toValue(replacement)) ? '' : toText(replacement));
}

// For the runtime manifest's docs (and the admin's editor), kept next to the code it describes.
export const doc: NameDoc = { syntax: 'string | replace: "a", "b"', summary: 'Replaces every occurrence.' };
