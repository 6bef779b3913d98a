import { filterArity } from '@/lib/liquid/filters';

// A growth template per filter (used by test/unit/filter-growth.test.ts and the HTTP attack suite):
// the filter is called in a loop on a string and an array that double each round, with the growing
// string as its arguments, so the render must end in a limit error.
// Filters whose arguments must have a shape other than "the growing string" to do any work.
const ARGS: Record<string, string> = {
  date: '"%Y %B"',
  divided_by: '3',
  modulo: '3',
  times: '3',
  plus: '3',
  minus: '3',
  round: '1',
  at_least: '3',
  at_most: '3',
  slice: '1, 100000',
  truncate: '100000, s',
  truncatewords: '100000, s',
  concat: 'a',
  map: '"x"',
  sum: '"n"',
  where: '"x", "a"',
  reject: '"x", "a"',
  has: '"x", "a"',
  find: '"x", "a"',
  find_index: '"x", "a"',
  group_by: '"x"',
  where_exp: '"i", "i.x == s"',
  reject_exp: '"i", "i.x == s"',
  group_by_exp: '"i", "i.x"',
  has_exp: '"i", "i.x == s"',
  find_exp: '"i", "i.x == s"',
  find_index_exp: '"i", "i.x == s"',
};

// Filters that work on arrays of hashes start from `items` instead of an array of strings.
const ON_HASHES = /^(map|sum|where|reject|has|find|find_index|group_by)(_exp)?$/;
// Seeds that must stay valid input as they double.
const STRING_SEED: Record<string, string> = { base64_decode: 'YWJj', base64_url_safe_decode: 'YWJj' };
// Filters that refuse one of the two shapes: only called on the other.
const ARRAY_ONLY = new Set(['map', 'sum']);
const STRING_ONLY = new Set(['base64_decode', 'base64_url_safe_decode']);
export const items = [
  { x: 'a', n: 1 },
  { x: 'b', n: 2 },
];

function argsFor(name: string): string {
  if (ARGS[name]) return `: ${ARGS[name]}`;
  const arity = filterArity(name);
  const { min, max } = arity && arity !== 'unchecked' ? arity : { min: 1, max: 1 };
  const n = Math.max(min, Math.min(max, 2));
  return n === 0 ? '' : `: ${Array.from({ length: n }, () => 's').join(', ')}`;
}

// `prologue` may define `items` (the unit test passes it as a variable instead).
export function growth(name: string, prologue = ''): string {
  const call = `${name}${argsFor(name)}`;
  const seedA = ON_HASHES.test(name) ? '{% assign a = items %}' : '{% assign a = "a,b,c" | split: "," %}';
  return `${prologue}{% assign s = "${STRING_SEED[name] ?? 'a,b c'}" %}${seedA}{% for i in (1..64) %}${ARRAY_ONLY.has(name) ? '' : `{% assign r = s | ${call} %}`}${STRING_ONLY.has(name) ? '' : `{% assign r = a | ${call} %}`}{% assign s = s | append: s %}{% assign a = a | concat: a %}{% endfor %}`;
}
