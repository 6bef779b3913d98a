import type { PageFallback } from '@/lib/render/page';
import { redirectFor } from '@/lib/redirects/operations';

// The site's redirect rules apply where no template claims the path.
export const redirectRules: PageFallback = async (site, facts) => {
  const rule = await redirectFor(site.uid, facts.path);
  return rule ? { kind: 'redirect', status: rule.status, location: rule.to } : null;
};
