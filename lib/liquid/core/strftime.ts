// A compiled strftime compatible with liquidjs's (same codes, flags and padding) but without its per-call
// costs: format strings compile once, and month/day names come from tables built once per locale with a
// cached Intl.DateTimeFormat instead of a new formatter for every name.

interface Spec {
  conv: string;
  flags: string;
  width: number | undefined;
  raw: string;
}
type Part = string | Spec;

const FORMAT = /%([-_0^#:]+)?(\d+)?([EO])?(.)/g;
const PAD_WIDTH: Record<string, number> = { C: 2, d: 2, e: 2, H: 2, I: 2, j: 3, k: 2, l: 2, L: 3, m: 2, M: 2, S: 2, U: 2, W: 2, y: 2, Y: 4 };
const PAD_SPACE = new Set('aAbBceklpP');
const KNOWN = new Set('aAbBcCdeHIjklLmMNpPqsSuUwWxXyYzZtn%h');

const compiled = new Map<string, Part[]>();

function compile(format: string): Part[] {
  let parts = compiled.get(format);
  if (parts) return parts;
  parts = [];
  let last = 0;
  for (const m of format.matchAll(FORMAT)) {
    if (m.index > last) parts.push(format.slice(last, m.index));
    const conv = m[4]!;
    // A huge pad width would allocate before any render limit could see it.
    if (m[2] && Number(m[2]) > 1024) throw new Error(`date: format width ${m[2]} too large`);
    if (KNOWN.has(conv)) parts.push({ conv, flags: m[1] ?? '', width: m[2] ? Number(m[2]) : undefined, raw: m[0] });
    else parts.push(m[0]);
    last = m.index + m[0].length;
  }
  if (last < format.length) parts.push(format.slice(last));
  if (compiled.size > 500) compiled.clear();
  compiled.set(format, parts);
  return parts;
}

interface Names {
  months: string[];
  monthsShort: string[];
  days: string[];
  daysShort: string[];
}
const namesByLocale = new Map<string, Names>();

function names(locale: string): Names {
  let n = namesByLocale.get(locale);
  if (n) return n;
  const fmt = (opts: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale || undefined, { ...opts, timeZone: 'UTC' });
  const ml = fmt({ month: 'long' }),
    ms = fmt({ month: 'short' }),
    dl = fmt({ weekday: 'long' }),
    ds = fmt({ weekday: 'short' });
  const months = Array.from({ length: 12 }, (_, i) => Date.UTC(2021, i, 1));
  const days = Array.from({ length: 7 }, (_, i) => Date.UTC(2021, 0, 3 + i)); // 2021-01-03 was a Sunday
  n = {
    months: months.map((t) => ml.format(t)),
    monthsShort: months.map((t) => ms.format(t)),
    days: days.map((t) => dl.format(t)),
    daysShort: days.map((t) => ds.format(t)),
  };
  namesByLocale.set(locale, n);
  return n;
}

let zoneName: string | undefined;

function dayOfYear(d: Date): number {
  const start = new Date(d.getFullYear(), 0, 1);
  // Calendar-day difference, immune to DST hour shifts.
  return Math.round((Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) - Date.UTC(start.getFullYear(), 0, 1)) / 86_400_000) + 1;
}

function weekOfYear(d: Date, startDay: number): number {
  const since = (d.getDay() - startDay + 7) % 7;
  return Math.floor((dayOfYear(d) - 1 - since + 7) / 7);
}

function ordinal(day: number): string {
  if (day === 11 || day === 12 || day === 13) return 'th';
  const r = day % 10;
  return r === 1 ? 'st' : r === 2 ? 'nd' : r === 3 ? 'rd' : 'th';
}

function offset(d: Date, colon: boolean): string {
  const off = d.getTimezoneOffset();
  const abs = Math.abs(off);
  const h = String(Math.floor(abs / 60)).padStart(2, '0');
  const m = String(abs % 60).padStart(2, '0');
  return (off > 0 ? '-' : '+') + h + (colon ? ':' : '') + m;
}

function convert(d: Date, s: Spec, n: Names): string {
  switch (s.conv) {
    case 'a':
      return n.daysShort[d.getDay()]!;
    case 'A':
      return n.days[d.getDay()]!;
    case 'b':
    case 'h':
      return n.monthsShort[d.getMonth()]!;
    case 'B':
      return n.months[d.getMonth()]!;
    case 'c':
      return d.toLocaleString();
    case 'C':
      return String(Math.floor(d.getFullYear() / 100));
    case 'd':
    case 'e':
      return String(d.getDate());
    case 'H':
    case 'k':
      return String(d.getHours());
    case 'I':
    case 'l':
      return String(d.getHours() % 12 || 12);
    case 'j':
      return String(dayOfYear(d));
    case 'L':
      return String(d.getMilliseconds());
    case 'm':
      return String(d.getMonth() + 1);
    case 'M':
      return String(d.getMinutes());
    case 'N': {
      const width = s.width || 9;
      return String(d.getMilliseconds()).padStart(3, '0').slice(0, width).padEnd(width, '0');
    }
    case 'p':
      return d.getHours() < 12 ? 'AM' : 'PM';
    case 'P':
      return d.getHours() < 12 ? 'am' : 'pm';
    case 'q':
      return ordinal(d.getDate());
    case 's':
      return String(Math.floor(d.getTime() / 1000));
    case 'S':
      return String(d.getSeconds());
    case 'u':
      return String(d.getDay() || 7);
    case 'U':
      return String(weekOfYear(d, 0));
    case 'w':
      return String(d.getDay());
    case 'W':
      return String(weekOfYear(d, 1));
    case 'x':
      return d.toLocaleDateString();
    case 'X':
      return d.toLocaleTimeString();
    case 'y':
      return String(((d.getFullYear() % 100) + 100) % 100);
    case 'Y':
      return String(d.getFullYear());
    case 'z':
      return offset(d, s.flags.includes(':'));
    case 'Z':
      return (zoneName ??= new Intl.DateTimeFormat().resolvedOptions().timeZone) || offset(d, s.flags.includes(':'));
    case 't':
      return '\t';
    case 'n':
      return '\n';
    default:
      return '%';
  }
}

function pad(ret: string, s: Spec): string {
  const { flags, conv } = s;
  let padChar = PAD_SPACE.has(conv) ? ' ' : '0';
  let width = s.width || PAD_WIDTH[conv] || 0;
  if (flags.includes('^')) ret = ret.toUpperCase();
  else if (flags.includes('#')) ret = /[a-z]/.test(ret) ? ret.toUpperCase() : ret.toLowerCase();
  if (flags.includes('_')) padChar = ' ';
  else if (flags.includes('0')) padChar = '0';
  if (flags.includes('-')) width = 0;
  if (ret.length >= width) return ret;
  if (padChar === '0' && ret[0] === '-') return '-' + ret.slice(1).padStart(width - 1, padChar);
  return ret.padStart(width, padChar);
}

// Formats a local-time Date (the process time zone), as liquidjs does without a timezoneOffset option.
export function strftime(d: Date, format: string, locale: string): string {
  const parts = compile(format);
  const n = names(locale);
  let out = '';
  for (const p of parts) out += typeof p === 'string' ? p : p.flags === '' && p.width === undefined && !(p.conv in PAD_WIDTH) ? convert(d, p, n) : pad(convert(d, p, n), p);
  return out;
}
