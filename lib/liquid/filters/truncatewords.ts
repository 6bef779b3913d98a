import { toValue } from 'liquidjs';
import { positionalCount, type FilterThis } from '../core/filter-args';
import { isNil, toInt, toText } from '../core/values';
import { defineFilter } from '../declare';

// Exactly the characters of JavaScript's \s (and String#trim), so words split as /\s+/ would.
function isSpace(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  if (c < 160) return false;
  return c === 160 || c === 5760 || (c >= 8192 && c <= 8202) || c === 8232 || c === 8233 || c === 8239 || c === 8287 || c === 12288 || c === 65279;
}

// The first n words joined by single spaces, or null when the text has no more than n words. Scans
// only as far as word n+1 instead of splitting a whole post body.
function firstWords(s: string, n: number): string | null {
  const len = s.length;
  let out = '';
  let count = 0;
  let i = 0;
  for (;;) {
    while (i < len && isSpace(s.charCodeAt(i))) i++;
    if (i >= len) return null;
    if (count === n) return out;
    const start = i;
    while (i < len && !isSpace(s.charCodeAt(i))) i++;
    out += count === 0 ? s.slice(start, i) : ' ' + s.slice(start, i);
    count++;
  }
}

function truncatewords(this: FilterThis, input: unknown, count?: unknown, ellipsis?: unknown): unknown {
  if (isNil(toValue(input))) return '';
  const s = toText(input);
  const given = positionalCount(this);
  const n = Math.max(1, given === 0 ? 15 : toInt(count, 'truncatewords'));
  const head = firstWords(s, n);
  if (head === null) return s;
  const end = given < 2 ? '...' : isNil(toValue(ellipsis)) ? '' : toText(ellipsis);
  return head + end;
}

export default defineFilter({
  name: 'truncatewords',
  arity: { min: 0, max: 2 },
  doc: { syntax: 'string | truncatewords: 5, "…"', summary: 'Keeps the first words.' },
  impl: truncatewords,
});
