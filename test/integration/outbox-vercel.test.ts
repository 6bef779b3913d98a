import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, data, newSite, PLATFORM } from '../helpers/http';
import { receiver, type Hit, type Receiver } from '../helpers/receiver';
import { createDatabase, freePort, productionEnv } from '../helpers/server';

// The outbox where nothing outlives a request (Vercel; `next start` with VERCEL=1 stands in): no
// worker polls, a request drains what it queued in its after() time, and Vercel Cron's call of the
// drain endpoint (Authorization: Bearer CRON_SECRET) runs the retries.
const NEXT_BIN = path.join('node_modules', 'next', 'dist', 'bin', 'next');
const CRON_SECRET = 'cron-secret-for-the-test-0123456789';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('outbox on Vercel (next start, VERCEL=1)', () => {
  let child: ChildProcess;
  let url: string;
  let output = '';
  let drop: () => Promise<void>;
  let rx: Receiver;

  beforeAll(async () => {
    const database = await createDatabase();
    drop = database.drop;
    const port = await freePort();
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-vercel-')), 'data');
    const env = {
      ...productionEnv(port, dataDir),
      VERCEL: '1',
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: database.url,
      AUTH_SECRET: 'vercel-outbox-test-secret-'.padEnd(48, 'x'),
      CRON_SECRET,
      ALLOW_PRIVATE_FETCH: 'true',
      OUTBOX_RETRY_BASE_MS: '200',
    };
    child = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (c) => (output += c));
    child.stderr?.on('data', (c) => (output += c));
    url = `http://127.0.0.1:${port}`;
    for (const deadline = Date.now() + 60_000; ; await sleep(200)) {
      if (child.exitCode !== null) throw new Error(`next start exited:\n${output}`);
      if (
        (
          await api(PLATFORM, url)
            .get('/readyz')
            .catch(() => null)
        )?.status === 200
      )
        break;
      if (Date.now() > deadline) throw new Error(`next start not ready in 60 s:\n${output}`);
    }
    rx = await receiver((_h, i) => (i === 1 ? { status: 500 } : { status: 200 }));
  }, 90_000);

  afterAll(async () => {
    child?.kill('SIGTERM');
    await rx?.close();
    await drop?.();
  });

  const drain = (authorization?: string, host = '127.0.0.1') => api(host, url).get('/api/v1/internal/outbox/drain', { headers: authorization ? { authorization } : {} });
  const valid = (hit: Hit, secret: string) =>
    new Webhook(secret).verify(hit.body, {
      'webhook-id': String(hit.headers['webhook-id']),
      'webhook-timestamp': String(hit.headers['webhook-timestamp']),
      'webhook-signature': String(hit.headers['webhook-signature']),
    });

  it('runs no worker; a lead is delivered after its answer; a failed one waits for the cron drain', async () => {
    expect(output).not.toContain('outbox worker started');
    const site = await newSite('Vercel hooks', url);
    const put = await api(site.host, url).put('/api/v1/webhooks', { lead: { url: `${rx.url}/lead`, enabled: true } }, { token: site.ownerToken });
    expect(put.status, put.text).toBe(200);
    const secret = data(put).item.lead.secret as string;
    // Delivered by the request's own after() work.
    expect((await api(site.host, url).post('/api/v1/leads', { data: { probe: 'vercel-1' } })).status).toBe(201);
    const first = await rx.waitFor((h) => h.body.includes('vercel-1'), 10_000);
    expect(first, output).toBeTruthy();
    expect(valid(first!, secret)).toBeTruthy();
    // The next one fails (500): nothing polls, so it waits for the cron.
    expect((await api(site.host, url).post('/api/v1/leads', { data: { probe: 'vercel-2' } })).status).toBe(201);
    expect(await rx.waitFor((h) => h.body.includes('vercel-2'), 10_000)).toBeTruthy();
    await sleep(1500);
    expect(rx.hits.length, 'no retry without the cron').toBe(2);
    const r = await drain(`Bearer ${CRON_SECRET}`);
    expect(r.status, r.text).toBe(200);
    expect(data(r)).toMatchObject({ delivered: 1, pruned: 0 });
    expect(rx.hits.length).toBe(3);
    expect(rx.hits[2]!.headers['webhook-id']).toBe(rx.hits[1]!.headers['webhook-id']);
    expect(valid(rx.hits[2]!, secret)).toBeTruthy();
    expect(data(await drain(`Bearer ${CRON_SECRET}`))).toMatchObject({ delivered: 0 });
  });

  it('the drain endpoint needs the CRON_SECRET as a bearer token, on any host', async () => {
    expect((await drain()).status).toBe(401);
    expect((await drain('Bearer wrong')).status).toBe(401);
    expect((await drain(CRON_SECRET)).status).toBe(401);
    expect((await drain(`Bearer ${CRON_SECRET}`, 'my-app.vercel.app')).status).toBe(200);
    expect((await drain(`Bearer ${CRON_SECRET}`, PLATFORM)).status).toBe(200);
    const post = await api('127.0.0.1', url).post('/api/v1/internal/outbox/drain', {}, { headers: { authorization: `Bearer ${CRON_SECRET}` } });
    expect(post.status).toBe(405);
  });

  it('without CRON_SECRET (the shared test server) the endpoint does not exist', async () => {
    const r = await api(PLATFORM).get('/api/v1/internal/outbox/drain', { headers: { authorization: `Bearer ${CRON_SECRET}` } });
    expect(r.status).toBe(404);
    expect(r.json?.state).toBe('error');
  });
});
