// Until when the text a strftime format makes of the current time stays the same: the next year, month
// or day (in local time, as lib/liquid/core/strftime.ts formats), by the format's finest directive. A
// footer's `{{ "now" | date: "%Y" }}` changes once a year, so the page holding it need not be rendered
// again every PAGE_CACHE_SECONDS. Any directive finer than a day (or one not listed) may change at any
// moment: `now`.
const BY_YEAR = new Set(['Y', 'y', 'C', 'G', 'g']);
const BY_MONTH = new Set(['m', 'b', 'B', 'h']);
const BY_DAY = new Set(['d', 'e', 'j', 'a', 'A', 'u', 'w', 'D', 'F', 'x', 'U', 'V', 'W']);
const DIRECTIVE = /%[-_0^#]*\d*(.)/g;

export function clockTextChangesAt(format: string, now: Date): number {
  let finest = 3; // 3: never (no directive), 2: a year, 1: a month, 0: a day
  for (const [, letter] of format.matchAll(DIRECTIVE)) {
    if (letter === '%') continue;
    if (BY_YEAR.has(letter!)) finest = Math.min(finest, 2);
    else if (BY_MONTH.has(letter!)) finest = Math.min(finest, 1);
    else if (BY_DAY.has(letter!)) finest = 0;
    else return now.getTime();
  }
  const [y, m, d] = [now.getFullYear(), now.getMonth(), now.getDate()];
  if (finest === 3) return Infinity;
  if (finest === 2) return new Date(y + 1, 0, 1).getTime();
  if (finest === 1) return new Date(y, m + 1, 1).getTime();
  return new Date(y, m, d + 1).getTime();
}
