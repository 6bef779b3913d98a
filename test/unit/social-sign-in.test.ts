import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { prefersJson } from '@/lib/http/social-answers';
import { mergeOAuthSecrets } from '@/lib/domains/accounts/auth/social/config';
import { guardedFetch } from '@/lib/domains/accounts/auth/social/guarded-fetch';
import { expectedDiscoveryIssuer, serverForIdToken } from '@/lib/domains/accounts/auth/social/protocol';
import { safeReturnTo } from '@/lib/domains/accounts/auth/social/return-to';
import { FetchRefused } from '@/lib/shared/net/safe-fetch';

describe('return_to', () => {
  it('keeps a path on this host', () => {
    for (const p of ['/', '/admin', '/admin/sites?x=1#y', '/a/b%2F/c', '/@user']) expect(safeReturnTo(p, '/d')).toBe(p);
  });

  it('replaces anything that could leave the host with the default', () => {
    const bad = [
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      'evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      ' /x',
      '',
      '/' + 'a'.repeat(2001),
    ];
    for (const p of bad) expect(safeReturnTo(p, '/d'), JSON.stringify(p)).toBe('/d');
    expect(safeReturnTo(undefined, '/admin')).toBe('/admin');
  });
});

describe('Accept negotiation', () => {
  it('JSON only when the client prefers it over HTML', () => {
    expect(prefersJson('application/json')).toBe(true);
    expect(prefersJson('application/json, text/plain, */*')).toBe(true);
    expect(prefersJson('text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8')).toBe(false);
    expect(prefersJson('text/html;q=0.5, application/json')).toBe(true);
    expect(prefersJson('application/json;q=0.5, text/html')).toBe(false);
    expect(prefersJson('application/json;q=0')).toBe(false);
    expect(prefersJson('*/*')).toBe(false);
    expect(prefersJson(null)).toBe(false);
  });
});

describe('Microsoft issuers', () => {
  const tid = '72f988bf-86f1-41af-91ab-2d7cd011db47';
  const token = (claims: Record<string, unknown>) => new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new Uint8Array(32));
  const templated = { issuer: 'https://login.microsoftonline.com/{tenantid}/v2.0' };

  it('multi-tenant discovery documents name a templated or the personal-accounts issuer', () => {
    expect(expectedDiscoveryIssuer('microsoft', 'https://login.microsoftonline.com/common/v2.0')).toBe('https://login.microsoftonline.com/{tenantid}/v2.0');
    expect(expectedDiscoveryIssuer('microsoft', 'https://login.microsoftonline.com/organizations/v2.0')).toBe('https://login.microsoftonline.com/{tenantid}/v2.0');
    expect(expectedDiscoveryIssuer('microsoft', 'https://login.microsoftonline.com/consumers/v2.0')).toBe('https://login.microsoftonline.com/9188040d-6c67-4c5b-b112-36a304b66dad/v2.0');
    expect(expectedDiscoveryIssuer('microsoft', `https://login.microsoftonline.com/${tid}/v2.0`)).toBe(`https://login.microsoftonline.com/${tid}/v2.0`);
    expect(expectedDiscoveryIssuer('google', 'https://example.test/common/v2.0')).toBe('https://example.test/common/v2.0');
  });

  it("an ID token is checked against its own tenant's issuer", async () => {
    expect(serverForIdToken(templated, await token({ tid })).issuer).toBe(`https://login.microsoftonline.com/${tid}/v2.0`);
    const fixed = { issuer: 'https://issuer.example' };
    expect(serverForIdToken(fixed, await token({ tid }))).toBe(fixed);
  });

  it('refuses a templated issuer without a well-formed tenant id', async () => {
    for (const t of [await token({}), await token({ tid: 'common/../x' }), 'not-a-jwt', undefined]) {
      expect(() => serverForIdToken(templated, t)).toThrow(/names no tenant/);
    }
  });
});

describe("a site's OAuth clients", () => {
  const gh = { clientId: 'a', clientSecret: 'b' };
  it('null removes one, an object replaces it, absence keeps it', () => {
    const current = { github: gh, google: { clientId: 'g', clientSecret: 'h' } };
    expect(mergeOAuthSecrets(current, { google: null, microsoft: { clientId: 'm', clientSecret: 'n', tenant: 'contoso.com' } })).toEqual({
      github: gh,
      microsoft: { clientId: 'm', clientSecret: 'n', tenant: 'contoso.com' },
    });
    expect(mergeOAuthSecrets(undefined, { github: gh })).toEqual({ github: gh });
    expect(mergeOAuthSecrets({ junk: 1 }, {})).toEqual({});
  });
});

describe('guardedFetch', () => {
  it('goes through the SSRF guard: a loopback address is refused and never contacted', async () => {
    let hits = 0;
    const server = http.createServer((_req, res) => {
      hits++;
      res.end('{}');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    try {
      await expect(guardedFetch(`http://127.0.0.1:${port}/token`, { method: 'POST', headers: {}, body: new URLSearchParams({ a: '1' }) })).rejects.toBeInstanceOf(FetchRefused);
      await expect(guardedFetch(`http://localhost:${port}/.well-known/openid-configuration`, { method: 'GET', headers: {} })).rejects.toBeInstanceOf(FetchRefused);
      expect(hits).toBe(0);
    } finally {
      server.close();
    }
  });

  it('refuses bodies and methods the sign-in never sends', async () => {
    await expect(guardedFetch('https://example.test/', { method: 'PUT', headers: {} })).rejects.toThrow(TypeError);
    await expect(guardedFetch('https://example.test/', { method: 'POST', headers: {}, body: new Uint8Array(1) })).rejects.toThrow(TypeError);
  });
});
