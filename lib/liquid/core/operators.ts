import { defaultOperators, Drop, Liquid, toValue, type Context, type Operators } from 'liquidjs';
import { isNil, LiquidFloat } from './values';

const stockEquals = defaultOperators['==']!;
const stockContains = defaultOperators['contains']!;

// The class of the `blank` literal (liquidjs does not export it).
const BLANK = (new Liquid().evalValueSync('blank', {}) as object).constructor;
function isBlankDrop(v: unknown): boolean {
  return v instanceof BLANK;
}

// Shopify: nil equals blank; otherwise liquidjs's equality (which handles empty/blank drops).
function* equals(l: unknown, r: unknown): Generator<unknown, boolean, unknown> {
  if (isNil(l) && isBlankDrop(r)) return true;
  if (isNil(r) && isBlankDrop(l)) return true;
  return (yield stockEquals(l, r, undefined as unknown as Context)) as boolean;
}

// Ruby's comparisons: numbers with numbers, strings with strings; nil compares false; a string
// against a number is an error.
function compare(op: (a: number | string, b: number | string) => boolean) {
  return function* (l: unknown, r: unknown): Generator<unknown, boolean, unknown> {
    // empty/blank and other drops never order against anything.
    if ((l instanceof Drop && !(l instanceof LiquidFloat)) || (r instanceof Drop && !(r instanceof LiquidFloat))) return false;
    const a = toValue(l) as unknown;
    const b = toValue(r) as unknown;
    if (isNil(a) || isNil(b)) return false;
    if (typeof a === 'number' && typeof b === 'number') return op(a, b);
    if (typeof a === 'string' && typeof b === 'string') return op(a, b);
    if ((typeof a === 'string' && typeof b === 'number') || (typeof a === 'number' && typeof b === 'string')) {
      throw new Error(`comparison of ${typeof a} with ${typeof b} failed`);
    }
    return false;
  };
}

// contains: an array never "contains" nil or false in Shopify (include? of a literal false is its own test).
function* contains(l: unknown, r: unknown, ctx: Context): Generator<unknown, boolean, unknown> {
  const rv = toValue(r) as unknown;
  if (isNil(rv) || rv === false) return false;
  return (yield stockContains(l, r, ctx)) as boolean;
}

// "not" is deliberately absent: Shopify has no such operator, so `not x` fails the condition check.
export const shopifyOperators: Operators = {
  '==': equals,
  '!=': function* (l: unknown, r: unknown) {
    return !(yield* equals(l, r));
  },
  '<>': function* (l: unknown, r: unknown) {
    return !(yield* equals(l, r));
  },
  '>': compare((a, b) => a > b),
  '<': compare((a, b) => a < b),
  '>=': compare((a, b) => a >= b),
  '<=': compare((a, b) => a <= b),
  contains,
  and: defaultOperators['and']!,
  or: defaultOperators['or']!,
};
