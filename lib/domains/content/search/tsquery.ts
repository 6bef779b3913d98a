import { sql, type SQL } from 'drizzle-orm';

// What a search string becomes: websearch_to_tsquery reads quotes, `-word` and `or`; the last word,
// while it is still being typed (no space after it, not quoted, not negated), also matches as a
// prefix. It is split off here and ORed as its whole stemmed word and as a raw prefix (`simple`, no
// stemming: "runn" must find "running", whose English stem "run" a stemmed prefix would miss).
export function splitLastWord(q: string): { head: string; last: string | null } {
  const quotes = (q.match(/"/g) ?? []).length;
  if (/\s$/.test(q) || quotes % 2 === 1) return { head: q, last: null };
  const m = /(^|[\s"])([\p{L}\p{N}]+)$/u.exec(q);
  if (!m || m[2]!.toLowerCase() === 'or') return { head: q, last: null };
  const head = q.slice(0, q.length - m[2]!.length);
  // After `or` the word is an alternative, which an AND with the rest would turn into a requirement:
  // the whole search then goes as typed.
  if (/(^|\s)or\s+$/i.test(head)) return { head: q, last: null };
  return { head, last: m[2]!.toLowerCase() };
}

// The tsquery of `q` in the site's language (the SQL function the documents were made with).
// Uncorrelated subqueries: PostgreSQL computes each once per statement (an InitPlan), and the index
// scan can use the value.
export function tsQuery(siteUid: string, q: string): SQL {
  const { head, last } = splitLastWord(q);
  const cfg = sql`"site_search_config"(${siteUid})`;
  const whole = sql`websearch_to_tsquery(${cfg}, ${head})`;
  if (last === null) return sql`(select ${whole})`;
  // `last` holds letters and digits only, so it is a valid to_tsquery operand as it is.
  const typed = sql`(websearch_to_tsquery(${cfg}, ${last}) || to_tsquery('simple', ${`${last}:*`}))`;
  return sql`(select ${whole} && ${typed})`;
}

// The site's configuration, for the snippets.
export const siteConfig = (siteUid: string): SQL => sql`(select "site_search_config"(${siteUid}))`;
