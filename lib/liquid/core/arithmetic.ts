import { toValue } from 'liquidjs';
import { argText, type FilterThis } from './filter-args';
import { isFloatish, numberResult, toNum, type LiquidFloat } from './values';

// Whether the filter's argument was written as a float literal ("plus: 2.0" arrives as the number 2),
// remembered per parsed token so the source text is read once.
const floatLiteral = new WeakMap<object, boolean>();
function floatLiteralArg(self: FilterThis): boolean {
  const tok = self.token.args[0];
  if (!tok || Array.isArray(tok)) return false;
  let f = floatLiteral.get(tok);
  if (f === undefined) {
    f = isFloatish(1, argText(self, 0));
    floatLiteral.set(tok, f);
  }
  return f;
}

// Shared by plus/minus/times/divided_by/modulo: Ruby's Integer/Float rules (integer division, ".0" results).
export function arithmetic(self: FilterThis, input: unknown, arg: unknown, op: (a: number, b: number, float: boolean) => number, round = true): number | LiquidFloat {
  // Fast path, integers both sides (most template arithmetic): Ruby's Integer rules, no coercion.
  if (typeof input === 'number' && typeof arg === 'number' && Number.isInteger(input) && Number.isInteger(arg) && !floatLiteralArg(self)) {
    return numberResult(op(input, arg, false), false, round);
  }
  const a = toValue(input) as unknown;
  const b = toValue(arg) as unknown;
  const float = isFloatish(input) || isFloatish(a) || isFloatish(arg, argText(self, 0)) || isFloatish(b);
  return numberResult(op(toNum(a), toNum(b), float), float, round);
}

// Shopify raises for a divisor that is undefined or not numeric, and for integer division by zero.
export function divisor(arg: unknown, name: string): number {
  const b = toValue(arg) as unknown;
  if (b === null || b === undefined) throw new Error(`${name}: divisor is nil`);
  if (typeof b === 'string' && !/^\s*-?\d/.test(b)) throw new Error(`${name}: invalid divisor "${b}"`);
  return toNum(b);
}
