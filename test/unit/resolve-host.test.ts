import { describe, expect, it } from 'vitest';
import { normalizeHost, resolveHost, type HostTarget } from '@/lib/shared/tenancy/resolve-host';

const cases: [string | null | undefined, string, HostTarget][] = [
  ['localhost', 'localhost', { kind: 'platform' }],
  ['localhost:3000', 'localhost', { kind: 'platform' }],
  ['LOCALHOST:3000', 'localhost', { kind: 'platform' }],
  ['localhost.', 'localhost', { kind: 'platform' }],
  ['shop.localhost', 'localhost', { kind: 'subdomain', subdomain: 'shop' }],
  ['shop.localhost:8080', 'localhost', { kind: 'subdomain', subdomain: 'shop' }],
  ['Shop.Localhost', 'localhost', { kind: 'subdomain', subdomain: 'shop' }],
  ['a.b.localhost', 'localhost', { kind: 'invalid' }],
  ['shop.platform.test', 'platform.test', { kind: 'subdomain', subdomain: 'shop' }],
  ['platform.test', 'platform.test', { kind: 'platform' }],
  ['www.example.com', 'platform.test', { kind: 'custom', domain: 'www.example.com' }],
  ['example.com:443', 'platform.test', { kind: 'custom', domain: 'example.com' }],
  // A look-alike suffix is not a subdomain of the platform.
  ['evilplatform.test', 'platform.test', { kind: 'custom', domain: 'evilplatform.test' }],
  ['127.0.0.1:3000', 'localhost', { kind: 'custom', domain: '127.0.0.1' }],
  ['', 'localhost', { kind: 'invalid' }],
  [null, 'localhost', { kind: 'invalid' }],
  [undefined, 'localhost', { kind: 'invalid' }],
  ['bad_host!.localhost', 'localhost', { kind: 'invalid' }],
  ['-x.localhost', 'localhost', { kind: 'invalid' }],
  ['[::1]:3000', 'localhost', { kind: 'invalid' }],
  ['a..localhost', 'localhost', { kind: 'invalid' }],
];

// Sites on a domain of their own (SITES_DOMAIN): [host, platform host, sites domain, answer].
const apart: [string, string, string, HostTarget][] = [
  ['platform.test', 'platform.test', 'sites.test', { kind: 'platform' }],
  ['shop.sites.test', 'platform.test', 'sites.test', { kind: 'subdomain', subdomain: 'shop' }],
  ['Shop.Sites.Test:8443', 'platform.test', 'sites.test', { kind: 'subdomain', subdomain: 'shop' }],
  // Under the platform host no tenant lives any more, and the bare sites domain is nobody's.
  ['shop.platform.test', 'platform.test', 'sites.test', { kind: 'invalid' }],
  ['sites.test', 'platform.test', 'sites.test', { kind: 'invalid' }],
  ['a.b.sites.test', 'platform.test', 'sites.test', { kind: 'invalid' }],
  ['evilsites.test', 'platform.test', 'sites.test', { kind: 'custom', domain: 'evilsites.test' }],
  ['www.example.com', 'platform.test', 'sites.test', { kind: 'custom', domain: 'www.example.com' }],
  ['admin.example.com', 'admin.example.com', 'example-sites.net', { kind: 'platform' }],
  ['shop.example-sites.net', 'admin.example.com', 'example-sites.net', { kind: 'subdomain', subdomain: 'shop' }],
];

describe('resolveHost', () => {
  it.each(cases)('%s on platform %s', (host, platform, expected) => {
    expect(resolveHost(host, platform)).toEqual(expected);
  });

  it.each(apart)('%s on platform %s with sites on %s', (host, platform, sites, expected) => {
    expect(resolveHost(host, platform, sites)).toEqual(expected);
  });

  it('ignores the port when normalising', () => {
    expect(normalizeHost('Shop.Example.com:8443')).toBe('shop.example.com');
    expect(normalizeHost('[::1]:80')).toBe('[::1]');
  });
});
