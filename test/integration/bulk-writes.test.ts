import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../helpers/server';

// Issue 29, "bulk writes are quadratic": the generation triggers updated the site row once per row
// written, so one INSERT … SELECT of 16,000 posts took 5.7 s. They now fire once per statement
// (db/migrations/0023): a statement that writes any number of rows a page can show moves each site it
// touches by exactly one, and one that writes only what no page shows (drafts, hidden comments, draft
// templates, variants of a draft product) leaves the generation alone; any post statement moves the
// site's posts number once (0027: the API's post lists, drafts included, are kept for it). Run on the database of the integration run
// (PGlite in process, or a PostgreSQL database of its own), migrated from scratch.
const MIGRATIONS = path.join(process.cwd(), 'db', 'migrations');
const ROWS = 20_000;

type Query = (text: string) => Promise<Record<string, unknown>[]>;

async function openDatabase(): Promise<{ query: Query; close: () => Promise<void> }> {
  if (process.env.TEST_DB === 'postgres') {
    const { default: postgres } = await import('postgres');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const { migrate } = await import('drizzle-orm/postgres-js/migrator');
    const database = await createDatabase();
    const sql = postgres(database.url, { max: 1, onnotice: () => {} });
    await migrate(drizzle(sql), { migrationsFolder: MIGRATIONS });
    return {
      query: async (text) => [...(await sql.unsafe(text))] as Record<string, unknown>[],
      close: async () => {
        await sql.end();
        await database.drop();
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const { pgliteExtensions } = await import('@/db/pglite-files.mjs');
  const client = new PGlite({ extensions: await pgliteExtensions() });
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
  return { query: async (text) => (await client.query<Record<string, unknown>>(text)).rows, close: () => client.close() };
}

describe('generations move once per statement', () => {
  let query: Query;
  let close: () => Promise<void>;
  const numbers = async (site: string) => {
    const [row] = await query(`select generation::int as g, comments_generation::int as c, posts_generation::int as p from sites where uid = '${site}'`);
    return { g: Number(row!.g), c: Number(row!.c), p: Number(row!.p) };
  };
  // What a statement did to each site's three numbers.
  const moved = async (sites: string[], statement: string) => {
    const before = await Promise.all(sites.map(numbers));
    const started = performance.now();
    await query(statement);
    const ms = performance.now() - started;
    const after = await Promise.all(sites.map(numbers));
    return { ms, by: after.map((a, i) => ({ g: a.g - before[i]!.g, c: a.c - before[i]!.c, p: a.p - before[i]!.p })) };
  };
  const posts = (site: string, n: number, status: number, prefix: string) =>
    `insert into posts (uid, site_uid, title, slug, status) select '${prefix}' || i, '${site}', 'Post ' || i, '${prefix}-' || i, ${status} from generate_series(1, ${n}) as i`;

  beforeAll(async () => {
    ({ query, close } = await openDatabase());
    await query(`insert into sites (uid, subdomain, name) values ('site-a', 'site-a', 'A'), ('site-b', 'site-b', 'B')`);
  }, 120_000);
  afterAll(async () => close?.());

  it(`${ROWS} published posts in one statement move the site once; drafts move only the posts number`, async () => {
    const published = await moved(['site-a'], posts('site-a', ROWS, 1, 'p'));
    console.log(`insert of ${ROWS} published posts: ${published.ms.toFixed(0)} ms`);
    expect(published.by).toEqual([{ g: 1, c: 0, p: 1 }]);
    expect((await moved(['site-a'], posts('site-a', 5_000, 0, 'd'))).by).toEqual([{ g: 0, c: 0, p: 1 }]);
    expect((await moved(['site-a'], `update posts set title = title || '!' where site_uid = 'site-a' and status = 0`)).by).toEqual([{ g: 0, c: 0, p: 1 }]);
    const updated = await moved(['site-a'], `update posts set title = title || '!' where site_uid = 'site-a'`);
    console.log(`update of ${ROWS + 5_000} posts: ${updated.ms.toFixed(0)} ms`);
    expect(updated.by).toEqual([{ g: 1, c: 0, p: 1 }]);
    // Publishing drafts shows them; a statement over two sites moves each once.
    expect((await moved(['site-a', 'site-b'], `${posts('site-b', 10, 0, 'b')}`)).by).toEqual([
      { g: 0, c: 0, p: 0 },
      { g: 0, c: 0, p: 1 },
    ]);
    expect((await moved(['site-a', 'site-b'], `update posts set status = 1 where status = 0`)).by).toEqual([
      { g: 1, c: 0, p: 1 },
      { g: 1, c: 0, p: 1 },
    ]);
    const deleted = await moved(['site-a'], `delete from posts where site_uid = 'site-a' and uid like 'p%'`);
    console.log(`delete of ${ROWS} posts: ${deleted.ms.toFixed(0)} ms`);
    expect(deleted.by).toEqual([{ g: 1, c: 0, p: 1 }]);
  }, 120_000);

  it('comments move the comments number, and only when visible', async () => {
    const post = `(select uid from posts where site_uid = 'site-b' limit 1)`;
    expect((await moved(['site-b'], `insert into comments (site_uid, post_uid, body, status) select 'site-b', ${post}, 'c' || i, 'pending' from generate_series(1, 500) as i`)).by).toEqual([
      { g: 0, c: 0, p: 0 },
    ]);
    expect((await moved(['site-b'], `update comments set status = 'visible' where site_uid = 'site-b'`)).by).toEqual([{ g: 0, c: 1, p: 0 }]);
    expect((await moved(['site-b'], `delete from comments where site_uid = 'site-b'`)).by).toEqual([{ g: 0, c: 1, p: 0 }]);
  });

  it('templates: published writes move the site once, drafts beside them nothing', async () => {
    const insert = (published: boolean, prefix: string) =>
      `insert into templates (uid, site_uid, title, permalink, body, published) select '${prefix}' || i, 'site-a', 'T' || i, '/${prefix}' || i, 'body', ${published} from generate_series(1, 300) as i`;
    expect((await moved(['site-a'], insert(true, 'live'))).by).toEqual([{ g: 1, c: 0, p: 0 }]);
    expect((await moved(['site-a'], insert(false, 'draft'))).by).toEqual([{ g: 0, c: 0, p: 0 }]);
    // A draft stored beside a live body, and a draft's own edit: nothing served changes.
    expect((await moved(['site-a'], `update templates set draft_body = 'next' where uid like 'live%'`)).by).toEqual([{ g: 0, c: 0, p: 0 }]);
    expect((await moved(['site-a'], `update templates set body = 'edited' where uid like 'draft%'`)).by).toEqual([{ g: 0, c: 0, p: 0 }]);
    expect((await moved(['site-a'], `update templates set body = 'edited' where uid like 'live%'`)).by).toEqual([{ g: 1, c: 0, p: 0 }]);
    expect((await moved(['site-a'], `update templates set published = false where uid = 'live1'`)).by).toEqual([{ g: 1, c: 0, p: 0 }]);
    expect((await moved(['site-a'], `delete from templates where uid like 'draft%' or uid = 'live1'`)).by).toEqual([{ g: 0, c: 0, p: 0 }]);
    expect((await moved(['site-a'], `delete from templates where site_uid = 'site-a'`)).by).toEqual([{ g: 1, c: 0, p: 0 }]);
  });

  it('variants move the site only through a published product; bits and redirects always', async () => {
    await query(`insert into posts (uid, site_uid, title, slug, type, status) values ('shown', 'site-a', 'Shown', 'shown', 'product', 1), ('hidden', 'site-a', 'Hidden', 'hidden', 'product', 0)`);
    const variants = (post: string) => `insert into variants (site_uid, post_uid, sku, price, currency) select 'site-a', '${post}', '${post}-' || i, 100 * i, 'EUR' from generate_series(1, 200) as i`;
    expect((await moved(['site-a'], variants('hidden'))).by).toEqual([{ g: 0, c: 0, p: 0 }]);
    expect((await moved(['site-a'], variants('shown'))).by).toEqual([{ g: 1, c: 0, p: 0 }]);
    expect((await moved(['site-a'], `update variants set stock = 5 where site_uid = 'site-a'`)).by).toEqual([{ g: 1, c: 0, p: 0 }]);
    expect((await moved(['site-a'], `update variants set stock = 6 where post_uid = 'hidden'`)).by).toEqual([{ g: 0, c: 0, p: 0 }]);
    expect(
      (
        await moved(
          ['site-a', 'site-b'],
          `insert into bits (uid, site_uid, name, value) select 'bit' || i, case when i % 2 = 0 then 'site-a' else 'site-b' end, 'bit' || i, '1' from generate_series(1, 100) as i`,
        )
      ).by,
    ).toEqual([
      { g: 1, c: 0, p: 0 },
      { g: 1, c: 0, p: 0 },
    ]);
    expect((await moved(['site-b'], `insert into redirects (site_uid, from_path, "to") select 'site-b', '/old' || i, '/new' || i from generate_series(1, 100) as i`)).by).toEqual([
      { g: 1, c: 0, p: 0 },
    ]);
  });
});

// post_counts (db/migrations/0025) is kept by statement triggers too: after any statement it holds,
// per site, type, status and UTC month, exactly the live posts, however many rows the statement wrote.
describe('post counts stay exact under bulk statements', () => {
  let query: Query;
  let close: () => Promise<void>;
  // Every (site, type, status, month) whose kept count differs from a real count of live posts.
  const drift = () =>
    query(`
      select coalesce(k.site_uid, r.site_uid) as site, coalesce(k.type, r.type) as type, coalesce(k.status, r.status) as status, coalesce(k.month, r.month) as month, k.n as kept, r.n as real
      from post_counts k
      full join (
        select site_uid, type, status, date_trunc('month', date at time zone 'UTC')::date as month, count(*)::int as n
        from posts where deleted_at is null group by 1, 2, 3, 4
      ) r using (site_uid, type, status, month)
      where coalesce(k.n, 0) <> coalesce(r.n, 0)`);
  const total = async (site: string) => Number((await query(`select coalesce(sum(n), 0)::int as n from post_counts where site_uid = '${site}'`))[0]!.n);

  beforeAll(async () => {
    ({ query, close } = await openDatabase());
    await query(`insert into sites (uid, subdomain, name) values ('site-a', 'site-a', 'A'), ('site-b', 'site-b', 'B')`);
  }, 120_000);
  afterAll(async () => close?.());

  it('through inserts, soft deletes and restores, status, type, date and site changes, deletes, and a deleted site', async () => {
    const statements = [
      `insert into posts (uid, site_uid, title, slug, type, status, date, deleted_at)
        select 'p' || i, case when i % 3 = 0 then 'site-b' else 'site-a' end, 'P', 'p-' || i,
          case when i % 5 = 0 then 'product' else 'post' end, i % 2, timestamptz '2025-11-30 23:00:00+00' + (i % 90) * interval '1 hour',
          case when i % 17 = 0 then now() end
        from generate_series(1, ${ROWS}) as i`,
      `update posts set deleted_at = now() where uid like 'p1%' and deleted_at is null`,
      `update posts set deleted_at = null where uid like 'p12%'`,
      `update posts set status = 1 - status where uid like '%7'`,
      `update posts set type = 'page' where uid like '%3' and status = 1`,
      `update posts set date = date + interval '40 days' where uid like '%9'`,
      `update posts set title = 'Renamed'`,
      `update posts set site_uid = 'site-b' where uid like 'p2%' and site_uid = 'site-a'`,
      `delete from posts where uid like '%1'`,
      `delete from posts where uid like '%0' and deleted_at is not null`,
    ];
    for (const statement of statements) {
      await query(statement);
      expect(await drift(), statement).toEqual([]);
    }
    const live = async (site: string) => Number((await query(`select count(*)::int as n from posts where site_uid = '${site}' and deleted_at is null`))[0]!.n);
    expect(await total('site-a')).toBe(await live('site-a'));
    expect(await total('site-b')).toBeGreaterThan(0);
    // Deleting a site deletes its posts (the count triggers fire) and its counts (the cascade).
    await query(`delete from sites where uid = 'site-b'`);
    expect(await total('site-b')).toBe(0);
    expect(await drift()).toEqual([]);
  }, 120_000);
});
