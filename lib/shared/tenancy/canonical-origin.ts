import { env } from '@/lib/shared/env';
import type { SiteRef } from './site-lookup';

const DEFAULT_PORT = { http: 80, https: 443 } as const;

// A site's own host name: `<subdomain>.<SITES_DOMAIN>` (SITES_DOMAIN is PLATFORM_HOST unless set).
export const siteHostOf = (site: Pick<SiteRef, 'subdomain'>): string => `${site.subdomain}.${env.SITES_DOMAIN}`;

// The one public origin of a site, decided by the platform's configuration and never by the request
// (a Host port or an X-Forwarded-* header a client chose), so cached pages and links cannot be poisoned.
export function canonicalOrigin(site: Pick<SiteRef, 'subdomain'>): string {
  return `${env.PUBLIC_SCHEME}://${siteHostOf(site)}${shownPort()}`;
}

// The site's host as its canonical origin shows it (with a port that is not the scheme's default):
// how the platform names a site in words the platform vouches for, instead of the owner's chosen name.
export function canonicalHost(site: Pick<SiteRef, 'subdomain'>): string {
  return `${siteHostOf(site)}${shownPort()}`;
}

// The platform's own origin (its API, its admin), by the same rule.
export function platformOrigin(): string {
  return `${env.PUBLIC_SCHEME}://${env.PLATFORM_HOST}${shownPort()}`;
}

// Every site's subdomain origin as a CSP source (the admin frames and posts previews to them).
export function siteOriginsPattern(): string {
  return `${env.PUBLIC_SCHEME}://*.${env.SITES_DOMAIN}${shownPort()}`;
}

function shownPort(): string {
  const port = env.PUBLIC_PORT ?? env.PORT;
  return port === DEFAULT_PORT[env.PUBLIC_SCHEME] ? '' : `:${port}`;
}
