import { filters as stock } from 'liquidjs';
import type { FilterThis } from '../core/filter-args';
import { defineFilter } from '../declare';

const stockEscape = stock['escape'] as (this: FilterThis, v: unknown) => unknown;
const SPECIAL = /[&<>"']/;

// liquidjs's escape (same entities), without a regex callback per match: most text has nothing to
// escape and returns as is; the rest is rebuilt in one pass. Non-strings take liquidjs's path.
function escape(this: FilterThis, input: unknown): unknown {
  if (typeof input !== 'string') return stockEscape.call(this, input);
  this.context.memoryLimit.use(input.length);
  const first = input.search(SPECIAL);
  if (first < 0) return input;
  let out = input.slice(0, first);
  let from = first;
  for (let i = first; i < input.length; i++) {
    let entity: string;
    switch (input.charCodeAt(i)) {
      case 38:
        entity = '&amp;';
        break;
      case 60:
        entity = '&lt;';
        break;
      case 62:
        entity = '&gt;';
        break;
      case 34:
        entity = '&#34;';
        break;
      case 39:
        entity = '&#39;';
        break;
      default:
        continue;
    }
    out += input.slice(from, i) + entity;
    from = i + 1;
  }
  return out + input.slice(from);
}

export default defineFilter({
  name: 'escape',
  arity: { min: 0, max: 0 },
  doc: { syntax: 'string | escape', summary: 'Escapes HTML special characters.' },
  impl: escape,
});
