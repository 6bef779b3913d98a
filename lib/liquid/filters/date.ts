import { filters as stock, toValue } from 'liquidjs';
import type { FilterThis } from '../core/filter-args';
import { strftime } from '../core/strftime';
import { defineFilter } from '../declare';

// Parsed date strings, keyed by text: post dates repeat on every render of a page.
const parsed = new Map<string, number>();
const MAX_KEY = 64;

function toTime(v: unknown): number | undefined {
  if (v instanceof Date) return v.getTime();
  if (typeof v === 'number') return v * 1000;
  if (typeof v !== 'string') return undefined;
  if (v === 'now' || v === 'today') return Date.now();
  // Only date-sized text is kept: the map lives as long as the process, and 2,000 keys of a megabyte
  // each (a template's own strings) would be gigabytes.
  if (v.length > MAX_KEY) return /^\d+$/.test(v) ? Number(v) * 1000 : new Date(v).getTime();
  let t = parsed.get(v);
  if (t === undefined) {
    t = /^\d+$/.test(v) ? Number(v) * 1000 : new Date(v).getTime();
    if (parsed.size > 2000) parsed.clear();
    parsed.set(v, t);
  }
  return t;
}

const stockDate = stock['date'] as (this: FilterThis, ...args: unknown[]) => unknown;

// Shopify's date: a nil or empty format leaves the input as is; output matches liquidjs's strftime.
function date(this: FilterThis, input: unknown, format: unknown): unknown {
  const fmt = toValue(format) as unknown;
  if (fmt === null || fmt === undefined || fmt === '') return input;
  const opts = this.context.opts;
  // Time zone options need liquidjs's shifted-date machinery; pages do not set them.
  if (opts.timezoneOffset !== undefined || opts.preserveTimezones) return stockDate.call(this, input, fmt);
  const v = toValue(input) as unknown;
  const t = toTime(v);
  if (t === undefined || Number.isNaN(t)) return input;
  const out = strftime(new Date(t), String(fmt), opts.locale);
  this.context.memoryLimit.use(out.length);
  return out;
}

export default defineFilter({
  name: 'date',
  arity: { min: 1, max: 1 },
  doc: { syntax: 'date | date: "%Y-%m-%d"', summary: 'Formats a date, a timestamp or "now" with strftime directives.' },
  impl: date,
});
