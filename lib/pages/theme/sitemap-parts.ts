import { siteData, type SiteVersion } from '@/lib/shared/cache/site-data';
import { publishedPagePermalinks } from '@/lib/domains/content/templates/reads';
import type { SiteRef } from '@/lib/shared/tenancy/site-lookup';
import { postUrl, publishedPostLinks, publishedPostLinksBetween, publishedPostParts } from './published';

// The sitemap protocol's limit of URLs per file (sitemaps.org; Google's for text sitemaps too).
const SITEMAP_URL_LIMIT = 50_000;

interface SitemapLink {
  url: string;
  lastmod: string;
}

// One file of a split sitemap: its published posts are those with a slug after `after` (from the
// first when null) up to `through` (none when null: a first part of pages only).
interface SitemapPart {
  after: string | null;
  through: string | null;
  lastmod: string | null;
}

// What a site's sitemap holds, as of one generation: its pages (all in the first part) and the bounds
// of every part. Small: a few strings a part, whatever the number of posts.
export interface SitemapPlan {
  perPart: number;
  pages: { permalink: string; lastmod: string }[];
  parts: SitemapPart[];
}

const newer = (a: string | null, b: string | null) => (a === null || (b !== null && b > a) ? b : a);

async function loadPlan(siteUid: string, perPart: number): Promise<SitemapPlan> {
  // The 404 page is no address of its own; pages past one part's worth would never fit anywhere.
  const pages = (await publishedPagePermalinks(siteUid))
    .filter((p) => p.permalink !== '/404')
    .slice(0, perPart)
    .map((p) => ({ permalink: p.permalink!, lastmod: p.updatedAt.toISOString() }));
  const postParts = new Map((await publishedPostParts(siteUid, perPart, pages.length)).map((r) => [r.part, r]));
  const count = Math.max(1, ...[...postParts.keys()].map((i) => i + 1));
  const pagesLastmod = pages.reduce<string | null>((at, p) => newer(at, p.lastmod), null);
  const parts = Array.from({ length: count }, (_, i): SitemapPart => {
    const own = postParts.get(i);
    return {
      after: postParts.get(i - 1)?.lastSlug ?? null,
      through: own?.lastSlug ?? null,
      lastmod: newer(i === 0 ? pagesLastmod : null, own ? own.lastmod.toISOString() : null),
    };
  });
  return { perPart, pages, parts };
}

// Read once per generation and shared by the index and every part (a part is read by its bounds).
export const sitemapPlan = (site: SiteVersion, perPart = SITEMAP_URL_LIMIT) => siteData(site, `sitemap-plan|${perPart}`, () => loadPlan(site.uid, perPart));

type LinkSite = Pick<SiteRef, 'uid' | 'settings'>;
const pageLinks = (plan: SitemapPlan, base: string): SitemapLink[] => plan.pages.map((p) => ({ url: `${base}${p.permalink === '/index' ? '/' : p.permalink}`, lastmod: p.lastmod }));
const postLinks = (site: LinkSite, base: string, items: { slug: string; type: string; updatedAt: Date }[]): SitemapLink[] =>
  items.map((p) => ({ url: postUrl(site, base, p), lastmod: p.updatedAt.toISOString() }));

// Whether the site needs a sitemap index (more URLs than one file may hold).
export const isSplit = (plan: SitemapPlan) => plan.parts.length > 1;

// Part `n` (from 1) of the split sitemap: the pages first, then the posts in slug order; null past the
// last part.
export async function sitemapPartLinks(site: LinkSite, base: string, plan: SitemapPlan, n: number): Promise<SitemapLink[] | null> {
  const part = plan.parts[n - 1];
  if (!part) return null;
  const items = part.through === null ? [] : await publishedPostLinksBetween(site.uid, part.after, part.through);
  return [...(n === 1 ? pageLinks(plan, base) : []), ...postLinks(site, base, items)];
}

// The pages, then the newest posts, one file's worth: the whole sitemap of a site that fits in one.
export async function newestLinks(site: LinkSite, base: string, plan: SitemapPlan): Promise<SitemapLink[]> {
  return [...pageLinks(plan, base), ...postLinks(site, base, await publishedPostLinks(site.uid, plan.perPart - plan.pages.length))];
}
