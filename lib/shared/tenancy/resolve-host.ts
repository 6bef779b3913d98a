// Pure host classification: no I/O, so it is cheap enough for the proxy and table-tested.
export type HostTarget = { kind: 'platform' } | { kind: 'subdomain'; subdomain: string } | { kind: 'custom'; domain: string } | { kind: 'invalid' };

const HOST_RE = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

export function normalizeHost(raw: string | null | undefined): string {
  if (!raw) return '';
  let host = raw.trim().toLowerCase();
  // IPv6 literal: [::1]:3000 -> [::1]
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  host = host.replace(/:\d*$/, '');
  return host.endsWith('.') ? host.slice(0, -1) : host;
}

// Sites are `<subdomain>.<sitesDomain>` (by default the platform host's own domain). With a domain of
// their own, names under the platform host and the bare sites domain are nobody's: the platform's
// domain then carries no tenant's page at all.
export function resolveHost(rawHost: string | null | undefined, platformHost: string, sitesDomain: string = platformHost): HostTarget {
  const host = normalizeHost(rawHost);
  if (!host || !HOST_RE.test(host)) return { kind: 'invalid' };
  if (host === platformHost) return { kind: 'platform' };
  if (host === sitesDomain) return { kind: 'invalid' };
  const sub = below(host, sitesDomain);
  // Only one label below the sites domain names a site; deeper names are nobody's.
  if (sub !== null) return sub.includes('.') ? { kind: 'invalid' } : { kind: 'subdomain', subdomain: sub };
  if (below(host, platformHost) !== null) return { kind: 'invalid' };
  return { kind: 'custom', domain: host };
}

const below = (host: string, domain: string): string | null => (host.endsWith(`.${domain}`) ? host.slice(0, -(domain.length + 1)) : null);
