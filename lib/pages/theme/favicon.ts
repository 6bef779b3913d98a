import type { PageFallback } from '@/lib/pages/render';
import { PLATFORM_ICON_SVG } from '@/lib/shared/platform/icon';
import { isSafeSettingUrl } from '@/lib/domains/platform/sites/url-setting';
import { settingString } from './site-url';

// /favicon.ico: the site's favicon setting, else its logo, else the platform's icon from the site's own
// origin (every browser asks each host for it: a 404 was a console error on every first visit, and a
// redirect to the platform's host is an image that pages allowing only their own images refuse).
export const favicon: PageFallback = async (site, facts) => {
  if (facts.path !== '/favicon.ico') return null;
  // Checked again here: a value stored before the rule existed never reaches a Location header.
  const target = [settingString(site.settings, 'favicon'), settingString(site.settings, 'logo')].find((v) => v !== undefined && isSafeSettingUrl(v));
  if (!target) return { kind: 'page', status: 200, body: PLATFORM_ICON_SVG, contentType: 'image/svg+xml' };
  return { kind: 'redirect', status: 302, location: target };
};
