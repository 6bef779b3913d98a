import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteExtensions } from '@/db/pglite-files.mjs';
import * as schema from '@/db/schema';
import { isSplit, newestLinks, sitemapPartLinks, sitemapPlan } from '@/lib/pages/theme/sitemap-parts';
import { setBridgeSlot } from '@/lib/shared/process-singleton';

// The split of a sitemap into parts, with parts of a few URLs, on an embedded database of its own
// (the process's database handle; test/integration/feeds.test.ts splits at the real 50,000 over HTTP).
const client = new PGlite({ extensions: await pgliteExtensions() });
const site = { uid: 'site-a', settings: {} };
const BASE = 'https://a.example';
const PUBLISHED = 11;

beforeAll(async () => {
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: 'db/migrations' });
  // The handle db/client.ts would open; closed by this file, not by a server's stop.
  setBridgeSlot('db', Promise.resolve({ db, close: async () => {} }));
  await client.exec(`
    insert into sites (uid, subdomain, name) values ('site-a', 'a', 'A'), ('site-b', 'b', 'B');
    insert into templates (uid, site_uid, title, permalink, published) values
      ('t1', 'site-a', 'Home', '/index', true), ('t2', 'site-a', 'About', '/about', true), ('t3', 'site-a', 'Missing', '/404', true),
      ('t4', 'site-a', 'Post', '/blog/:slug', true), ('t5', 'site-a', 'Draft page', '/draft', false);
    insert into posts (uid, site_uid, title, slug, status, date) select 'p' || i, 'site-a', 'Post', 'post-' || lpad(i::text, 2, '0'), 1, now() - i * interval '1 day' from generate_series(1, ${PUBLISHED}) as i;
    insert into posts (uid, site_uid, title, slug, status) select 'd' || i, 'site-a', 'Draft', 'post-' || lpad(i::text, 2, '0') || '-draft', 0 from generate_series(1, 4) as i;
    insert into posts (uid, site_uid, title, slug, status, deleted_at) values ('gone', 'site-a', 'Gone', 'post-05-gone', 1, now());
    insert into posts (uid, site_uid, title, slug, status) values ('other', 'site-b', 'Other', 'post-03', 1);
  `);
}, 60_000);
afterAll(async () => {
  setBridgeSlot('db', undefined);
  await client.close();
});

// Every part from the first until one answers null, as a crawler follows the index.
async function allParts(perPart: number, generation = perPart) {
  const plan = await sitemapPlan({ uid: site.uid, generation }, perPart);
  const parts: string[][] = [];
  for (let n = 1; ; n++) {
    const links = await sitemapPartLinks(site, BASE, plan, n);
    if (!links) break;
    parts.push(links.map((l) => l.url.slice(BASE.length)));
  }
  return { plan, parts };
}

const postPaths = Array.from({ length: PUBLISHED }, (_, i) => `/blog/post-${String(i + 1).padStart(2, '0')}`);

describe('sitemap parts', () => {
  it('put the pages first, then every published post once, no part over the limit', async () => {
    const { plan, parts } = await allParts(5);
    expect(isSplit(plan)).toBe(true);
    expect(parts).toEqual([['/about', '/', ...postPaths.slice(0, 3)], postPaths.slice(3, 8), postPaths.slice(8)]);
    expect(plan.parts.every((p) => p.lastmod !== null)).toBe(true);
  });

  it('start the posts in the second part when the pages fill the first', async () => {
    const { parts } = await allParts(2);
    expect(parts[0]).toEqual(['/about', '/']);
    expect(parts.slice(1)).toEqual([0, 2, 4, 6, 8, 10].map((i) => postPaths.slice(i, i + 2)));
  });

  it('are one file while every URL fits, and split from one more', async () => {
    expect(isSplit(await sitemapPlan({ uid: site.uid, generation: 1 }, 2 + PUBLISHED))).toBe(false);
    const { plan, parts } = await allParts(1 + PUBLISHED);
    expect(isSplit(plan)).toBe(true);
    expect(parts.map((p) => p.length)).toEqual([1 + PUBLISHED, 1]);
  });

  it('list the pages and the newest posts as the single file', async () => {
    const plan = await sitemapPlan({ uid: site.uid, generation: 1 }, 5);
    const links = await newestLinks(site, BASE, plan);
    expect(links.map((l) => l.url.slice(BASE.length))).toEqual(['/about', '/', '/blog/post-01', '/blog/post-02', '/blog/post-03']);
  });
});
