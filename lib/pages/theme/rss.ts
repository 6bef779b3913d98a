import { Feed } from 'feed';
import type { PageFallback } from '@/lib/pages/render';
import { postUrl, publishedPosts } from './published';
import { settingString, siteBase } from './site-url';

const FEED_SIZE = 50;
// Full post bodies in one feed, in total: the newest posts carry their content while it fits, the rest
// their excerpt and link (50 bodies of 500 KB made a 25 MB document in one step of a second).
const FEED_CONTENT_CHARS = 1024 * 1024;
// The excerpt is read from the start of the body only.
const EXCERPT_SOURCE_CHARS = 64 * 1024;
// Tags out, whitespace folded. `<[^<>]*>`, not `<[^>]*>`: the latter scans to the end of the body from
// every `<` without a `>` after it (a 500 KB post of `<` took minutes).
const excerpt = (html: string) =>
  html
    .slice(0, EXCERPT_SOURCE_CHARS)
    .replace(/<[^<>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 400);

// /rss.xml: the newest published posts, `?label=` narrows to one label.
export const rssFeed: PageFallback = async (site, facts) => {
  if (facts.path !== '/rss.xml') return null;
  const label = facts.query.get('label') || undefined;
  const base = siteBase(facts);
  const items = await publishedPosts(site.uid, FEED_SIZE, label);
  const feed = new Feed({
    title: label ? `${site.name}: ${label}` : site.name,
    description: settingString(site.settings, 'description'),
    id: `${base}/`,
    link: `${base}/`,
    language: settingString(site.settings, 'locale'),
    updated: items[0]?.date,
    generator: 'site-platform',
    copyright: `© ${site.name}`,
    feedLinks: { rss: `${base}/rss.xml${label ? `?label=${encodeURIComponent(label)}` : ''}` },
  });
  let room = FEED_CONTENT_CHARS;
  for (const p of items) {
    const link = postUrl(site, base, p);
    const content = p.body.length <= room ? p.body : undefined;
    if (content !== undefined) room -= content.length;
    feed.addItem({ title: p.title, id: p.uid, link, date: p.date, description: excerpt(p.body), content, category: p.tag ? [{ name: p.tag }] : undefined });
  }
  return { kind: 'page', status: 200, body: feed.rss2(), contentType: 'application/rss+xml; charset=utf-8' };
};
