import { toValue } from 'liquidjs';
import { isNil, toText } from '../core/values';
import { defineFilter } from '../declare';

// Ruby's String#split: a single space splits on whitespace runs, nil splits characters, trailing
// empty fields are dropped.
function split(input: unknown, sep: unknown): unknown {
  const s = toText(input);
  const raw = toValue(sep) as unknown;
  let parts: string[];
  if (isNil(raw)) parts = [...s];
  else {
    const p = toText(raw);
    parts = p === ' ' ? s.trim().split(/\s+/) : p === '' ? [...s] : s.split(p);
  }
  while (parts.length && parts[parts.length - 1] === '') parts.pop();
  return parts;
}

export default defineFilter({
  name: 'split',
  arity: { min: 1, max: 1 },
  doc: { syntax: 'string | split: ","', summary: 'An array of the parts between separators.' },
  impl: split,
});
