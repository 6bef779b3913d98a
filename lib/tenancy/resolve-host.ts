// Pure host classification: no I/O, so it is cheap enough for the proxy and table-tested.
export type HostTarget =
  | { kind: 'platform' }
  | { kind: 'subdomain'; subdomain: string }
  | { kind: 'custom'; domain: string }
  | { kind: 'invalid' };

const HOST_RE = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

export function normalizeHost(raw: string | null | undefined): string {
  if (!raw) return '';
  let host = raw.trim().toLowerCase();
  // IPv6 literal: [::1]:3000 -> [::1]
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  host = host.replace(/:\d*$/, '');
  return host.endsWith('.') ? host.slice(0, -1) : host;
}

export function resolveHost(rawHost: string | null | undefined, platformHost: string): HostTarget {
  const host = normalizeHost(rawHost);
  if (!host || !HOST_RE.test(host)) return { kind: 'invalid' };
  if (host === platformHost) return { kind: 'platform' };
  const suffix = `.${platformHost}`;
  if (host.endsWith(suffix)) {
    const sub = host.slice(0, -suffix.length);
    // Only one label below the platform host names a site; deeper names are nobody's.
    return sub.includes('.') ? { kind: 'invalid' } : { kind: 'subdomain', subdomain: sub };
  }
  return { kind: 'custom', domain: host };
}
