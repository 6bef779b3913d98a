import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readFolderFiles } from '@/lib/shared/theme-folder/files.mjs';
import { readFolder } from '@/lib/shared/theme-folder/format.mjs';
import { api, data, newSite, unique, userWithRole, type Reply } from '../helpers/http';

// Issue 9, "takeover by any signed-in user": a customer (role 1) or a user with no membership on the
// site creates templates that would claim platform-looking paths, shadow a page, catch every path or
// replace a layout or partial. docs/behaviours.md#B-template-drafts: they are stored as drafts (or refused) and the rendered
// site does not change until a role-3+ member saves them.
let site: Awaited<ReturnType<typeof newSite>>;
let http: ReturnType<typeof api>;
let attackers: Record<'customer' | 'stranger', string>;
let marketer: string;
let writer: string;
let customer: string;

const EVIL = '<script>fetch("/api/v1/users")</script>EVIL';
const PROBED = ['/', '/about', '/promo', '/framed', '/sw.js', '/robots.txt', '/.well-known/security.txt', '/nothing-here', '/deep/er'];

// A fresh query string each time: the answer is rendered now, not an earlier cached copy.
const fetchPage = (p: string): Promise<Reply> => http.get(`${p}?v=${unique('')}`);
const snapshot = async () => Object.fromEntries(await Promise.all(PROBED.map(async (p) => [p, await fetchPage(p)] as const)));
const view = (r: Reply) => ({ status: r.status, text: r.text, type: r.headers['content-type'] });

beforeAll(async () => {
  site = await newSite('Publishing');
  http = api(site.host);
  const other = await newSite('Elsewhere');
  const [c, w, m, stranger] = await Promise.all([userWithRole(site, 1, 'Customer'), userWithRole(site, 2, 'Writer'), userWithRole(site, 3, 'Marketer'), userWithRole(other, 1, 'Stranger')]);
  customer = c.token;
  writer = w.token;
  marketer = m.token;
  attackers = { customer: c.token, stranger: stranger.token };
  const own = (body: Record<string, unknown>) => http.post('/api/v1/templates', body, { token: site.ownerToken });
  expect((await own({ title: 'shell', type: 'layout', body: '<main>{% block content %}{% endblock %}</main>' })).status).toBe(201);
  expect((await own({ title: 'footer', type: 'partial', body: '<footer>FOOT</footer>' })).status).toBe(201);
  // Pages naming a partial and a layout nobody has published yet: a draft must not fill the gap.
  expect((await own({ title: 'Promo', permalink: '/promo', body: 'PROMO{% render "promo-banner" %}' })).status).toBe(201);
  expect((await own({ title: 'Framed', permalink: '/framed', body: '{% layout "frame" %}{% block content %}FRAMED{% endblock %}' })).status).toBe(201);
  expect((await own({ title: 'About', permalink: '/about', body: '{% layout "shell" %}{% block content %}ABOUT{% render "footer" %}{% endblock %}' })).status).toBe(201);
});

describe('templates from callers below role 3 are drafts that change nothing (docs/behaviours.md#B-template-drafts)', () => {
  it('claims of /sw.js, /robots.txt, /.well-known/*, an existing page, a catch-all, a layout and a partial answer 201 (draft) or 4xx and the site renders as before', async () => {
    const before = await snapshot();
    expect(before['/about']!.text).toBe('<main>ABOUT<footer>FOOT</footer></main>');
    const claims = [
      { title: 'sw', permalink: '/sw.js', type: 'page', body: `self.addEventListener("fetch", () => {}) ${EVIL}` },
      { title: 'robots', permalink: '/robots.txt', type: 'page', body: `User-agent: *\nDisallow: / ${EVIL}` },
      { title: 'security', permalink: '/.well-known/security.txt', type: 'page', body: EVIL },
      { title: 'About', permalink: '/about', type: 'page', body: EVIL },
      { title: 'index', permalink: '/index', type: 'page', body: EVIL },
      { title: 'catch', permalink: '/:a', type: 'page', body: EVIL },
      { title: 'catch2', permalink: '/:a/:b', type: 'page', body: EVIL },
      { title: 'shell', type: 'layout', body: `${EVIL}{% block content %}{% endblock %}` },
      { title: 'footer', type: 'partial', body: EVIL },
      { title: 'promo-banner', type: 'partial', body: EVIL },
      { title: 'frame', type: 'layout', body: `${EVIL}{% block content %}{% endblock %}` },
    ];
    for (const [who, token] of Object.entries(attackers)) {
      for (const claim of claims) {
        const r = await http.post('/api/v1/templates', claim, { token });
        const what = `${who} ${claim.permalink ?? claim.title}`;
        expect([201, 403, 422], what).toContain(r.status);
        if (r.status === 201) {
          expect(data(r).item.published, what).toBe(false);
          // Saving its own draft again keeps it a draft; someone with no role here is no author of
          // anything on the site (rights follow the current role), so their save is refused.
          const again = await http.put(`/api/v1/templates/${data(r).item.uid}`, { body: `${EVIL}!` }, { token });
          if (who === 'stranger') expect(again.status, what).toBe(403);
          else {
            expect(again.status, what).toBe(200);
            expect(data(again).item.published, what).toBe(false);
          }
        }
      }
    }
    const after = await snapshot();
    for (const p of PROBED) {
      expect(view(after[p]!), p).toEqual(view(before[p]!));
      expect(after[p]!.text, p).not.toContain('EVIL');
    }
  });

  it('the upsert path and PUT/PATCH/POST on /templates/:uid cannot take over a published template', async () => {
    const about = (data(await http.get('/api/v1/templates?page_size=100')).items as { uid: string; permalink: string | null }[]).find((t) => t.permalink === '/about')!;
    for (const token of Object.values(attackers)) {
      expect((await http.post('/api/v1/templates', { uid: about.uid, title: 'About', body: EVIL }, { token })).status).toBe(403);
      for (const method of ['put', 'patch', 'post'] as const) expect((await http[method](`/api/v1/templates/${about.uid}`, { body: EVIL }, { token })).status).toBe(403);
    }
    expect(data(await http.get(`/api/v1/templates/${about.uid}`)).item).toMatchObject({ published: true, body: '{% layout "shell" %}{% block content %}ABOUT{% render "footer" %}{% endblock %}' });
    expect((await fetchPage('/about')).text).not.toContain('EVIL');
  });

  it('a role-3 member saving the draft publishes it, and it renders at once', async () => {
    const path = `/${unique('notes')}.txt`;
    const draft = data(await http.post('/api/v1/templates', { title: 'Notes', permalink: path, body: 'by a customer' }, { token: customer })).item;
    expect(draft.published).toBe(false);
    // The miss is cached before publishing; the save must purge it.
    expect((await http.get(path)).status).toBe(404);
    const saved = await http.put(`/api/v1/templates/${draft.uid}`, {}, { token: marketer });
    expect(saved.status).toBe(200);
    expect(data(saved).item.published).toBe(true);
    const live = await http.get(path);
    expect(live.status).toBe(200);
    expect(live.text).toBe('by a customer');
    // Live now, it is no longer the customer's to change or unpublish (rights follow the role).
    expect((await http.patch(`/api/v1/templates/${draft.uid}`, { body: EVIL }, { token: customer })).status).toBe(403);
    expect((await http.del(`/api/v1/templates/${draft.uid}`, { token: customer })).status).toBe(403);
    expect(data(await http.get(`/api/v1/templates/${draft.uid}`)).item).toMatchObject({ published: true, body: 'by a customer' });
    expect((await http.get(path)).text).toBe('by a customer');
  });
});

