import { describe, expect, it } from 'vitest';
import { api, newSite } from '../helpers/http';

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
});
