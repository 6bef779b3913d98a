import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminToken, api, data, newSite, PLATFORM, unique, userWithRole } from '../helpers/http';
import { startServer, type RunningServer } from '../helpers/server';

const html = { headers: { accept: 'text/html' } };
const port = () => new URL(inject('serverUrl')).port;

async function selfServe(theme?: string, base?: string) {
  const subdomain = unique('th');
  const r = await api(PLATFORM, base).post('/api/v1/sites/new', { subdomain, name: 'Themed', email: `${subdomain}@example.test`, password: 'owner-password-1', ...(theme ? { theme } : {}) });
  return { r, subdomain, host: `${subdomain}.localhost` };
}

async function templatesOf(host: string, token: string) {
  return data(await api(host).get('/api/v1/templates?page_size=100', { token })).items as { uid: string; title: string; permalink: string | null; type: string; published: boolean }[];
}

describe("the platform host's front page", () => {
  it('says what the platform is and links to the admin: sign in and create a site', async () => {
    const home = await api(PLATFORM).get('/', html);
    expect(home.status).toBe(200);
    expect(home.headers['content-type']).toMatch(/^text\/html/);
    expect(home.text).toContain('<a class="button primary" href="/admin/signup">Create a site</a>');
    expect(home.text).toContain('<a class="button secondary" href="/admin">Sign in</a>');
    expect(home.text).not.toContain('<script');
  });
});

describe('themes', () => {
  it('lists the themes a site may start from', async () => {
    const r = await api(PLATFORM).get('/api/v1/themes');
    expect(r.status).toBe(200);
    const names = (data(r).items as { name: string }[]).map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['blank', 'demo', 'minimal']));
    const minimal = (data(r).items as { name: string; templates: { permalink: string | null }[] }[]).find((t) => t.name === 'minimal')!;
    expect(minimal.templates.map((t) => t.permalink)).toEqual([null, '/blog', '/index', '/404', '/blog/:slug']);
  });

  it('sites/new starts from the chosen theme and answers the admin URL; without one, a new site is the one /index page', async () => {
    const { r, host } = await selfServe('minimal');
    expect(r.status, r.text).toBe(201);
    const uid = data(r).item.uid as string;
    expect(data(r).adminUrl).toBe(`http://localhost:${port()}/admin/sites/${uid}`);
    expect(data(r).item.settings).toMatchObject({ theme: 'minimal', postPath: '/blog/:slug' });
    const token = data(r).token as string;
    expect((await templatesOf(host, token)).map((t) => [t.permalink ?? t.title, t.published])).toEqual(
      expect.arrayContaining([
        ['base', true],
        ['/index', true],
        ['/blog', true],
        ['/blog/:slug', true],
        ['/404', true],
      ]),
    );
    const blog = await api(host).get('/blog', html);
    expect(blog.status).toBe(200);
    expect(blog.text).toContain('No posts yet.');

    const plain = await selfServe();
    expect(plain.r.status).toBe(201);
    expect(data(plain.r).adminUrl).toBe(`http://localhost:${port()}/admin/sites/${data(plain.r).item.uid}`);
    expect((await templatesOf(plain.host, data(plain.r).token)).map((t) => t.permalink)).toEqual(['/index']);
    expect((await api(plain.host).get('/', html)).text).toContain('<h1>Themed</h1>');

    // POST /api/v1/sites (signed in) takes a theme and answers the admin URL too.
    const subdomain = unique('th');
    const created = await api(PLATFORM).post('/api/v1/sites', { subdomain, name: 'Shop', theme: 'demo' }, { token: await adminToken() });
    expect(created.status, created.text).toBe(201);
    expect(data(created).adminUrl).toBe(`http://localhost:${port()}/admin/sites/${data(created).item.uid}`);
    expect((await api(`${subdomain}.localhost`).get('/shop', html)).status).toBe(200);
  });

  it('refuses an unknown theme and creates nothing', async () => {
    const { r, subdomain } = await selfServe('no-such-theme');
    expect(r.status).toBe(422);
    expect(r.json?.data?.text).toMatch(/theme/);
    expect(data(await api(PLATFORM).get(`/api/v1/sites/available?subdomain=${subdomain}`)).available).toBe(true);
    expect((await selfServe('../demo')).r.status).toBe(422);
  });

  it('the demo theme answers a real 404 for a post or product nobody has, and redirect rules still apply to those paths', async () => {
    const { r, host } = await selfServe('demo');
    expect(r.status, r.text).toBe(201);
    const token = data(r).token as string;
    const post = await api(host).post('/api/v1/posts', { title: 'Hello roast', status: 1, type: 'post' }, { token });
    expect(post.status).toBe(201);
    const found = await api(host).get(`/blog/${data(post).item.slug}`, html);
    expect(found.status).toBe(200);
    expect(found.text).toContain('Hello roast');
    for (const missing of ['/blog/no-such-post', '/products/no-such-product']) {
      const page = await api(host).get(missing, html);
      expect(page.status, missing).toBe(404);
      // The site's own /404 template, not the post page's text.
      expect(page.text).toContain('Page not found');
    }
    // A redirect rule for an old post path now applies (the template said not_found, so the rules are asked).
    expect((await api(host).post('/api/v1/redirects', { from: '/blog/old-name', to: '/blog/hello-roast' }, { token })).status).toBe(201);
    const moved = await api(host).get('/blog/old-name', html);
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toMatch(/\/blog\/hello-roast$/);
  });

  it('applies a theme to an existing site as drafts: nothing live changes; role 5 only', async () => {
    const site = await newSite('Drafted');
    const before = await api(site.host).get('/', html);
    const liveBefore = await templatesOf(site.host, site.ownerToken);
    for (const role of [3, 4]) {
      const member = await userWithRole(site, role);
      expect((await api(site.host).post('/api/v1/themes/apply', { theme: 'demo' }, { token: member.token })).status, `role ${role}`).toBe(403);
    }
    expect((await api(site.host).post('/api/v1/themes/apply', { theme: 'demo' })).status).toBe(401);
    expect((await api(site.host).post('/api/v1/themes/apply', { theme: 'nope' }, { token: site.ownerToken })).status).toBe(422);

    const r = await api(site.host).post('/api/v1/themes/apply', { theme: 'demo' }, { token: site.ownerToken });
    expect(r.status, r.text).toBe(201);
    const drafts = data(r).item.drafts as { uid: string; permalink: string | null; replaces: string | null }[];
    expect(drafts.length).toBe(15);
    const home = liveBefore.find((t) => t.permalink === '/index')!;
    expect(drafts.find((d) => d.permalink === '/index')!.replaces).toBe(home.uid);
    expect(drafts.find((d) => d.permalink === '/shop')!.replaces).toBeNull();

    const after = await templatesOf(site.host, site.ownerToken);
    expect(after.filter((t) => t.published).map((t) => t.uid)).toEqual(liveBefore.map((t) => t.uid));
    expect(after.filter((t) => !t.published)).toHaveLength(15);
    // The live site is as it was: the same home page, and the theme's pages do not answer.
    const now = await api(site.host).get('/', html);
    expect(now.status).toBe(200);
    expect(now.text).toBe(before.text);
    expect((await api(site.host).get('/shop', html)).status).toBe(404);
    const read = await api(PLATFORM).get(`/api/v1/sites/${site.uid}`, { token: site.ownerToken });
    expect(data(read).item.settings.theme).toBe('demo');
  });
});

