import { afterEach, describe, expect, it, vi } from 'vitest';
import { forwardedClient } from '@/lib/http/client-ip';

describe('X-Forwarded-For behind trusted proxies', () => {
  it.each([
    ['203.0.113.9', 1, '203.0.113.9'],
    ['1.1.1.1, 203.0.113.9', 1, '203.0.113.9'],
    ['1.1.1.1,203.0.113.9 , 10.0.0.2', 2, '203.0.113.9'],
    ['  ', 1, null],
    [null, 1, null],
    ['203.0.113.9', 2, null],
  ] as const)('%s with %i hop(s) -> %s', (header, hops, client) => {
    expect(forwardedClient(header, hops)).toBe(client);
  });
});

describe('the client address on Vercel (VERCEL=1) and elsewhere', () => {
  // lib/shared/env.ts reads process.env once at import: each case imports a fresh copy.
  async function clientIpWith(vars: Record<string, string | undefined>) {
    vi.resetModules();
    for (const [k, v] of Object.entries(vars)) vi.stubEnv(k, v);
    return (await import('@/lib/http/client-ip')).clientIp;
  }
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });
  const headers = (h: Record<string, string>) => new Headers(h);

  it('on Vercel believes the platform header: x-real-ip, else x-forwarded-for', async () => {
    const clientIp = await clientIpWith({ VERCEL: '1', DATABASE_URL: 'postgres://db/app', AUTH_SECRET: 'x'.repeat(40), TRUST_PROXY: undefined });
    expect(clientIp(headers({ 'x-real-ip': '203.0.113.9', 'x-forwarded-for': '203.0.113.9' }))).toBe('203.0.113.9');
    expect(clientIp(headers({ 'x-forwarded-for': '198.51.100.7' }))).toBe('198.51.100.7');
    expect(clientIp(headers({}))).toBe('unknown');
  });

  it('elsewhere never believes a client header without TRUST_PROXY (no outer server here: unknown)', async () => {
    const clientIp = await clientIpWith({ VERCEL: undefined, TRUST_PROXY: undefined });
    expect(clientIp(headers({ 'x-real-ip': '203.0.113.9', 'x-forwarded-for': '203.0.113.9' }))).toBe('unknown');
    const trusting = await clientIpWith({ VERCEL: undefined, TRUST_PROXY: 'true' });
    expect(trusting(headers({ 'x-real-ip': '203.0.113.9', 'x-forwarded-for': '1.1.1.1, 198.51.100.7' }))).toBe('198.51.100.7');
  });
});
