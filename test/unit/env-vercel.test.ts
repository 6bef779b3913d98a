import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/shared/env';

const DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/app';
const AUTH_SECRET = 'x'.repeat(48);

describe('the environment on Vercel (VERCEL=1)', () => {
  it('refuses to start without DATABASE_URL and AUTH_SECRET, naming both and what to set', () => {
    expect(() => parseEnv({ VERCEL: '1' })).toThrow(
      /DATABASE_URL: on Vercel \(VERCEL=1\) set DATABASE_URL to your PostgreSQL database[\s\S]*AUTH_SECRET: on Vercel \(VERCEL=1\) set AUTH_SECRET to a random string of 32\+ characters/,
    );
  });

  it('names only what is missing', () => {
    let message = '';
    try {
      parseEnv({ VERCEL: '1', DATABASE_URL });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/AUTH_SECRET: on Vercel/);
    expect(message).not.toMatch(/DATABASE_URL/);
    expect(() => parseEnv({ VERCEL: '1', AUTH_SECRET })).toThrow(/DATABASE_URL: on Vercel/);
  });

  it('sizes the PostgreSQL pool for serverless: 2 connections, idle ones closed after 5 s', () => {
    const env = parseEnv({ VERCEL: '1', DATABASE_URL, AUTH_SECRET });
    expect(env).toMatchObject({ VERCEL: true, DATABASE_POOL_MAX: 2, DATABASE_IDLE_TIMEOUT: 5 });
    expect(parseEnv({ VERCEL: '1', DATABASE_URL, AUTH_SECRET, DATABASE_POOL_MAX: '4', DATABASE_IDLE_TIMEOUT: '20' })).toMatchObject({ DATABASE_POOL_MAX: 4, DATABASE_IDLE_TIMEOUT: 20 });
  });
});

describe('the environment elsewhere', () => {
  it('needs neither (the embedded database and a generated secret), and keeps a long-lived pool', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ VERCEL: false, DATABASE_POOL_MAX: 10, DATABASE_IDLE_TIMEOUT: 0, LOG_LEVEL: 'info' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.AUTH_SECRET).toBeUndefined();
    expect(parseEnv({ VERCEL: '0' }).VERCEL).toBe(false);
  });

  it('refuses a pool of one connection (start-up would wait on itself) and an unknown log level', () => {
    expect(() => parseEnv({ DATABASE_POOL_MAX: '1' })).toThrow(/DATABASE_POOL_MAX must be at least 2/);
    expect(() => parseEnv({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL/);
  });
});
