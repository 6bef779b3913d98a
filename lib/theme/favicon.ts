import type { PageFallback } from '@/lib/render/page';
import { settingString } from './site-url';

// /favicon.ico: the site's favicon setting, else its logo; with neither, 404 (browsers then stop asking).
export const favicon: PageFallback = async (site, facts) => {
  if (facts.path !== '/favicon.ico') return null;
  const target = settingString(site.settings, 'favicon') ?? settingString(site.settings, 'logo');
  if (!target) return { kind: 'page', status: 404, body: '', contentType: 'image/x-icon' };
  return { kind: 'redirect', status: 302, location: target };
};
