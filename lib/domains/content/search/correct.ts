import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { rowsOf } from '@/db/rows';
import { inSite } from '@/db/scope';
import { searchWords } from '@/db/schema';

// Typo tolerance: a search that finds nothing is tried again with each of its words that no published
// post of the site has replaced by the site's most similar word (pg_trgm similarity over the site's
// dictionary, `search_words`: db/migrations/0031_search-words.sql). "espreso" becomes "espresso"
// (similarity 0.7); below MIN_SIMILARITY the nearest word is usually another word ("bean" for "bear").
const MIN_SIMILARITY = 0.4;
// A search is a few words: more are left as typed (each is one index lookup).
const MAX_WORDS = 8;

interface Span {
  word: string;
  start: number;
  end: number;
}

// The words of `q` a correction may replace, lower-cased, with where they are: letters only, 3 to 40
// of them (the dictionary holds no other), not `or` and not a word left out (`-word`: correcting it
// would change nothing found).
export function correctableWords(q: string): Span[] {
  const spans: Span[] = [];
  for (const m of q.matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = m[0].toLowerCase();
    const start = m.index;
    const negated = q[start - 1] === '-' && (start === 1 || /[\s"(]/.test(q[start - 2]!));
    if (negated || word === 'or' || /\p{N}/u.test(word) || word.length < 3 || word.length > 40) continue;
    spans.push({ word, start, end: start + m[0].length });
  }
  return spans;
}

// `q` with the words at `spans` replaced where `better` has another word for them; the rest (quotes,
// `-`, `or`, spaces, a trailing space) as typed. Null when nothing changes.
export function withReplacements(q: string, spans: Span[], better: Map<string, string>): string | null {
  let out = '';
  let at = 0;
  let changed = false;
  for (const s of spans) {
    const to = better.get(s.word);
    if (!to || to === s.word) continue;
    out += q.slice(at, s.start) + to;
    at = s.end;
    changed = true;
  }
  return changed ? out + q.slice(at) : null;
}

const Best = z.array(z.object({ typed: z.string(), best: z.string().nullable() }));

// The search to run instead of `q`, or null when no word of it has a better one on this site. One
// statement: per typed word, the site's most similar word over the threshold (found through the
// trigram index or the site's own key range, whichever the planner finds smaller), the more common
// first on a tie. A word the site has is its own best match (similarity 1), so it stays.
export async function correctedQuery(siteUid: string, q: string): Promise<string | null> {
  const spans = correctableWords(q);
  const words = [...new Set(spans.map((s) => s.word))].slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  const db = await getDb();
  const similar = sql`similarity(${searchWords.word}, t.typed)`;
  const result = await db.execute(sql`
    select t.typed, (
      select ${searchWords.word} from ${searchWords}
      where ${inSite(searchWords, siteUid, sql`${searchWords.word} % t.typed`, sql`${similar} >= ${MIN_SIMILARITY}::real`)}
      order by ${similar} desc, ${searchWords.n} desc, ${searchWords.word}
      limit 1
    ) as best
    from unnest(array[${sql.join(
      words.map((w) => sql`${w}`),
      sql`, `,
    )}]::text[]) as t(typed)`);
  const better = new Map(Best.parse(rowsOf(result)).flatMap((r) => (r.best ? [[r.typed, r.best] as const] : [])));
  return withReplacements(q, spans, better);
}