describe('posts below role 2 are drafts (docs/behaviours.md#B-post-drafts)', () => {
  it('a customer asking status 1 gets status 0 and is not listed by {% collection posts %}; a writer publishes', async () => {
    const label = unique('sec');
    const listPath = `/${unique('list')}`;
    const body = `{% collection posts as items label: "${label}" %}{% for p in items %}[{{ p.title | escape }}]{% endfor %}`;
    expect((await http.post('/api/v1/templates', { title: 'List', permalink: listPath, body }, { token: site.ownerToken })).status).toBe(201);
    expect((await http.get(listPath)).text).toBe('');
    const mine = await http.post('/api/v1/posts', { title: 'By customer', status: 1, label }, { token: customer });
    expect(mine.status).toBe(201);
    expect(data(mine).item.status).toBe(0);
    expect((await http.put(`/api/v1/posts/${data(mine).item.uid}`, { status: 1 }, { token: customer })).status).toBe(200);
    expect(data(await http.get(`/api/v1/posts/${data(mine).item.uid}`)).item.status).toBe(0);
    const theirs = await http.post('/api/v1/posts', { title: 'By stranger', status: 1, label }, { token: attackers.stranger });
    expect(data(theirs).item.status).toBe(0);
    // Same path, no cache-busting query: post writes purge the site's cached pages.
    expect((await http.get(listPath)).text).toBe('');
    const published = await http.post('/api/v1/posts', { title: 'By writer', status: 1, label }, { token: writer });
    expect(data(published).item.status).toBe(1);
    expect((await http.get(listPath)).text).toBe('[By writer]');
  });
});

describe('the demo theme escapes what users write', () => {
  it('a post title, tag and body with markup render as text or sanitised HTML on the post page and in the list', async () => {
    const theme = readFolder(readFolderFiles(path.join(process.cwd(), 'themes', 'demo')));
    const file = (name: string) => theme.templates.find((t) => t.path === name)!.body;
    const own = (body: Record<string, unknown>) => http.post('/api/v1/templates', body, { token: site.ownerToken });
    expect((await own({ title: 'theme', type: 'layout', body: file('layouts/theme.liquid') })).status).toBe(201);
    expect((await own({ title: 'site-header', type: 'partial', body: file('partials/site-header.liquid') })).status).toBe(201);
    expect((await own({ title: 'post-card', type: 'partial', body: file('partials/post-card.liquid') })).status).toBe(201);
    expect((await own({ title: 'Post', permalink: '/blog/:slug', body: file('pages/Post.liquid') })).status).toBe(201);
    expect((await own({ title: 'Journal', permalink: '/blog', body: file('pages/Journal.liquid') })).status).toBe(201);
    const post = await http.post(
      '/api/v1/posts',
      {
        title: '<script>alert("title")</script>',
        tag: '<img src=x onerror=alert("tag")>',
        body: 'Hello **world** <script>alert("body")</script> [x](javascript:alert("link")) <img src=x onerror=alert("img") \n\nmore',
        status: 1,
        slug: unique('xss-'),
      },
      { token: writer },
    );
    expect(data(post).item.status).toBe(1);
    for (const p of [`/blog/${data(post).item.slug}`, '/blog']) {
      const r = await http.get(p);
      expect(r.status, p).toBe(200);
      expect(r.text, p).toContain('&lt;script&gt;alert(&#34;title&#34;)&lt;/script&gt;');
      expect(r.text, p).toContain('&lt;img src=x onerror=alert(&#34;tag&#34;)&gt;');
      expect(r.text, p).not.toMatch(/<script>alert|<img src=x|href="javascript:/i);
    }
    expect((await http.get(`/blog/${data(post).item.slug}`)).text).toContain('Hello <strong>world</strong>');
  });
});
