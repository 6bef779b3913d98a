import { toValue } from 'liquidjs';
import { isNil, toText } from '../core/values';
import { defineFilter } from '../declare';

function replace(input: unknown, search: unknown, replacement?: unknown): string {
  const s = toText(input);
  const find = isNil(toValue(search)) ? '' : toText(search);
  return s.replaceAll(find, isNil(toValue(replacement)) ? '' : toText(replacement));
}

export default defineFilter({
  name: 'replace',
  arity: { min: 1, max: 2 },
  doc: { syntax: 'string | replace: "a", "b"', summary: 'Replaces every occurrence.' },
  impl: replace,
});
