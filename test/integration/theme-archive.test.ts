import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import http from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { api, data, newSite, userWithRole } from '../helpers/http';

const html = { headers: { accept: 'text/html' } };

async function exportHeaders(site: { host: string; ownerToken: string }) {
  const r = await api(site.host).get('/api/v1/themes/export', { token: site.ownerToken });
  expect(r.status, r.text).toBe(200);
  expect(r.headers['content-type']).toBe('application/zip');
  return r;
}

// A site with a layout, a partial, pages using them, a bit and a redirect.
async function themedSite() {
  const site = await newSite('Archive site');
  const owner = { token: site.ownerToken };
  const write = async (body: Record<string, unknown>) => {
    const r = await api(site.host).post('/api/v1/templates', body, owner);
    expect(r.status, r.text).toBe(201);
  };
  await write({ title: 'frame', type: 'layout', body: '<html><body><h1>{{ site.name }}</h1>{% block content %}{% endblock %}</body></html>' });
  await write({ title: 'greeting', type: 'partial', body: '<p class="greet">{{ bits.greeting }}</p>' });
  await write({ title: 'About', type: 'page', permalink: '/about', body: '{% layout "frame" %}{% block content %}{% render "greeting", bits: bits %}<p>About us</p>{% endblock %}' });
  const templates = data(await api(site.host).get('/api/v1/templates?page_size=100')).items as { uid: string; permalink: string | null }[];
  const index = templates.find((t) => t.permalink === '/index')!;
  expect((await api(site.host).put(`/api/v1/templates/${index.uid}`, { body: '{% layout "frame" %}{% block content %}<p>Home page</p>{% endblock %}' }, owner)).status).toBe(200);
  expect((await api(site.host).post('/api/v1/bits', { name: 'greeting', value: 'Hello from the archive' }, owner)).status).toBe(201);
  expect((await api(site.host).post('/api/v1/redirects', { from: '/old-about', to: '/about', status: 301 }, owner)).status).toBe(201);
  return site;
}

const pages = async (host: string) => Promise.all(['/', '/about', '/old-about'].map(async (p) => ({ path: p, ...(await api(host).get(p, html)) })));

describe('whole-theme export and import', () => {
  it('exports the folder format and an import into a new site renders the same pages byte for byte', async () => {
    const source = await themedSite();
    const r = await exportHeaders(source);
    expect(r.headers['content-disposition']).toMatch(/^attachment; filename="[a-z0-9]+-theme\.zip"$/);
    const target = await newSite('Archive site');
    const entries = unzipSync(await rawExport(source.host, source.ownerToken));
    const names = Object.keys(entries).sort();
    expect(names).toEqual(expect.arrayContaining(['theme.json', 'bits.json', 'redirects.json', 'layouts/frame.liquid', 'partials/greeting.liquid', 'pages/About.liquid']));
    expect(strFromU8(entries['pages/About.liquid']!)).toMatch(/^---\npermalink: \/about\n---\n\{% layout "frame" %\}/);
    expect(JSON.parse(strFromU8(entries['bits.json']!))).toEqual({ greeting: 'Hello from the archive' });

    const imported = await api(target.host).post('/api/v1/themes/import', { archive: Buffer.from(zipSync(entries)).toString('base64'), publish: true }, { token: target.ownerToken });
    expect(imported.status, imported.text).toBe(200);
    expect(data(imported).item).toMatchObject({ published: true, bits: 1, redirects: 1 });

    const before = await pages(source.host);
    const after = await pages(target.host);
    for (const [i, page] of before.entries()) {
      expect(after[i]!.status, page.path).toBe(page.status);
      expect(after[i]!.text, page.path).toBe(page.text);
    }
    expect(before[1]!.text).toContain('Hello from the archive');
    expect(before[2]!.status).toBe(301);
  });

  it('refuses an archive with a published page that does not parse, naming path:line:col, and writes nothing', async () => {
    const site = await newSite();
    const listed = async () => (data(await api(site.host).get('/api/v1/templates?page_size=100')).items as { uid: string; version: number }[]).map((t) => `${t.uid}@${t.version}`).sort();
    const before = await listed();
    const files = {
      'theme.json': strToU8(JSON.stringify({ name: 'x', manifestVersion: 1 })),
      'partials/fine.liquid': strToU8('fine'),
      'pages/Broken.liquid': strToU8('---\npermalink: /broken\n---\nline one\n{% if x %}never closed'),
      'bits.json': strToU8(JSON.stringify({ ok: 1 })),
      // An asset is rendered as Liquid at its permalink: it must parse too.
      'assets/site.css': strToU8('body { color: red }\n{{ never closed'),
    };
    const r = await api(site.host).post('/api/v1/themes/import', { archive: Buffer.from(zipSync(files)).toString('base64'), publish: true }, { token: site.ownerToken });
    expect(r.status).toBe(422);
    expect(data(r).text).toContain('nothing was imported');
    expect(data(r).problems).toEqual([expect.stringMatching(/^assets\/site\.css:2:\d+: /), expect.stringMatching(/^pages\/Broken\.liquid:5:\d+: /)]);
    expect(await listed()).toEqual(before);
    expect(data(await api(site.host).get('/api/v1/bits')).items).toEqual([]);

    // The same archive as drafts: nothing goes live, so nothing needs to parse.
    const drafts = await api(site.host).post('/api/v1/themes/import', { archive: Buffer.from(zipSync(files)).toString('base64') }, { token: site.ownerToken });
    expect(drafts.status, drafts.text).toBe(200);
    expect(data(drafts).item).toMatchObject({ published: false, templates: { created: 3 }, bits: 0 });
    expect((await api(site.host).get('/broken', html)).status).toBe(404);
  });

  it('is for marketers and above; a bad archive is a 422, never a 500', async () => {
    const site = await newSite();
    const writer = await userWithRole(site, 2);
    expect((await api(site.host).get('/api/v1/themes/export', { token: writer.token })).status).toBe(403);
    expect((await api(site.host).post('/api/v1/themes/import', { archive: '' }, { token: writer.token })).status).toBe(403);
    const owner = { token: site.ownerToken };
    const notZip = await api(site.host).post('/api/v1/themes/import', { archive: Buffer.from('not a zip').toString('base64') }, owner);
    expect(notZip.status).toBe(422);
    expect(data(notZip).text).toContain('not a zip archive');
    const big = await api(site.host).post(
      '/api/v1/themes/import',
      { archive: Buffer.from(zipSync({ 'theme.json': strToU8('{}'), 'pages/huge.liquid': new Uint8Array(600 * 1024).fill(32) })).toString('base64') },
      owner,
    );
    expect(big.status).toBe(422);
    expect(data(big).text).toContain('larger than');
  });
});

// The export read as bytes over plain HTTP with the site's Host header.
function rawExport(host: string, token: string): Promise<Uint8Array> {
  const base = new URL(inject('serverUrl'));
  return new Promise((resolve, reject) => {
    http
      .get({ hostname: base.hostname, port: base.port, path: '/api/v1/themes/export', headers: { host: `${host}:${base.port}`, authorization: `Bearer ${token}` } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
      })
      .on('error', reject);
  });
}
