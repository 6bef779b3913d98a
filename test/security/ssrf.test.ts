import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, data, newSite } from '../helpers/http';
import { receiver, type Receiver } from '../helpers/receiver';
import { startServer, type RunningServer } from '../helpers/server';

// Tenant isolation, part 8: a tenant points a server-side fetch at the platform's own network. Webhook URLs,
// template fetches and plugin fetches name internal addresses in every spelling (IPv4-mapped and
// IPv4-compatible IPv6, deprecated site-local, carrier-grade NAT, a name resolving to loopback), on a
// server run as in production (no ALLOW_PRIVATE_FETCH). Each is refused before any connection, and no
// answer or log row names an address the platform resolved.

// An IPv4 address, or anything with two colons in it (IPv6).
const NAMES_AN_ADDRESS = /\b\d{1,3}(\.\d{1,3}){3}\b|[0-9a-f]*:[0-9a-f]*:/i;

let strict: RunningServer;
let site: Awaited<ReturnType<typeof newSite>>;
let internal: Receiver;
let port = '';

beforeAll(async () => {
  strict = await startServer(inject('dbKind'), { ALLOW_PRIVATE_FETCH: 'false' });
  site = await newSite('SSRF', strict.url);
  internal = await receiver(() => ({ status: 200, body: '{"secret":"internal-service-data"}' }));
  port = new URL(internal.url).port;
}, 120_000);

afterAll(async () => {
  await internal?.close();
  await strict?.stop();
});

const on = () => api(site.host, strict.url);

describe('webhook URLs at save', () => {
  const internalUrls = () => [
    'http://[fec0::1]/',
    'http://[::7f00:1]/',
    `http://[::127.0.0.1]:${port}/`,
    'http://[::ffff:127.0.0.1]/',
    `http://[::ffff:7f00:1]:${port}/`,
    'http://0.0.0.0/',
    'http://100.64.0.1/',
    'http://192.0.0.170/',
    'http://198.18.0.1/',
    'http://[64:ff9b::a9fe:a9fe]/',
    'http://[2002:a9fe:a9fe::1]/',
    'http://[2001:db8::1]/',
    'http://[fd00::1]/',
    'http://[fe80::1]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://2130706433/',
    `http://localhost:${port}/hook`,
  ];

  it('refuses every internal address with a 422 that names none', async () => {
    for (const url of internalUrls()) {
      const res = await on().put('/api/v1/webhooks', { lead: { url, enabled: true } }, { token: site.ownerToken });
      expect(res.status, `${url}: ${res.text}`).toBe(422);
      const text = String(data(res).text);
      expect(text, url).toMatch(/^lead\.url: /);
      expect(text, url).toMatch(/private or reserved/);
      expect(text, url).not.toMatch(NAMES_AN_ADDRESS);
    }
    const item = data(await on().get('/api/v1/webhooks', { token: site.ownerToken })).item;
    expect(item.lead.url).toBeNull();
    expect(internal.hits).toHaveLength(0);
  });
});

describe('fetches of a template', () => {
  it('refuses a name resolving to loopback and internal literals; the page and the site log name no address', async () => {
    const targets = [`http://localhost:${port}/`, `http://[::ffff:127.0.0.1]:${port}/`, `http://[::127.0.0.1]:${port}/`, 'http://[fec0::1]/'];
    const body = targets.map((u, i) => `{% fetch "${u}" as r${i} %}[{{ r${i}.secret }}]`).join('\n');
    const saved = await on().post('/api/v1/templates', { title: 'Probe', permalink: '/probe', type: 'page', body }, { token: site.ownerToken });
    expect(saved.status, saved.text).toBe(201);
    const page = await on().get('/probe', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('internal-service-data');
    expect(page.text.trim()).toBe(targets.map(() => '[]').join('\n'));
    expect(internal.hits).toHaveLength(0);

    let rows: { kind: string; message: string }[] = [];
    for (const started = Date.now(); rows.length < targets.length && Date.now() - started < 10_000; await new Promise((r) => setTimeout(r, 100))) {
      const logs = await on().get('/api/v1/logs?kind=render.fetch&page_size=100', { token: site.ownerToken });
      rows = data(logs).items;
    }
    // Each row names the URL as the template wrote it, and never the address localhost resolved to.
    expect(rows.map((r) => r.message).sort()).toEqual(
      [
        `fetch ${targets[0]}: localhost resolves to a private or reserved address`,
        `fetch ${targets[1]}: the URL's host is a private or reserved address`,
        `fetch ${targets[2]}: the URL's host is a private or reserved address`,
        `fetch ${targets[3]}: the URL's host is a private or reserved address`,
      ].sort(),
    );
  });
});

describe('fetches of a plugin', () => {
  it('refuses a name resolving to loopback and names no address', async () => {
    const code = `async function lead_received() {
  const out = [];
  for (const url of ['http://localhost:${port}/', 'http://[::7f00:1]:${port}/', 'http://100.64.0.1/']) {
    try { out.push((await fetch(url)).body); } catch (e) { out.push(String(e && e.message || e)); }
  }
  return { out };
}`;
    const created = await on().post('/api/v1/plugins', { name: 'probe', code, hooks: ['lead_received'] }, { token: site.ownerToken });
    expect(created.status, created.text).toBe(201);
    const run = await on().post(`/api/v1/plugins/${data(created).item.uid}/run`, { hook: 'lead_received', event: {} }, { token: site.ownerToken });
    expect(run.status, run.text).toBe(200);
    const out = (data(run).item.result as { out: string[] }).out;
    expect(out).toHaveLength(3);
    expect(out[0]).toMatch(/localhost resolves to a private or reserved address/);
    expect(out[1]).toMatch(/the URL's host is a private or reserved address/);
    expect(out[2]).toMatch(/the URL's host is a private or reserved address/);
    for (const line of out) expect(line).not.toMatch(NAMES_AN_ADDRESS);
    expect(internal.hits).toHaveLength(0);
  });
});
