// "Did you mean": the registered name closest to a misspelt one, when it is close enough to be a typo
// rather than another word (at most 2 edits, and fewer than a third of the name).

// Edit distance of a and b when it is at most `limit`, else limit + 1. Only the diagonal band of width
// 2·limit+1 is computed and a row past the limit ends the search, so a body of thousands of unknown
// names costs a few operations per name and candidate.
function boundedDistance(a: string, b: string, limit: number, prev: number[], row: number[]): number {
  const over = limit + 1;
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - limit);
    const to = Math.min(b.length, i + limit);
    row[from - 1] = from === 1 ? i : over;
    let best = row[from - 1]!;
    for (let j = from; j <= to; j++) {
      const up = j <= i - 1 + limit ? prev[j]! : over;
      const d = Math.min(up + 1, row[j - 1]! + 1, prev[j - 1]! + (a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1));
      row[j] = d;
      if (d < best) best = d;
    }
    if (to < b.length) row[to + 1] = over;
    if (best > limit) return over;
    for (let j = from - 1; j <= Math.min(b.length, to + 1); j++) prev[j] = row[j]!;
  }
  return Math.min(prev[b.length]!, over);
}

export function closestName(name: string, known: Iterable<string>): string | undefined {
  const limit = Math.min(2, Math.max(1, Math.floor(name.length / 3)));
  const lower = name.toLowerCase();
  let best: { name: string; distance: number } | undefined;
  const prev: number[] = [];
  const row: number[] = [];
  for (const candidate of known) {
    // Cheap bound first: names of very different lengths are never within the limit.
    if (Math.abs(candidate.length - name.length) > limit) continue;
    const distance = boundedDistance(lower, candidate.toLowerCase(), limit, prev, row);
    if (distance <= limit && (!best || distance < best.distance)) best = { name: candidate, distance };
  }
  return best?.name;
}
