import { filters as stock } from 'liquidjs';
import type { FilterThis } from '../core/filter-args';
import { defineFilter } from '../declare';

const stockStripHtml = stock['strip_html'] as (this: FilterThis, v: unknown) => unknown;

// Raw-text blocks first, then any tag; an opener whose closer never appears is dropped from the
// search for the rest of the string (keeps it linear on unclosed openers).
const OPENERS = ['<script', '<style', '<!--', '<'] as const;
const CLOSERS = ['</script>', '</style>', '-->', '>'] as const;

// liquidjs's strip_html (same algorithm, same output) without its per-call Map. Non-strings take
// liquidjs's path.
function stripHtml(this: FilterThis, input: unknown): unknown {
  if (typeof input !== 'string') return stockStripHtml.call(this, input);
  const str = input;
  this.context.memoryLimit.use(str.length);
  let lt = str.indexOf('<');
  if (lt < 0) return str;
  const live = [true, true, true, true];
  let out = '';
  let i = 0;
  while (lt >= 0) {
    out += str.slice(i, lt);
    let next = -1;
    for (let k = 0; k < 4; k++) {
      if (!live[k] || !str.startsWith(OPENERS[k]!, lt)) continue;
      const e = str.indexOf(CLOSERS[k]!, lt + OPENERS[k]!.length);
      if (e >= 0) {
        next = e + CLOSERS[k]!.length;
        break;
      }
      live[k] = false;
    }
    if (next < 0) return out + str.slice(lt);
    i = next;
    lt = str.indexOf('<', i);
  }
  return out + str.slice(i);
}

export default defineFilter({
  name: 'strip_html',
  arity: { min: 0, max: 0 },
  doc: { syntax: 'string | strip_html', summary: 'Removes HTML tags (and script and style content).' },
  impl: stripHtml,
});
