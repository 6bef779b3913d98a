import { toValue } from 'liquidjs';
import { isFloatish, numberResult, toNum } from '../core/values';
import { defineFilter } from '../declare';

function roundHalfAway(n: number): number {
  return Math.sign(n) * Math.round(Math.abs(n));
}

// Precision is truncated to an integer (1.2 -> 1); integers stay integers.
function round(input: unknown, places?: unknown): unknown {
  const n = toNum(input);
  const p = Math.trunc(toNum(toValue(places) ?? 0));
  if (p === 0) return roundHalfAway(n);
  const f = 10 ** Math.abs(p);
  if (p < 0) return roundHalfAway(n / f) * f;
  if (!isFloatish(toValue(input)) && Number.isInteger(n)) return n;
  return numberResult(roundHalfAway(n * f) / f, true);
}

export default defineFilter({
  name: 'round',
  arity: { min: 0, max: 1 },
  doc: { syntax: 'number | round: digits', summary: 'Rounds to the given number of decimals (0 by default).' },
  impl: round,
});
