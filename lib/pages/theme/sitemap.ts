import { Readable } from 'node:stream';
import { SitemapStream, streamToPromise } from 'sitemap';
import type { PageFallback } from '@/lib/pages/render';
import { pagePermalinks, postUrl, publishedPostLinks } from './published';
import { siteBase } from './site-url';

const MAX_URLS = 50_000; // the sitemap protocol's limit per file

async function links(site: Parameters<PageFallback>[0], base: string) {
  const [pages, items] = await Promise.all([pagePermalinks(site.uid), publishedPostLinks(site.uid, MAX_URLS)]);
  return [
    ...pages.filter((p) => p.permalink !== '/404').map((p) => ({ url: `${base}${p.permalink === '/index' ? '/' : p.permalink}`, lastmod: p.updatedAt.toISOString() })),
    ...items.map((p) => ({ url: postUrl(site, base, p), lastmod: p.updatedAt.toISOString() })),
  ].slice(0, MAX_URLS);
}

// /sitemap.xml and /sitemap.txt: pages with permalinks and published posts.
export const sitemap: PageFallback = async (site, facts) => {
  if (facts.path !== '/sitemap.xml' && facts.path !== '/sitemap.txt') return null;
  const base = siteBase(facts);
  const urls = await links(site, base);
  if (facts.path === '/sitemap.txt') return { kind: 'page', status: 200, body: urls.map((u) => u.url).join('\n') + '\n', contentType: 'text/plain; charset=utf-8' };
  const xml = await streamToPromise(Readable.from(urls).pipe(new SitemapStream({ hostname: base })));
  return { kind: 'page', status: 200, body: xml.toString('utf8'), contentType: 'application/xml; charset=utf-8' };
};
