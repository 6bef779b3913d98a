import { Drop, toValue } from 'liquidjs';
import { textSize } from './expansion';

// Shopify keeps Integer and Float apart ("10 | plus: 2.0" renders "12.0"); JS numbers do not. Arithmetic
// filters wrap integral results that Ruby would hold as a Float, so output still prints the ".0".
export class LiquidFloat extends Drop {
  constructor(readonly n: number) {
    super();
  }
  valueOf(): number {
    return this.n;
  }
  toString(): string {
    return formatFloat(this.n);
  }
}

function formatFloat(n: number): string {
  return Number.isInteger(n) && Number.isFinite(n) ? n.toFixed(1) : String(n);
}

export function isNil(v: unknown): v is null | undefined {
  return v === null || v === undefined;
}

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
}

const FLOAT_TEXT = /^\s*-?\d+\.\d+\s*$/;
const NUMBER_PREFIX = /^\s*-?\d+(\.\d+)?/;

// Whether Ruby would treat the value as a Float (a float literal's text, a float string, a non-integral number).
export function isFloatish(v: unknown, text?: string): boolean {
  if (v instanceof LiquidFloat) return true;
  if (typeof v === 'number') return !Number.isInteger(v) || (text !== undefined && FLOAT_TEXT.test(text));
  if (typeof v === 'string') return FLOAT_TEXT.test(v);
  return false;
}

// Liquid's to_number: numbers pass, numeric string prefixes parse, everything else is 0.
export function toNum(v: unknown): number {
  const x = toValue(v) as unknown;
  if (typeof x === 'number') return x;
  if (typeof x === 'string') {
    const m = NUMBER_PREFIX.exec(x);
    return m ? Number(m[0]) : 0;
  }
  return 0;
}

// Strict integer argument (slice, truncate): floats and non-numeric strings are errors in Shopify.
export function toInt(v: unknown, what: string): number {
  const x = toValue(v) as unknown;
  if (typeof x === 'number' && Number.isInteger(x)) return x;
  if (typeof x === 'string' && /^\s*-?\d+\s*$/.test(x)) return Number(x);
  throw new Error(`${what}: invalid integer`);
}

// Float arithmetic results rounded the way Ruby's BigDecimal-backed filters print them (10.1 - 2.2 = 7.9).
function tidy(n: number): number {
  return Number.isFinite(n) && !Number.isInteger(n) ? Number(n.toPrecision(15)) : n;
}

export function numberResult(n: number, float: boolean, round = true): number | LiquidFloat {
  const t = round ? tidy(n) : n;
  return float && Number.isInteger(t) ? new LiquidFloat(t) : t;
}

// What one value may print to (the page's whole output limit): arrays and hashes are measured before
// they are printed, so a few references to a long string cannot make a string of gigabytes.
const MAX_PRINTED = 8 * 1024 * 1024;

function checkPrintable(x: unknown): void {
  if (textSize(x, MAX_PRINTED) > MAX_PRINTED) throw new Error(`value too large to print (over ${MAX_PRINTED} characters)`);
}

// Ruby's Hash#inspect-like text for objects that reach the output (Shopify prints "{}" rather than "[object Object]").
export function inspect(v: unknown): string {
  const x = toValue(v) as unknown;
  if (Array.isArray(x) || isPlainObject(x)) checkPrintable(x);
  return inspectOf(x);
}

function inspectOf(v: unknown): string {
  const x = toValue(v) as unknown;
  if (isNil(x)) return 'nil';
  if (typeof x === 'string') return JSON.stringify(x);
  if (Array.isArray(x)) return `[${x.map(inspectOf).join(', ')}]`;
  if (isPlainObject(x))
    return `{${Object.entries(x)
      .map(([k, val]) => `${JSON.stringify(k)}=>${inspectOf(val)}`)
      .join(', ')}}`;
  return textOf(x);
}

// How a value prints in {{ }}: nil is empty, arrays concatenate, hashes inspect, floats keep ".0".
export function toText(v: unknown): string {
  if (typeof v === 'string') return v;
  if (isNil(v)) return '';
  if (v instanceof LiquidFloat) return v.toString();
  const x = toValue(v) as unknown;
  if (Array.isArray(x) || isPlainObject(x)) checkPrintable(x);
  return textOf(x);
}

function textOf(v: unknown): string {
  if (typeof v === 'string') return v;
  if (isNil(v)) return '';
  if (v instanceof LiquidFloat) return v.toString();
  const x = toValue(v) as unknown;
  if (typeof x === 'string') return x;
  if (isNil(x)) return '';
  if (Array.isArray(x)) return x.map(textOf).join('');
  if (isPlainObject(x)) return inspectOf(x);
  return String(x);
}

// Ruby's Array#flatten for filters that flatten their input (map, sum, reject, concat).
export function flatten(v: unknown[]): unknown[] {
  return v.some(Array.isArray) ? v.flat<unknown[], number>(Infinity) : v;
}

// Input coerced to an array the way Shopify's array filters do: hashes and strings are single items.
export function toList(v: unknown): unknown[] {
  const x = toValue(v) as unknown;
  if (isNil(x)) return [];
  if (Array.isArray(x)) return x;
  return [x];
}
