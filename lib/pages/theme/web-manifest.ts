import type { PageFallback } from '@/lib/pages/render';
import { settingString } from './site-url';

// A home-screen label (at most 12 characters, as launchers show): the name cut at a word when it is
// longer, never ending in a space.
export function shortName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length <= 12) return trimmed;
  const cut = trimmed.slice(0, 13);
  const space = cut.lastIndexOf(' ');
  return (space > 0 ? cut.slice(0, space) : trimmed.slice(0, 12)).trimEnd();
}

// A web app manifest from the site's settings, unless a /manifest.json template exists.
export const webManifest: PageFallback = async (site, facts) => {
  if (facts.path !== '/manifest.json') return null;
  const s = site.settings;
  const icon = settingString(s, 'logo') ?? settingString(s, 'favicon');
  const manifest = {
    name: site.name,
    short_name: settingString(s, 'shortName') ?? shortName(site.name),
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
