import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT_CONFIG } from '@/lib/shared/exit-codes.mjs';
import { api, data, newSite, PLATFORM } from '../helpers/http';
import { createDatabase, freePort, productionEnv } from '../helpers/server';

// The Vercel stand-in: `next start` alone (no outer server, no cluster) with VERCEL=1.
const NEXT_BIN = path.join('node_modules', 'next', 'dist', 'bin', 'next');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface NextStart {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

async function nextStart(extraEnv: Record<string, string>, dataDir: string): Promise<NextStart> {
  const port = await freePort();
  // productionEnv leaves DATABASE_URL out; AUTH_SECRET too unless the case sets it.
  const env: NodeJS.ProcessEnv = { ...productionEnv(port, dataDir), VERCEL: '1', NEXT_TELEMETRY_DISABLED: '1' };
  delete env.AUTH_SECRET;
  Object.assign(env, extraEnv);
  const child = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (c) => (output += c));
  child.stderr?.on('data', (c) => (output += c));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

describe('next start with VERCEL=1', () => {
  it('refuses to start without DATABASE_URL and AUTH_SECRET, naming what to set', async () => {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vercel-test-')), 'data');
    const server = await nextStart({}, dataDir);
    const timeout = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 30_000).unref());
    const code = await Promise.race([server.exited, timeout]);
    if (code === 'timeout') server.child.kill('SIGKILL');
    // EX_CONFIG (lib/shared/exit-codes.mjs): a supervisor learns the configuration is wrong, not that it crashed.
    expect(code, server.output()).toBe(EXIT_CONFIG);
    expect(server.output()).toContain('DATABASE_URL: on Vercel (VERCEL=1) set DATABASE_URL to your PostgreSQL database');
    expect(server.output()).toContain('AUTH_SECRET: on Vercel (VERCEL=1) set AUTH_SECRET to a random string of 32+ characters');
    expect(fs.existsSync(dataDir)).toBe(false);
  }, 40_000);

  describe('with DATABASE_URL and AUTH_SECRET', () => {
    let server: NextStart;
    let drop: () => Promise<void>;
    let dataDir: string;

    beforeAll(async () => {
      const database = await createDatabase();
      drop = database.drop;
      dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vercel-test-')), 'data');
      server = await nextStart({ DATABASE_URL: database.url, AUTH_SECRET: 'vercel-test-secret-'.padEnd(48, 'x'), RATE_LIMIT_AVAILABLE: '2', ANALYTICS_FLUSH_MS: '300' }, dataDir);
      for (const deadline = Date.now() + 60_000; ; await new Promise((r) => setTimeout(r, 200))) {
        if (server.child.exitCode !== null) throw new Error(`next start exited:\n${server.output()}`);
        const ready = await api(PLATFORM, server.url)
          .get('/readyz')
          .catch(() => null);
        if (ready?.status === 200) break;
        if (Date.now() > deadline) throw new Error(`next start not ready in 60 s:\n${server.output()}`);
      }
    }, 90_000);

    afterAll(async () => {
      server?.child.kill('SIGTERM');
      await server?.exited;
      await drop?.();
    });

    it('starts the platform from instrumentation.ts: migrations and the platform admin', async () => {
      const login = await api(PLATFORM, server.url).post('/api/v1/auth/login', { email: 'admin@example.test', password: 'admin-password-1' });
      expect(login.status, login.text).toBe(200);
      expect(server.output()).toContain('"msg":"database: PostgreSQL (DATABASE_URL), migrations applied"');
    });

    it("keys rate limits on the platform's client header (x-real-ip), one bucket per client", async () => {
      const ask = (ip: string) => api(PLATFORM, server.url).get('/api/v1/sites/available?subdomain=freename', { headers: { 'x-real-ip': ip, 'x-forwarded-for': ip } });
      expect((await ask('203.0.113.1')).status).toBe(200);
      expect((await ask('203.0.113.1')).status).toBe(200);
      const limited = await ask('203.0.113.1');
      expect(limited.status).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      expect((await ask('203.0.113.2')).status).toBe(200);
    });

    it('makes its own request id, answers it and logs the request as JSON with it', async () => {
      const res = await api(PLATFORM, server.url).get('/api/v1/auth/me', { headers: { 'x-request-id': 'chosen-by-the-client' } });
      const reqId = res.headers['x-request-id'] as string;
      expect(reqId).toMatch(UUID);
      let line: Record<string, unknown> | undefined;
      for (const begun = Date.now(); !line && Date.now() - begun < 5000; await new Promise((r) => setTimeout(r, 50))) {
        line = server
          .output()
          .split('\n')
          .filter((l) => l.startsWith('{'))
          .map((l) => JSON.parse(l) as Record<string, unknown>)
          .find((l) => l.msg === 'request' && l.reqId === reqId);
      }
      expect(line).toMatchObject({ level: 'info', method: 'GET', path: '/api/v1/auth/me', status: res.status });
    });

    it('writes counted page views after an answer once a batch is due (no timer runs in a frozen function)', async () => {
      const site = await newSite('Vercel views', server.url);
      const on = api(site.host, server.url);
      expect((await on.post('/api/v1/templates', { title: 'Hello', permalink: '/hello', type: 'page', body: 'hello' }, { token: site.ownerToken })).status).toBe(201);
      for (let i = 0; i < 3; i++) expect((await on.get('/hello', { headers: { accept: 'text/html' } })).status).toBe(200);
      await new Promise((r) => setTimeout(r, 400));
      // This view finds the batch due: the batch (itself included) is written after its answer.
      expect((await on.get('/hello', { headers: { accept: 'text/html' } })).status).toBe(200);
      let views = 0;
      for (const begun = Date.now(); views < 4 && Date.now() - begun < 5000; await new Promise((r) => setTimeout(r, 100))) {
        const paths = data(await on.get('/api/v1/analytics?days=1', { token: site.ownerToken })).item.topPaths as { path: string; views: number }[];
        views = paths.find((p) => p.path === '/hello')?.views ?? 0;
      }
      expect(views).toBe(4);
    });

    it('has no local file store: presign without S3 answers 404 in plain words (the settings to set in the server log), and the upload path refuses', async () => {
      const site = await newSite('Vercel uploads', server.url);
      const r = await api(site.host, server.url).post('/api/v1/storage/presign', { key: 'a.png', contentType: 'image/png' }, { token: site.ownerToken });
      expect(r.status, r.text).toBe(404);
      expect(r.json?.data?.text).toBe('Uploads are not set up on this platform yet: the platform admin needs to connect file storage');
      for (let i = 0; i < 30 && !server.output().includes('set S3_BUCKET and S3_ENDPOINT'); i++) await new Promise((done) => setTimeout(done, 100));
      expect(server.output()).toContain('set S3_BUCKET and S3_ENDPOINT');
      expect((await api(site.host, server.url).put(`/api/v1/storage/upload/${site.uid}/a.png?expires=1&type=image/png&max=1&sig=x`, 'x')).status).toBe(404);
      expect((await api(site.host, server.url).get(`/api/v1/storage/files/${site.uid}/a.png`)).status).toBe(404);
    });

    it('writes nothing into DATA_DIR (no embedded database, no generated secret)', () => {
      expect(fs.existsSync(dataDir)).toBe(false);
    });
  });
});
