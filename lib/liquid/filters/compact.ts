import { toValue } from 'liquidjs';
import { isNil, toList } from '../core/values';
import { defineFilter } from '../declare';

function compact(input: unknown, prop?: unknown): unknown {
  const key = toValue(prop) as unknown;
  const list = toList(input);
  if (isNil(key)) return list.filter((x) => !isNil(x));
  return list.filter((x) => x !== null && typeof x === 'object' && !isNil((x as Record<string, unknown>)[String(key)]));
}

export default defineFilter({
  name: 'compact',
  arity: { min: 0, max: 1 },
  doc: { syntax: 'array | compact', summary: 'Removes nil items (or items whose property is nil: compact: "prop").' },
  impl: compact,
});
