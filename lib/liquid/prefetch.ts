// Finds what a page will prefetch before it renders: literal URLs of `{% prefetch "…" as x %}` in the
// page body and, recursively, in the layouts and partials it names.
const PREFETCH_RE = /\{%-?\s*prefetch\s+(["'])([^"']+)\1\s+as\s+/g;
const NAMED_RE = /\{%-?\s*(?:layout|render|include)\s+(["'])([^"']+)\1/g;
const MAX_DEPTH = 5;

// At most `limit` URLs (the render's fetch cap): prefetches beyond it answer null at render.
export async function prefetchUrls(body: string, lookup: (title: string) => Promise<string | null>, limit = Infinity): Promise<string[]> {
  const urls = new Set<string>();
  const seen = new Set<string>();
  async function scan(text: string, depth: number): Promise<void> {
    for (const m of text.matchAll(PREFETCH_RE)) {
      if (urls.size >= limit) break;
      urls.add(m[2]!);
    }
    if (depth >= MAX_DEPTH) return;
    const names = [...text.matchAll(NAMED_RE)].map((m) => m[2]!).filter((n) => !seen.has(n));
    names.forEach((n) => seen.add(n));
    const bodies = await Promise.all(names.map(lookup));
    await Promise.all(bodies.filter((b): b is string => !!b).map((b) => scan(b, depth + 1)));
  }
  await scan(body, 0);
  return [...urls];
}
