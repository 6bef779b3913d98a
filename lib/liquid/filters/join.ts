import { toValue } from 'liquidjs';
import { positionalCount, type FilterThis } from '../core/filter-args';
import { flatten, isNil, toText } from '../core/values';
import type { NameDoc } from '../name-doc';

// A missing separator is a space; an undefined one joins with nothing (Ruby's join(nil)).
export default function join(this: FilterThis, input: unknown, sep?: unknown): unknown {
  const v = toValue(input) as unknown;
  if (!Array.isArray(v)) return v;
  const s = positionalCount(this) === 0 ? ' ' : isNil(toValue(sep)) ? '' : toText(sep);
  return flatten(v).map(toText).join(s);
}

// For the runtime manifest's docs (and the admin's editor), kept next to the code it describes.
export const doc: NameDoc = { syntax: 'array | join: ", "', summary: 'Joins the items into a string with the separator.' };
