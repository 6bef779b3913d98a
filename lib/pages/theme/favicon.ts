import type { PageFallback } from '@/lib/pages/render';
import { isSafeSettingUrl } from '@/lib/sites/url-setting';
import { settingString } from './site-url';

// /favicon.ico: the site's favicon setting, else its logo; with neither, 404 (browsers then stop asking).
export const favicon: PageFallback = async (site, facts) => {
  if (facts.path !== '/favicon.ico') return null;
  // Checked again here: a value stored before the rule existed never reaches a Location header.
  const target = [settingString(site.settings, 'favicon'), settingString(site.settings, 'logo')].find((v) => v !== undefined && isSafeSettingUrl(v));
  if (!target) return { kind: 'page', status: 404, body: '', contentType: 'image/x-icon' };
  return { kind: 'redirect', status: 302, location: target };
};
