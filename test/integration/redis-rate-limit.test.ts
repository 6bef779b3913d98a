import net from 'node:net';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../helpers/server';
import { unique } from '../helpers/http';

const REDIS = { host: '127.0.0.1', port: 6379 };

const redisUp = await new Promise<boolean>((resolve) => {
  const s = net.connect({ ...REDIS, timeout: 1000 }, () => (s.end(), resolve(true)));
  s.on('error', () => resolve(false));
  s.on('timeout', () => (s.destroy(), resolve(false)));
});

function login(server: RunningServer, email: string): Promise<{ status: number; retryAfter?: string }> {
  const url = new URL(server.url);
  const body = JSON.stringify({ email, password: 'wrong-password' });
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        hostname: url.hostname,
        port: url.port,
        method: 'POST',
        path: '/api/v1/auth/login',
        headers: { host: 'localhost', 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

if (!redisUp) console.warn(`SKIPPED: rate limits through Redis (Redis is not reachable on ${REDIS.host}:${REDIS.port})`);

// Two instances sharing one Redis share the limit: failures on one count on the other.
describe.skipIf(!redisUp)('rate limits through Redis', () => {
  let one: RunningServer;
  let two: RunningServer;
  beforeAll(async () => {
    const env = { REDIS_URL: `redis://${REDIS.host}:${REDIS.port}`, RATE_LIMIT_LOGIN: '3' };
    [one, two] = await Promise.all([startServer('pglite', env), startServer('pglite', env)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
  });

  it('counts failed logins across instances', async () => {
    const email = `${unique('redis')}@example.test`;
    expect((await login(one, email)).status).toBe(401);
    expect((await login(two, email)).status).toBe(401);
    expect((await login(one, email)).status).toBe(401);
    const refused = await login(two, email);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    // Another email is not affected.
    expect((await login(two, `${unique('redis')}@example.test`)).status).toBe(401);
  });
});
