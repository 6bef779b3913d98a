import { toValue } from 'liquidjs';
import { positionalCount, type FilterThis } from '../core/filter-args';
import { flatten, isNil, toText } from '../core/values';
import { defineFilter } from '../declare';

// A missing separator is a space; an undefined one joins with nothing (Ruby's join(nil)).
function join(this: FilterThis, input: unknown, sep?: unknown): unknown {
  const v = toValue(input) as unknown;
  if (!Array.isArray(v)) return v;
  const s = positionalCount(this) === 0 ? ' ' : isNil(toValue(sep)) ? '' : toText(sep);
  return flatten(v).map(toText).join(s);
}

export default defineFilter({
  name: 'join',
  arity: { min: 0, max: 1 },
  doc: { syntax: 'array | join: ", "', summary: 'Joins the items into a string with the separator.' },
  impl: join,
});
