// Every shape of the post list on one site of 1,000,000 posts (issue 29: each under 20 ms at p99 on a
// cache miss), timed through the real functions (lib/domains/content/posts/list.ts: listPosts answers a page with its
// pagination block, countPosts the total alone) on PostgreSQL.
//
// Run: node_modules/.bin/vite-node -c vitest.config.ts bench/list-queries.ts
// DATABASE_URL: a PostgreSQL server's maintenance database (default
// postgres://postgres@127.0.0.1:5432/postgres); the bench creates a database of its own there, migrates
// it, fills it with one INSERT … SELECT generate_series and drops it at the end. BENCH_POSTS (default
// 1,000,000) and BENCH_RUNS (timed runs per shape, default 200) change the size. Not part of
// `npm run bench`: filling takes a minute or two of both cores.
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const POSTS = Number(process.env.BENCH_POSTS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const SITE = 'bench-site';

const name = `bench_lists_${randomBytes(4).toString('hex')}`;
const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database ${name}`);
const url = new URL(ADMIN_URL);
url.pathname = `/${name}`;
// Read by lib/shared/env when the platform's modules load (below), so they use the bench's database.
process.env.DATABASE_URL = url.toString();
process.env.PLATFORM_HOST ??= 'localhost';
const sql = postgres(url.toString(), { max: 1, onnotice: () => {} });

// Ten years of posts: 80 % post, 15 % product, 5 % page; 70 % published; 1,000 tags (a fifth of the
// posts have none); 100 labels; 2 % soft-deleted; created_at the same for all (one statement), so the
// uid breaks every tie.
const FILL = `
  insert into posts (uid, site_uid, title, slug, body, type, status, tag, label, date, deleted_at)
  select 'p' || lpad(i::text, 8, '0'), '${SITE}', 'Post ' || i, 'post-' || i, repeat('lorem ipsum ', 20),
    case when i % 20 = 0 then 'page' when i % 20 < 4 then 'product' else 'post' end,
    case when random() < 0.7 then 1 else 0 end,
    case when random() < 0.8 then 'tag-' || (random() * 999)::int end,
    'label-' || (random() * 99)::int,
    timestamptz '2016-01-01' + random() * interval '3650 days',
    case when random() < 0.02 then now() end
  from generate_series(1, ${POSTS}) as i`;

function percentiles(ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
  return `p50 ${at(0.5).toFixed(1).padStart(6)}  p99 ${at(0.99).toFixed(1).padStart(6)}`;
}

async function timed(fn: () => Promise<unknown>): Promise<string> {
  for (let i = 0; i < 5; i++) await fn();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await fn();
    ms.push(performance.now() - start);
  }
  return percentiles(ms);
}

try {
  const { dbHandle } = await import('../db/client');
  await dbHandle();
  const { countPosts, listPosts } = await import('../lib/domains/content/posts/list');
  const { PostQuery } = await import('../lib/domains/content/posts/schemas');
  const { encodeCursor } = await import('../lib/shared/pagination');

  await sql`insert into sites (uid, subdomain, name) values (${SITE}, 'bench', 'Bench')`;
  await sql`select setseed(0.29)`;
  let started = performance.now();
  await sql.unsafe(FILL);
  console.log(`fill: ${POSTS} posts in one statement, ${((performance.now() - started) / 1000).toFixed(1)} s`);
  started = performance.now();
  await sql.unsafe('vacuum analyze posts');
  await sql.unsafe('vacuum analyze post_counts');
  console.log(`vacuum analyze: ${((performance.now() - started) / 1000).toFixed(1)} s`);

  // The cursor an answer would give `share` of the way into a list: the sort key of the last row of
  // the page there.
  const cursorAt = async (share: number, filters: Record<string, string | number>, where = '') => {
    const [counted] = await sql.unsafe(`select count(*)::int as n from posts where site_uid = '${SITE}' and deleted_at is null ${where}`);
    const n = Number(counted!.n);
    const depth = Math.max(20, Math.floor((n * share) / 20) * 20);
    const [row] = await sql.unsafe(`
      select to_char(date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as d, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as c, uid
      from posts where site_uid = '${SITE}' and deleted_at is null ${where}
      order by date desc, created_at desc, uid desc offset ${depth - 1} limit 1`);
    return encodeCursor({ key: [row!.d, row!.c, row!.uid], page: depth / 20 + 1, filters });
  };
  const shapes: [string, Record<string, string>][] = [
    ['first page', {}],
    ['page 3900 (offset)', { page: '3900' }],
    ['page 25000 (offset)', { page: '25000' }],
    ['cursor at 8 %', { cursor: await cursorAt(0.08, {}) }],
    ['cursor at 50 %', { cursor: await cursorAt(0.5, {}) }],
    ['cursor at 99.9 %', { cursor: await cursorAt(0.999, {}) }],
    ['type=product', { type: 'product' }],
    ['type=product, cursor 50 %', { type: 'product', cursor: await cursorAt(0.5, { type: 'product' }, `and type = 'product'`) }],
    ['type=page', { type: 'page' }],
    ['status=0', { status: '0' }],
    ['status=1', { status: '1' }],
    ['type=page&status=1', { type: 'page', status: '1' }],
    ['tag=tag-123', { tag: 'tag-123' }],
    ['label=label-7', { label: 'label-7' }],
    ['label=label-7, cursor 50 %', { label: 'label-7', cursor: await cursorAt(0.5, { label: 'label-7' }, `and label = 'label-7'`) }],
    ['date=2021', { date: '2021' }],
    ['date=2021-06', { date: '2021-06' }],
    ['date=2021-06-15', { date: '2021-06-15' }],
    ['slug=post-123456', { slug: 'post-123456' }],
  ];
  let generation = 0;
  console.log(`\n${POSTS} posts, ${RUNS} runs per shape, ms (listPosts on a cache miss: the page and its total; countPosts: the total alone)`);
  for (const [label, query] of shapes) {
    const q = PostQuery.parse(query);
    // A new posts number each time: lists are kept for it otherwise.
    const list = await timed(() => listPosts({ uid: SITE, generation: 0, postsGeneration: ++generation }, q));
    const total = await timed(() => countPosts(SITE, q));
    console.log(`${label.padEnd(28)} list ${list}   count ${total}`);
  }
  let n = 0;
  const insert = await timed(() => sql`insert into posts (uid, site_uid, title, slug, tag, label) values (${`w${++n}`}, ${SITE}, 'New', ${`new-${n}`}, 'tag-1', 'label-1')`);
  console.log(`${'insert one post'.padEnd(28)} ${insert}`);
  await (await dbHandle()).close();
} finally {
  await sql.end();
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
}
