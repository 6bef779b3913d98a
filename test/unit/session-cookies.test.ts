import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/shared/env';
import { cookieValues, expiringCookies, readCookie } from '@/lib/shared/cookies';
import { isolationWarnings } from '@/lib/shared/tenancy/isolation-warnings';

describe('reading a cookie that another host may have planted', () => {
  it('takes the one value, and refuses two different ones as a conflict', () => {
    expect(readCookie('a=1; current_user=tok', ['current_user'])).toEqual({ kind: 'one', value: 'tok' });
    expect(readCookie('a=1', ['current_user'])).toEqual({ kind: 'none' });
    // The browser sends the longer path first: the tossed cookie would win a first-match read.
    expect(readCookie('current_user=attacker; current_user=victim', ['current_user'])).toEqual({ kind: 'conflict' });
    // Across the names read together (the legacy name is read beside the current one).
    expect(readCookie('fs_session=attacker; current_user=victim', ['current_user', 'fs_session'])).toEqual({ kind: 'conflict' });
    // The same value twice, or an empty one beside it, is no conflict.
    expect(readCookie('current_user=tok; fs_session=tok', ['current_user', 'fs_session'])).toEqual({ kind: 'one', value: 'tok' });
    expect(readCookie('current_user=; current_user=tok', ['current_user'])).toEqual({ kind: 'one', value: 'tok' });
  });

  it('lists every value, decoded, in the header order', () => {
    expect(cookieValues('x=%41; y=2; x=b', 'x')).toEqual(['A', 'b']);
    expect(cookieValues('x=%zz', 'x')).toEqual(['%zz']);
  });

  it('expires a conflict wherever it may have been set: host-only and parent domains, every path prefix', () => {
    const lines = expiringCookies('shop.sites.test', '/payments/checkout', ['current_user']);
    for (const domain of ['', '; Domain=sites.test']) {
      for (const path of ['/', '/payments', '/payments/checkout']) expect(lines).toContain(`current_user=; Path=${path}; Max-Age=0${domain}`);
    }
    expect(lines).toHaveLength(6);
    // Never a public suffix: the browser would ignore it, and it is nobody's to clear.
    expect(expiringCookies('shop.example.co.uk', '/', ['x']).some((l) => l.includes('Domain=co.uk'))).toBe(false);
    expect(expiringCookies('shop.example.co.uk', '/', ['x'])).toContain('x=; Path=/; Max-Age=0; Domain=example.co.uk');
    // The path goes into the header as sent: a segment that is not plain (a `;` would start an attribute
    // of our choosing, a raw non-ASCII character is no valid header) ends the list there.
    expect(expiringCookies('s.localhost', '/a/b;Domain=evil.test/c', ['x'])).toEqual(['x=; Path=/; Max-Age=0', 'x=; Path=/a; Max-Age=0']);
    expect(expiringCookies('s.localhost', '/caf\u00e9/%E4%B8%AD', ['x'])).toEqual(['x=; Path=/; Max-Age=0']);
    expect(expiringCookies('s.localhost', '/%E4%B8%AD/x', ['x'])).toContain('x=; Path=/%E4%B8%AD/x; Max-Age=0');
    // A __Host- cookie can only be host-only at `/` and Secure.
    expect(expiringCookies('shop.sites.test', '/a/b', ['__Host-current_user'])).toEqual(['__Host-current_user=; Path=/; Max-Age=0; Secure']);
  });
});

describe('SITES_DOMAIN', () => {
  it('defaults to the platform host', () => {
    expect(parseEnv({ PLATFORM_HOST: 'platform.test' }).SITES_DOMAIN).toBe('platform.test');
    expect(parseEnv({ PLATFORM_HOST: 'platform.test', SITES_DOMAIN: 'Sites.Test' }).SITES_DOMAIN).toBe('sites.test');
  });

  it('must be a cookie domain apart from the platform host', () => {
    for (const [platform, sites] of [
      ['platform.test', 'sites.platform.test'],
      ['admin.sites.test', 'sites.test'],
      ['admin.example.com', 'sites.example.com'],
      ['admin.example.co.uk', 'example.co.uk'],
    ]) {
      expect(() => parseEnv({ PLATFORM_HOST: platform, SITES_DOMAIN: sites }), `${platform} / ${sites}`).toThrow(/SITES_DOMAIN must be a registrable domain apart/);
    }
    expect(parseEnv({ PLATFORM_HOST: 'admin.example.com', SITES_DOMAIN: 'example-sites.net' }).SITES_DOMAIN).toBe('example-sites.net');
    expect(() => parseEnv({ SITES_DOMAIN: 'https://sites.test' })).toThrow(/SITES_DOMAIN must be a domain name/);
  });

  it('start-up warns about what a real domain leaves open between tenants, and nothing on localhost', () => {
    expect(isolationWarnings({ PLATFORM_HOST: 'localhost', SITES_DOMAIN: 'localhost', PUBLIC_SCHEME: 'http' })).toEqual([]);
    const open = isolationWarnings({ PLATFORM_HOST: 'platform.test', SITES_DOMAIN: 'platform.test', PUBLIC_SCHEME: 'http' });
    expect(open).toHaveLength(2);
    expect(open.join('\n')).toMatch(/PUBLIC_SCHEME=https[\s\S]*SITES_DOMAIN/);
    expect(isolationWarnings({ PLATFORM_HOST: 'platform.test', SITES_DOMAIN: 'sites.test', PUBLIC_SCHEME: 'https' })).toEqual([]);
  });
});
