import { Readable, type Transform } from 'node:stream';
import { SitemapIndexStream, SitemapStream, streamToPromise } from 'sitemap';
import type { PageFallback, PageResult } from '@/lib/pages/render';
import { isSplit, newestLinks, sitemapPartLinks, sitemapPlan } from './sitemap-parts';
import { siteBase } from './site-url';

// /sitemap.xml and /sitemap.txt, and the parts /sitemap-<n>.xml and /sitemap-<n>.txt (n from 1, written
// without leading zeros so each part has one address).
const SITEMAP_PATH = /^\/sitemap(?:-([1-9]\d{0,8}))?\.(xml|txt)$/;

const found = (body: string, contentType: string): PageResult => ({ kind: 'page', status: 200, body, contentType });
const xml = async (stream: Transform, items: object[]) => found((await streamToPromise(Readable.from(items).pipe(stream))).toString('utf8'), 'application/xml; charset=utf-8');

// Pages with permalinks and published posts. Up to SITEMAP_URL_LIMIT URLs, /sitemap.xml lists them all;
// past it, /sitemap.xml is an index of the parts. /sitemap.txt, which has no index form, lists one
// file's worth (pages, then the newest posts); the text parts list everything.
export const sitemap: PageFallback = async (site, facts) => {
  const match = SITEMAP_PATH.exec(facts.path);
  if (!match) return null;
  const [, part, format] = match;
  const base = siteBase(facts);
  const plan = await sitemapPlan(site);
  if (part === undefined && format === 'xml' && isSplit(plan)) {
    return xml(
      new SitemapIndexStream(),
      plan.parts.map((p, i) => ({ url: `${base}/sitemap-${i + 1}.xml`, lastmod: p.lastmod ?? undefined })),
    );
  }
  const links = part === undefined ? await newestLinks(site, base, plan) : await sitemapPartLinks(site, base, plan, Number(part));
  // Past the last part: on to the site's own 404, as for any other unknown address.
  if (!links) return null;
  if (format === 'txt') return found(links.map((u) => u.url).join('\n') + '\n', 'text/plain; charset=utf-8');
  return xml(new SitemapStream({ hostname: base }), links);
};
