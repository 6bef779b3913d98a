import { afterEach, describe, expect, it, vi } from 'vitest';

// lib/shared/env.ts reads process.env once at import: each case imports a fresh copy.
async function load(value: string | undefined) {
  vi.resetModules();
  vi.stubEnv('DNS_RESOLVER', value);
  return (await import('@/lib/shared/env')).env;
}

describe('DNS_RESOLVER', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('is unset by default, so the system resolvers answer', async () => {
    expect((await load(undefined)).DNS_RESOLVER).toBeUndefined();
    expect((await load('')).DNS_RESOLVER).toBeUndefined();
  });

  it('takes ip[:port] entries, comma-separated, as node:dns setServers wants them', async () => {
    expect((await load('127.0.0.1:5353')).DNS_RESOLVER).toEqual(['127.0.0.1:5353']);
    expect((await load('1.1.1.1, [::1]:53,::1,[2001:db8::1]')).DNS_RESOLVER).toEqual(['1.1.1.1', '[::1]:53', '::1', '[2001:db8::1]']);
  });

  it.each(['dns.example.com:53', '127.0.0.1:0', '127.0.0.1:70000', '127.0.0.1:', ' , ', '[::1', '300.1.1.1:53'])('refuses %j with a message naming the variable', async (value) => {
    await expect(load(value)).rejects.toThrow(/DNS_RESOLVER/);
  });
});
