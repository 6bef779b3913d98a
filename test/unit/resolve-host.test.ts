import { describe, expect, it } from 'vitest';
import { normalizeHost, resolveHost, type HostTarget } from '@/lib/tenancy/resolve-host';

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

describe('resolveHost', () => {
  it.each(cases)('%s on platform %s', (host, platform, expected) => {
    expect(resolveHost(host, platform)).toEqual(expected);
  });

  it('ignores the port when normalising', () => {
    expect(normalizeHost('Shop.Example.com:8443')).toBe('shop.example.com');
    expect(normalizeHost('[::1]:80')).toBe('[::1]');
  });
});
