import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { EXIT_CONFIG } from '@/lib/shared/exit-codes.mjs';
import { api, data, newSite, PLATFORM } from '../helpers/http';
import { createDatabase, freePort, productionEnv, startServer, type RunningServer } from '../helpers/server';

describe('health probes', () => {
  const base = new URL(inject('serverUrl'));

  it('answer on the platform host and on the bare IP: /healthz live, /readyz with the database checked', async () => {
    for (const host of [PLATFORM, base.hostname]) {
      const live = await api(host).get('/healthz');
      expect(live.status, host).toBe(200);
      expect(live.json).toEqual({ state: 'ok', data: { status: 'live' } });
      const ready = await api(host).get('/readyz');
      expect(ready.status, host).toBe(200);
      expect(data(ready)).toMatchObject({ status: 'ready', database: 'ok' });
      expect(ready.headers['cache-control']).toBe('no-store');
    }
  });

  it("/readyz says degraded, naming what is down without the driver's message, while Redis is down (the instance serves on without it)", async () => {
    // Redis configured at a port where nothing listens: start-up waits for it a few seconds, then runs.
    const server = await startServer(inject('dbKind'), { REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const ready = await api(PLATFORM, server.url).get('/readyz');
      expect(ready.status).toBe(200);
      expect(ready.json).toEqual({ state: 'ok', data: { status: 'degraded', database: 'ok', redis: 'unreachable' } });
      expect((await api(PLATFORM, server.url).get('/healthz')).status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 60_000);

  it('leave /healthz to the site on a site host', async () => {
    const site = await newSite('Health path');
    const before = await api(site.host).get('/healthz', { headers: { accept: 'text/html' } });
    expect(before.status).toBe(404);
    expect(before.json?.data?.status).toBeUndefined();
    const saved = await api(site.host).post('/api/v1/templates', { title: 'H', permalink: '/healthz', type: 'page', body: 'our own page' }, { token: site.ownerToken });
    expect(saved.status).toBe(201);
    const after = await api(site.host).get('/healthz', { headers: { accept: 'text/html' } });
    expect(after.status).toBe(200);
    expect(after.text).toBe('our own page');
  });
});

// Issue 29, "fail fast": with an invalid variable `npm start` printed the error and restarted its
// worker every 30 s for ever, so a supervisor never learnt that the deploy failed.
describe('an invalid configuration', () => {
  it('ends `npm start` within 10 s with a non-zero exit code and the variable named', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-bad-env-'));
    const env = { ...productionEnv(await freePort(), dataDir), DATABASE_POOL_MAX: '1' };
    const started = Date.now();
    const primary = spawn(process.execPath, ['server/start.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    primary.stdout?.on('data', (c) => (output += c));
    primary.stderr?.on('data', (c) => (output += c));
    try {
      const code = await new Promise<number | null>((resolve) => {
        const timer = setTimeout(() => resolve(null), 10_000);
        primary.once('exit', (c) => {
          clearTimeout(timer);
          resolve(c);
        });
      });
      expect(code, output).toBe(EXIT_CONFIG);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(output).toContain('DATABASE_POOL_MAX must be at least 2');
      // One failed start, not a loop of replacements.
      expect(output).not.toContain('replacing it');
    } finally {
      primary.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});

// Two instances on one fresh PostgreSQL database, started at the same moment: start-up work runs under
// an advisory lock, so both start, the migrations are applied once and the admin is created once.
describe('two instances starting at once on a fresh PostgreSQL database', () => {
  const servers: RunningServer[] = [];
  let drop: (() => Promise<void>) | undefined;

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await drop?.();
  });

  it('both start, migrate once, create one admin and seed no demo site', async () => {
    const database = await createDatabase();
    drop = database.drop;
    servers.push(...(await Promise.all([0, 1].map(() => startServer('pglite', { DATABASE_URL: database.url })))));
    for (const server of servers) {
      const ready = await api(PLATFORM, server.url).get('/readyz');
      expect(ready.status, ready.text).toBe(200);
      const login = await api(PLATFORM, server.url).post('/api/v1/auth/login', { email: 'admin@example.test', password: 'admin-password-1' });
      expect(login.status, login.text).toBe(200);
      // The demo site is seeded only into the embedded database unless DEMO=1.
      expect((await api('demo.localhost', server.url).get('/api/v1/templates')).status).toBe(404);
    }
    const sql = postgres(database.url, { max: 1, onnotice: () => {} });
    try {
      const applied = await sql<{ hash: string }[]>`select hash from drizzle.__drizzle_migrations`;
      expect(applied.length).toBeGreaterThan(0);
      expect(new Set(applied.map((r) => r.hash)).size).toBe(applied.length);
      const [admins] = await sql<{ n: number }[]>`select count(*)::int as n from users where email = 'admin@example.test'`;
      expect(admins?.n).toBe(1);
    } finally {
      await sql.end();
    }
  }, 120_000);
});

// SIGTERM lets requests in flight finish: a server stopped while 20 slow page renders run answers
// every one of them, closes its keep-alive connections and exits well before its 5 s grace ends.
describe('SIGTERM under load', () => {
  it('answers every request in flight before the process exits', async () => {
    let fetched = 0;
    const slow = http.createServer((_req, res) => {
      fetched++;
      setTimeout(() => res.end('{"ok":true}'), 400);
    });
    await new Promise<void>((r) => slow.listen(0, '127.0.0.1', r));
    const server = await startServer(inject('dbKind'));
    try {
      const site = await newSite('Draining', server.url);
      const upstream = `http://127.0.0.1:${(slow.address() as AddressInfo).port}/`;
      const saved = await api(site.host, server.url).post(
        '/api/v1/templates',
        { title: 'Slow', permalink: '/slow', type: 'page', body: `{% fetch "${upstream}" as r %}{{ r.ok }}` },
        { token: site.ownerToken },
      );
      expect(saved.status, saved.text).toBe(201);
      // Distinct queries: each request is a cache miss that renders (and waits on the slow fetch).
      const inFlight = Array.from({ length: 20 }, (_, i) => api(site.host, server.url).get(`/slow?n=${i}`, { headers: { accept: 'text/html' } }));
      // Every request is being rendered (its fetch has reached the upstream) when the signal comes.
      while (fetched < 20) await new Promise((r) => setTimeout(r, 10));
      const signalled = Date.now();
      const stopped = server.stop();
      const answers = await Promise.all(inFlight);
      expect(answers.map((a) => `${a.status} ${a.text}`)).toEqual(Array.from({ length: 20 }, () => '200 true'));
      await stopped;
      expect(Date.now() - signalled).toBeLessThan(4000);
    } finally {
      slow.close();
    }
  }, 90_000);
});
