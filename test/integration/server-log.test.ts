import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, data, PLATFORM } from '../helpers/http';
import { startServer, type RunningServer } from '../helpers/server';

const ADMIN = { email: 'admin@example.test', password: 'admin-password-1' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type Line = Record<string, unknown> & { msg?: string; reqId?: string; level?: string };

// Every line the server wrote, parsed; a line that is not JSON fails the test that reads it.
function lines(text: string): Line[] {
  return text
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => {
      try {
        return JSON.parse(l) as Line;
      } catch {
        throw new Error(`not a JSON log line: ${l}`);
      }
    });
}

// Next.js writes a line of its own while it starts ("✓ Running next.config.ts"): only what the
// server wrote after start-up is held to JSON.
function started(server: RunningServer): number {
  const text = server.output();
  const ready = text.indexOf('"msg":"ready: http://');
  if (ready === -1) throw new Error(`no ready line:\n${text}`);
  return text.indexOf('\n', ready) + 1;
}

// The request line is written once the answer is ready: read until it is there (at most 5 s).
async function requestLine(server: RunningServer, reqId: string): Promise<Line | undefined> {
  for (const begun = Date.now(); Date.now() - begun < 5000; await new Promise((r) => setTimeout(r, 50))) {
    const line = lines(server.output().slice(started(server))).find((l) => l.msg === 'request' && l.reqId === reqId);
    if (line) return line;
  }
  return undefined;
}

describe('the server log (JSON lines through pino)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(inject('dbKind'));
  });
  afterAll(() => server?.stop());

  it('writes one JSON request line per answer, with the request id the answer carries', async () => {
    const page = await api(PLATFORM, server.url).get('/', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const pageId = page.headers['x-request-id'] as string;
    expect(pageId).toMatch(UUID);
    expect(await requestLine(server, pageId)).toMatchObject({ level: 'info', method: 'GET', path: '/', status: 200, host: expect.stringMatching(/^localhost/) });

    const missing = await api(PLATFORM, server.url).get('/api/v1/no-such-thing');
    expect(missing.status).toBe(404);
    expect(await requestLine(server, missing.headers['x-request-id'] as string)).toMatchObject({ method: 'GET', path: '/api/v1/no-such-thing', status: 404 });
    // Our start-up lines are JSON too, with a readable message.
    const ours = server
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'));
    const messages = lines(ours.join('\n')).map((l) => l.msg);
    const at = (pattern: RegExp) => messages.findIndex((m) => pattern.test(m ?? ''));
    expect(at(/^database: /), messages.join('\n')).toBeGreaterThan(-1);
    // "ready" once a request can be answered: after the database is open, not when the port is.
    expect(at(/^listening on port /)).toBeGreaterThan(-1);
    expect(at(/^ready: http:\/\//)).toBeGreaterThan(at(/^database: /));
  });

  it('logs a login (failed and successful) without the password, the token or the email', async () => {
    const before = server.output().length;
    const failed = await api(PLATFORM, server.url).post('/api/v1/auth/login', { email: ADMIN.email, password: 'wrong-password-123' });
    expect(failed.status).toBe(401);
    const ok = await api(PLATFORM, server.url).post('/api/v1/auth/login', ADMIN);
    expect(ok.status).toBe(200);
    const token = data(ok).token as string;
    expect(token.length).toBeGreaterThan(20);
    const me = await api(PLATFORM, server.url).get('/api/v1/auth/me', { token });
    expect(me.status).toBe(200);
    for (const res of [failed, ok, me]) {
      expect(await requestLine(server, res.headers['x-request-id'] as string), res.text).toMatchObject({ method: expect.any(String), status: res.status });
    }
    const written = server.output().slice(before);
    expect(lines(written).filter((l) => l.msg === 'request')).toHaveLength(3);
    for (const secret of [ADMIN.password, 'wrong-password-123', token, token.split('.')[2]!, ADMIN.email]) expect(written).not.toContain(secret);
  });
});

describe('request ids from clients', () => {
  it('are not believed without TRUST_PROXY: the answer carries an id of our own', async () => {
    const res = await api(PLATFORM).get('/api/v1/auth/me', { headers: { 'x-request-id': 'chosen-by-the-client' } });
    expect(res.headers['x-request-id']).toMatch(UUID);
  });
});
