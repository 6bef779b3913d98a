import type { PageFallback } from '@/lib/pages/render';
import { settingString } from './site-url';

// A web app manifest from the site's settings, unless a /manifest.json template exists.
export const webManifest: PageFallback = async (site, facts) => {
  if (facts.path !== '/manifest.json') return null;
  const s = site.settings;
  const icon = settingString(s, 'logo') ?? settingString(s, 'favicon');
  const manifest = {
    name: site.name,
    short_name: settingString(s, 'shortName') ?? site.name.slice(0, 12),
    description: settingString(s, 'description'),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: settingString(s, 'backgroundColor') ?? '#ffffff',
    theme_color: settingString(s, 'themeColor') ?? '#111111',
    icons: icon ? [{ src: icon, sizes: 'any' }] : [],
  };
  return { kind: 'page', status: 200, body: JSON.stringify(manifest), contentType: 'application/manifest+json' };
};
