// The UTC day, month or year a `date` filter names, as the half-open range [from, to) of instants
// that an index on `date` serves (the old `to_char(date) like '2026-11%'` read every post of the site);
// null for a day or month that does not exist (2026-13, 2026-02-30), which matches nothing, as the
// prefix did. The end of 9999 has no upper bound.
export function dateRange(prefix: string): { from: string; to: string | null } | null {
  const [y, m = 1, d = 1] = prefix.split('-').map(Number) as [number, number?, number?];
  const start = new Date(0);
  start.setUTCFullYear(y, m - 1, d);
  if (y < 1 || start.getUTCMonth() !== m - 1 || start.getUTCDate() !== d) return null;
  const end = new Date(start);
  if (prefix.length === 4) end.setUTCFullYear(y + 1);
  else if (prefix.length === 7) end.setUTCMonth(m);
  else end.setUTCDate(d + 1);
  const iso = (t: Date) => `${t.toISOString().slice(0, 10)}T00:00:00Z`;
  return { from: iso(start), to: end.getUTCFullYear() > 9999 ? null : iso(end) };
}
