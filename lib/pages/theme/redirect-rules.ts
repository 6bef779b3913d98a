import type { PageFallback } from '@/lib/pages/render';
import { redirectFor } from '@/lib/domains/content/redirects/operations';

// The site's redirect rules apply where no template claims the path.
export const redirectRules: PageFallback = async (site, facts) => {
  const rule = await redirectFor(site.uid, facts.path);
  if (!rule) return null;
  // Percent-encoded by the URL parser, so a non-ASCII target is still a valid Location header.
  const url = new URL(rule.to, 'http://site.invalid');
  const location = url.origin === 'http://site.invalid' ? `${url.pathname}${url.search}${url.hash}` : url.href;
  return { kind: 'redirect', status: rule.status, location };
};
