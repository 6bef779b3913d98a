import type { PageFallback } from '@/lib/pages/render';
import { siteBase } from './site-url';

// Generated unless the site has a /robots.txt template (templates win in the page pipeline).
export const robotsTxt: PageFallback = async (_site, facts) => {
  if (facts.path !== '/robots.txt') return null;
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /admin', 'Disallow: /auth/', '', `Sitemap: ${siteBase(facts)}/sitemap.xml`, ''].join('\n');
  return { kind: 'page', status: 200, body, contentType: 'text/plain; charset=utf-8' };
};