// A theme the database refuses halfway (two pages on one path: the second insert fails after the site,
// the account and the first template were written) leaves nothing: one transaction.
describe('a failing theme', () => {
  let server: RunningServer;
  let themesDir: string;
  beforeAll(async () => {
    themesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'themes-'));
    // Theme folders (lib/shared/theme-folder): pages with their permalink in front matter.
    const theme = (name: string, pages: { title: string; permalink: string }[]) => {
      fs.mkdirSync(path.join(themesDir, name, 'pages'), { recursive: true });
      fs.writeFileSync(path.join(themesDir, name, 'theme.json'), JSON.stringify({ name, description: name, manifestVersion: 1 }));
      for (const p of pages) fs.writeFileSync(path.join(themesDir, name, 'pages', `${p.title}.liquid`), `---\npermalink: ${p.permalink}\n---\n<p>${p.title}</p>`);
    };
    theme('clash', [
      { title: 'First', permalink: '/index' },
      { title: 'Second', permalink: '/index' },
    ]);
    theme('blank', [{ title: 'Home', permalink: '/index' }]);
    server = await startServer(inject('dbKind'), { THEMES_DIR: themesDir, DEMO: 'false' });
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(themesDir, { recursive: true, force: true });
  });

  it('creates no site, no account and no template', async () => {
    const { r, subdomain } = await selfServe('clash', server.url);
    expect(r.status, r.text).toBe(422);
    expect(r.json?.data?.text).toMatch(/clash/);
    expect(data(await api(PLATFORM, server.url).get(`/api/v1/sites/available?subdomain=${subdomain}`)).available).toBe(true);
    // The account was rolled back too: its address signs up again.
    const again = await api(PLATFORM, server.url).post('/api/v1/sites/new', { subdomain, name: 'Again', email: `${subdomain}@example.test`, password: 'owner-password-1' });
    expect(again.status, again.text).toBe(201);
    expect((await api(`${subdomain}.localhost`, server.url).get('/api/v1/templates', { token: data(again).token })).json?.data?.items).toHaveLength(1);
  });
});
