import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { itOn } from '../helpers/db-only';
import { api, newSite } from '../helpers/http';
import { startServer } from '../helpers/server';

// The sitemap protocol's limit of URLs per file.
const SITEMAP_LIMIT = 50_000;
// The paths a sitemap names: its `<loc>`s (an index or a set of URLs), or its lines (a text list).
const pathsIn = (text: string) => [...text.matchAll(/(?:<loc>|^)(https?:\/\/[^<\s]+)/gm)].map((m) => new URL(m[1]!).pathname);
const ANY = { headers: { accept: '*/*' } };

// The sitemap, the RSS feed and the web manifest the platform serves for a site without its own.
describe('sitemap, feed and manifest', () => {
  it('link each post type to its own permalink, as the site settings place them', async () => {
    const site = await newSite('Feeds and maps of a shop');
    const on = api(site.host);
    for (const body of [
      { title: 'A story', slug: 'a-story', status: 1 },
      { title: 'A teapot', slug: 'a-teapot', type: 'product', status: 1 },
    ]) {
      const r = await on.post('/api/v1/posts', body, { token: site.ownerToken });
      expect(r.status, r.text).toBe(201);
    }
    const links = async (path: string) => [...(await on.get(path, { headers: { accept: '*/*' } })).text.matchAll(/https?:\/\/[^<"\s]+/g)].map((m) => new URL(m[0]).pathname);
    for (const path of ['/sitemap.xml', '/rss.xml']) {
      const found = await links(path);
      expect(found, path).toContain('/blog/a-story');
      expect(found, path).toContain('/products/a-teapot');
      expect(found, path).not.toContain('/blog/a-teapot');
    }
    expect((await on.put('/api/v1/sites', { settings: { productPath: '/shop/:slug', postPath: '/journal/:slug' } }, { token: site.ownerToken })).status).toBe(200);
    const moved = await links('/sitemap.xml');
    expect(moved).toContain('/journal/a-story');
    expect(moved).toContain('/shop/a-teapot');
    const manifest = JSON.parse((await on.get('/manifest.json', { headers: { accept: '*/*' } })).text) as { short_name: string };
    expect(manifest.short_name).toBe('Feeds and');
  });

  it('a site that fits in one file keeps a single set of URLs; its one part answers too, the next 404', async () => {
    const site = await newSite('A small map');
    const on = api(site.host);
    expect((await on.post('/api/v1/posts', { title: 'Only post', slug: 'only-post', status: 1 }, { token: site.ownerToken })).status).toBe(201);
    const map = await on.get('/sitemap.xml', ANY);
    expect(map.status).toBe(200);
    expect(map.text).toContain('<urlset');
    expect(map.text).not.toContain('<sitemapindex');
    expect(pathsIn(map.text)).toEqual(expect.arrayContaining(['/', '/blog/only-post']));
    const part = await on.get('/sitemap-1.xml', ANY);
    expect(part.status).toBe(200);
    expect(pathsIn(part.text).sort()).toEqual(pathsIn(map.text).sort());
    expect(pathsIn((await on.get('/sitemap.txt', ANY)).text).sort()).toEqual(pathsIn(map.text).sort());
    for (const path of ['/sitemap-2.xml', '/sitemap-2.txt', '/sitemap-0.xml', '/sitemap-01.xml']) expect((await on.get(path, ANY)).status, path).toBe(404);
  });

  // More posts than one file may list: /sitemap.xml becomes an index of parts, each read by slug
  // bounds (never an OFFSET), every published post in exactly one of them.
  itOn(
    'postgres',
    'a site of more URLs than one file holds gets a sitemap index; its parts list every published post once, drafts never (PostgreSQL, written directly)',
    async () => {
      const server = await startServer('postgres');
      const sql = postgres(server.databaseUrl!, { max: 1, onnotice: () => {} });
      try {
        const site = await newSite('A big map', server.url);
        const on = api(site.host, server.url);
        const PUBLISHED = SITEMAP_LIMIT + 10_000;
        // One statement each: published posts (every 100th a product), drafts, deleted published posts.
        await sql`insert into posts (uid, site_uid, title, slug, type, status, date)
          select 'big-' || i, ${site.uid}, 'Post ' || i, 'post-' || i, case when i % 100 = 0 then 'product' else 'post' end, 1, now() - i * interval '1 minute'
          from generate_series(1, ${PUBLISHED}) as i`;
        await sql`insert into posts (uid, site_uid, title, slug, status) select 'draft-' || i, ${site.uid}, 'Draft ' || i, 'draft-' || i, 0 from generate_series(1, 300) as i`;
        await sql`insert into posts (uid, site_uid, title, slug, status, deleted_at) select 'gone-' || i, ${site.uid}, 'Gone ' || i, 'gone-' || i, 1, now() from generate_series(1, 5) as i`;

        const timed = async (path: string) => {
          const started = performance.now();
          const r = await on.get(path, ANY);
          return { r, ms: performance.now() - started };
        };
        const index = await timed('/sitemap.xml');
        expect(index.r.status).toBe(200);
        expect(index.r.text).toContain('<sitemapindex');
        expect(index.r.text).not.toContain('<urlset');
        const parts = pathsIn(index.r.text);
        expect(parts).toEqual(['/sitemap-1.xml', '/sitemap-2.xml']);
        expect(index.r.text.match(/<lastmod>/g)).toHaveLength(parts.length);
        for (const loc of index.r.text.matchAll(/<loc>([^<]+)<\/loc>/g)) expect(new URL(loc[1]!).host).toBe(`${site.host}:${new URL(server.url).port}`);

        const seen = new Map<string, number>();
        const lists: string[][] = [];
        const times = [`/sitemap.xml ${index.ms.toFixed(0)} ms`];
        for (const part of parts) {
          const got = await timed(part);
          times.push(`${part} ${got.ms.toFixed(0)} ms`);
          expect(got.r.status, part).toBe(200);
          expect(got.r.text).toContain('<urlset');
          const paths = pathsIn(got.r.text);
          expect(paths.length).toBeLessThanOrEqual(SITEMAP_LIMIT);
          lists.push(paths);
          for (const path of paths) seen.set(path, (seen.get(path) ?? 0) + 1);
        }
        // The pages in the first part, which is full; then the rest of the posts.
        expect(lists[0]).toContain('/');
        expect(lists[0]).toHaveLength(SITEMAP_LIMIT);
        const posts = [...seen.keys()].filter((p) => /^\/(blog|products)\//.test(p));
        expect(posts).toHaveLength(PUBLISHED);
        expect([...seen.values()].every((n) => n === 1)).toBe(true);
        expect(posts.filter((p) => p.startsWith('/products/'))).toHaveLength(PUBLISHED / 100);
        expect(seen.has('/blog/post-1') && seen.has(`/blog/post-${PUBLISHED - 1}`) && seen.has(`/products/post-${PUBLISHED}`)).toBe(true);
        expect([...seen.keys()].filter((p) => /draft-|gone-/.test(p))).toEqual([]);
        console.log(`sitemap of ${PUBLISHED} posts, first requests: ${times.join(', ')}`);

        // Cached like any page of the generation; past the last part, the 404 of an unknown address.
        expect((await on.get(parts.at(-1)!, ANY)).headers['x-cache']).toBe('HIT');
        expect((await on.get('/sitemap-3.xml', ANY)).status).toBe(404);
        expect((await on.get('/sitemap-3.xml', ANY)).status).toBe(404);

        // The text parts list the same; /sitemap.txt (no index form) one file's worth.
        const text = [...pathsIn((await on.get('/sitemap-1.txt', ANY)).text), ...pathsIn((await on.get('/sitemap-2.txt', ANY)).text)];
        expect(text).toEqual(lists.flat());
        const first = pathsIn((await on.get('/sitemap.txt', ANY)).text);
        expect(first).toHaveLength(SITEMAP_LIMIT);
        expect(first).toContain('/blog/post-1');
      } finally {
        await sql.end();
        await server.stop();
      }
    },
    180_000,
  );
});
