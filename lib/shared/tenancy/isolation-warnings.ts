import type { Env } from '@/lib/shared/env';

const isLocal = (host: string) => host === 'localhost' || host.endsWith('.localhost') || /^[\d.]+$/.test(host) || host.startsWith('[');

// What a deployment leaves open between tenants, said once at start (the README's security model):
// browsers refuse cookies for `localhost`'s parent, so a local setup needs neither.
export function isolationWarnings(e: Pick<Env, 'PLATFORM_HOST' | 'SITES_DOMAIN' | 'PUBLIC_SCHEME'>): string[] {
  if (isLocal(e.PLATFORM_HOST)) return [];
  const warnings: string[] = [];
  if (e.PUBLIC_SCHEME === 'http') {
    warnings.push(
      "PUBLIC_SCHEME=http on a real domain: a tenant's page can plant its session cookie in a visitor's browser for other sites (only https has host-only __Host- cookies). Serve over https and set PUBLIC_SCHEME=https",
    );
  }
  if (e.SITES_DOMAIN === e.PLATFORM_HOST) {
    warnings.push(
      `sites live under the platform's own domain (${e.PLATFORM_HOST}): set SITES_DOMAIN to a registrable domain of their own (as shops live on myshopify.com), so no tenant's page can set a cookie the platform host receives`,
    );
  }
  return warnings;
}
