// Site search (issue 31) on one site of 100,000 posts on PostgreSQL: p50/p99 of the search operation
// (lib/domains/content/search/operations.ts: searchPosts, the page of matches ranked with snippets and the total, on a
// cache miss) with 10 searches always in flight over 10 connections (target: p99 < 50 ms).
//
// Run: node_modules/.bin/vite-node -c vitest.config.ts bench/search-queries.ts (bench/run.mjs runs it
// as its `search` row: `npm run bench -- --only search`). DATABASE_URL: a PostgreSQL server's
// maintenance database (default postgres://postgres@127.0.0.1:5432/postgres); a database of its own is
// created, migrated, filled with one INSERT … SELECT and dropped at the end. BENCH_POSTS (default
// 100,000) and BENCH_RUNS (timed searches, default 2,000) change the size; BENCH_JSON=1 also prints one
// `BENCH_JSON {…}` line.
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 2_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SITE = 'bench-site';

const name = `bench_search_${randomBytes(4).toString('hex')}`;
const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database ${name}`);
const url = new URL(ADMIN_URL);
url.pathname = `/${name}`;
// Read by lib/shared/env when the platform's modules load (below), so they use the bench's database.
process.env.DATABASE_URL = url.toString();
process.env.DATABASE_POOL_MAX = String(Math.max(2, CONNECTIONS));
process.env.PLATFORM_HOST ??= 'localhost';
const sql = postgres(url.toString(), { max: 1, onnotice: () => {} });

// Text from 10,000 made-up words (four syllables each) drawn with a skew (random()²: the first words
// are common, the rest a long tail, as in real text): titles of 5 words, bodies of 80, one of 50 tags;
// 80 % posts, 15 % products, 5 % pages; 70 % published; 2 % deleted.
const SYLLABLES = ['ka', 'lo', 'mi', 'ren', 'tu', 'sa', 'vo', 'ne', 'ri', 'pel'];
const drawn = (n: number) => `array_to_string(array(select w[1 + floor(10000 * random() ^ 2)::int] from generate_series(1, ${n} + 0 * i)), ' ')`;
const FILL = `
  with vocab as (
    select array_agg(a || b || c || d order by a, b, c, d) as w
    from unnest($1::text[]) a, unnest($1::text[]) b, unnest($1::text[]) c, unnest($1::text[]) d)
  insert into posts (uid, site_uid, title, slug, body, type, status, tag, date, deleted_at)
  select 'p' || lpad(i::text, 8, '0'), '${SITE}', ${drawn(5)}, 'post-' || i, '<p>' || ${drawn(80)} || '</p>',
    case when i % 20 = 0 then 'page' when i % 20 < 4 then 'product' else 'post' end,
    case when random() < 0.7 then 1 else 0 end,
    'tag-' || (random() * 49)::int,
    timestamptz '2016-01-01' + random() * interval '3650 days',
    case when random() < 0.02 then now() end
  from vocab, generate_series(1, ${POSTS}) as i`;

// The word at a place of the vocabulary (0: the most common).
const word = (n: number) => [1000, 100, 10, 1].map((d) => SYLLABLES[Math.floor(n / d) % 10]!).join('');
// A mix of what people type: a common word (in about a fifth of the posts), a middling one (4 %), a
// rare one (under 1 %), two words, a phrase, a word left out, a word being typed (prefix) and a type
// filter.
const SEARCHES: Record<string, string>[] = [
  { q: word(3) },
  { q: word(100) },
  { q: word(3000) },
  { q: `${word(40)} ${word(300)}` },
  { q: `"${word(5)} ${word(6)}"` },
  { q: `${word(200)} -${word(2)}` },
  { q: word(4100).slice(0, 6) },
  { q: word(150), type: 'product' },
];

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}

try {
  const { dbHandle } = await import('../db/client');
  await dbHandle();
  const { searchPosts } = await import('../lib/domains/content/search/operations');
  const { SearchQuery } = await import('../lib/domains/content/search/schemas');

  await sql`insert into sites (uid, subdomain, name, settings) values (${SITE}, 'bench', 'Bench', ${sql.json({ locale: 'en' })})`;
  await sql`select setseed(0.31)`;
  const started = performance.now();
  await sql.unsafe(FILL, [SYLLABLES]);
  console.log(`fill: ${POSTS} posts in one statement, ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await sql.unsafe('vacuum analyze posts');

  const site = { uid: SITE, settings: { locale: 'en' }, generation: 0, postsGeneration: 0 };
  const queries = SEARCHES.map((s) => SearchQuery.parse(s));
  for (const q of queries) {
    const r = await searchPosts(site, q, false);
    console.log(`  ${JSON.stringify(q.q).padEnd(24)} ${String(r.pagination.total_entries).padStart(6)} matches`);
  }
  // CONNECTIONS searches always in flight, each a different search than the one before; then the
  // same searches one at a time (each one's own latency, without queueing).
  const run = async (inFlight: number, runs: number) => {
    const ms: number[] = [];
    const bySearch = queries.map(() => [] as number[]);
    let next = 0;
    const worker = async () => {
      while (next < runs) {
        const i = next++ % queries.length;
        const t = performance.now();
        await searchPosts(site, queries[i]!, false);
        const took = performance.now() - t;
        ms.push(took);
        bySearch[i]!.push(took);
      }
    };
    const began = performance.now();
    await Promise.all(Array.from({ length: inFlight }, worker));
    const seconds = (performance.now() - began) / 1000;
    const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
    return { p50: percentile(sorted(ms), 0.5), p99: percentile(sorted(ms), 0.99), rps: runs / seconds, bySearch: bySearch.map((l) => percentile(sorted(l), 0.5)) };
  };
  // Typo tolerance (issue 47): searches that find nothing as typed, so the correction runs (the
  // dictionary's lookup, then the corrected search), one at a time, beside the same word spelt right.
  // A letter dropped from a common and from a rare word, two words with one typo, a word nothing is near.
  const typo = (w: string) => w.slice(0, 3) + w.slice(4);
  const words = (await sql<{ words: number }[]>`select count(*)::int as words from search_words where site_uid = ${SITE}`)[0]?.words ?? 0;
  console.log(`dictionary: ${words} words`);
  const typos = [typo(word(3)), typo(word(3000)), `${word(40)} ${typo(word(300))}`, 'zzxqwv', word(3)].map((q) => SearchQuery.parse({ q }));
  const typoMedians: Record<string, number> = {};
  for (const q of typos) {
    const ms: number[] = [];
    let last = await searchPosts(site, q, false);
    for (let i = 0; i < 20; i++) {
      const t = performance.now();
      last = await searchPosts(site, q, false);
      ms.push(performance.now() - t);
    }
    typoMedians[q.q] = percentile(
      [...ms].sort((a, b) => a - b),
      0.5,
    );
    console.log(
      `  typo ${JSON.stringify(q.q).padEnd(24)} -> ${JSON.stringify(last.corrected_query).padEnd(24)} ${String(last.pagination.total_entries).padStart(4)} matches, median ${typoMedians[q.q]!.toFixed(1)} ms`,
    );
  }
  const loaded = await run(CONNECTIONS, RUNS);
  const alone = await run(1, Math.max(queries.length * 10, Math.floor(RUNS / 10)));
  const r = { posts: POSTS, connections: CONNECTIONS, runs: RUNS, p50: loaded.p50, p99: loaded.p99, rps: loaded.rps, aloneP50: alone.p50, aloneP99: alone.p99, words, typoMedians };
  console.log(`search, ${POSTS} posts, ${CONNECTIONS} in flight: p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ${r.rps.toFixed(0)} searches/s`);
  console.log(`one at a time: p50 ${alone.p50.toFixed(1)} ms, p99 ${alone.p99.toFixed(1)} ms; median by search (ms):`);
  queries.forEach((q, i) => console.log(`  ${JSON.stringify(q.q).padEnd(24)} ${alone.bySearch[i]!.toFixed(1).padStart(7)}`));
  if (process.env.BENCH_JSON === '1') console.log(`BENCH_JSON ${JSON.stringify(r)}`);
  await (await dbHandle()).close();
} finally {
  await sql.end();
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
}
