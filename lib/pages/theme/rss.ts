import { Feed } from 'feed';
import type { PageFallback } from '@/lib/pages/render';
import { postUrl, publishedPosts } from './published';
import { settingString, siteBase } from './site-url';

const FEED_SIZE = 50;
const excerpt = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
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
  for (const p of items) {
    const link = postUrl(site, base, p.slug);
    feed.addItem({ title: p.title, id: p.uid, link, date: p.date, description: excerpt(p.body), content: p.body, category: p.tag ? [{ name: p.tag }] : undefined });
  }
  return { kind: 'page', status: 200, body: feed.rss2(), contentType: 'application/rss+xml; charset=utf-8' };
};
