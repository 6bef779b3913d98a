import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, data, newSite, PLATFORM, request, unique, userWithRole } from '../helpers/http';
import { logsUntil } from '../helpers/logs';

type Site = Awaited<ReturnType<typeof newSite>>;
let site: Site;
let http: ReturnType<typeof api>;

const html = { headers: { accept: 'text/html' } };
const onPlatform = (uid: string) => ({ headers: { 'x-site': uid } });

async function previewToken(token: string, siteUid = site.uid): Promise<{ token: string; action: string; expiresAt: string }> {
  const r = await api(PLATFORM).post('/api/v1/templates/preview-token', undefined, { token, ...onPlatform(siteUid) });
  expect(r.status, r.text).toBe(200);
  return data(r) as { token: string; action: string; expiresAt: string };
}

// What the admin's hidden form sends into the sandboxed frame.
function postForm(host: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return request(host, 'POST', '/api/v1/templates/preview', {
    raw: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', ...headers },
  });
}

async function template(fields: Record<string, unknown>) {
  const r = await http.post('/api/v1/templates', fields, { token: site.ownerToken });
  expect(r.status, r.text).toBe(201);
  return data(r).item as { uid: string; title: string; permalink: string | null; version: number };
}

beforeAll(async () => {
  site = await newSite('Preview');
  http = api(site.host);
});

describe('preview token', () => {
  it("is minted for role 3+ with the site's own preview address, on the site host or via X-Site", async () => {
    const t = await previewToken(site.ownerToken);
    const port = new URL(inject('serverUrl')).port;
    expect(t.action).toBe(`http://${site.host}:${port}/api/v1/templates/preview`);
    const minutes = (Date.parse(t.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    expect((await http.post('/api/v1/templates/preview-token', undefined, { token: site.ownerToken })).status).toBe(200);
    const writer = await userWithRole(site, 2);
    expect((await http.post('/api/v1/templates/preview-token', undefined, { token: writer.token })).status).toBe(403);
    expect((await http.post('/api/v1/templates/preview-token')).status).toBe(401);
  });
});

describe('preview', () => {
  it("renders the unsaved page body as the token's user, uncached, with the frame headers, writing nothing", async () => {
    const page = await template({ title: unique('P'), permalink: `/${unique('pv')}`, body: 'saved {{ current_user.name }}' });
    // Warm the anonymous page cache: a preview must not retire it (no generation bump).
    await http.get(page.permalink!, html);
    expect((await http.get(page.permalink!, html)).headers['x-cache']).toBe('HIT');
    const { token } = await previewToken(site.ownerToken);
    const r = await postForm(site.host, { token, uid: page.uid, body: 'unsaved for {{ current_user.name }} role {{ current_user.role }}', path: '' });
    expect(r.status, r.text).toBe(200);
    expect(r.text).toMatch(/^unsaved for .+ role 5$/);
    expect(r.headers['content-type']).toMatch(/^text\/html/);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.headers['content-security-policy']).toBe(`sandbox allow-scripts allow-forms; frame-ancestors http://localhost:${new URL(inject('serverUrl')).port}`);
    expect(r.headers['x-frame-options']).toBeUndefined();
    expect(data(await http.get(`/api/v1/templates/${page.uid}`)).item).toMatchObject({ body: 'saved {{ current_user.name }}', version: 1 });
    const after = await http.get(page.permalink!, html);
    expect(after.headers['x-cache']).toBe('HIT');
    expect(after.text).toBe('saved ');
  });

  it('stands in for a layout or a partial by title on the page at path', async () => {
    const layout = await template({ title: unique('layout'), permalink: null, type: 'layout', body: '<main>{% block content %}{% endblock %}</main>' });
    const partial = await template({ title: unique('card'), permalink: null, type: 'partial', body: 'saved card' });
    const page = await template({ title: unique('P'), permalink: `/${unique('lp')}`, body: `{% layout "${layout.title}" %}{% block content %}[{% render "${partial.title}" %}]{% endblock %}` });
    const { token } = await previewToken(site.ownerToken);
    const viaLayout = await postForm(site.host, { token, uid: layout.uid, path: page.permalink!, body: '<article>{% block content %}{% endblock %}</article>' });
    expect(viaLayout.text).toBe('<article>[saved card]</article>');
    const viaPartial = await postForm(site.host, { token, uid: partial.uid, path: page.permalink!, body: 'new card' });
    expect(viaPartial.text).toBe('<main>[new card]</main>');
    // The shared engine of the site never saw either body.
    expect((await http.get(page.permalink!, html)).text).toBe('<main>[saved card]</main>');
  });

  it('renders a body without uid as the page at path, from JSON with a bearer preview token', async () => {
    const { token } = await previewToken(site.ownerToken);
    const r = await http.post('/api/v1/templates/preview', { body: '{{ request.path }} {{ "x" | upcase }}', path: '/not-yet-saved?a=1' }, { token, headers: { accept: 'text/html' } });
    expect(r.status, r.text).toBe(200);
    expect(r.text).toContain('X');
  });

  it('shows a render error as a page naming the line, with status 200', async () => {
    const { token } = await previewToken(site.ownerToken);
    const r = await postForm(site.host, { token, body: 'ok\n{% if x %}never closed' });
    expect(r.status).toBe(200);
    expect(r.text).toContain('could not be rendered');
    expect(r.text).toMatch(/not closed.*line:2/);
  });

  it('writes no site log row for a failing preview (the editor shows it), while the same failure on a live page logs one', async () => {
    const page = await template({ title: unique('P'), permalink: `/${unique('pl')}`, body: 'fine' });
    const partial = unique('no-such-partial');
    const { token } = await previewToken(site.ownerToken);
    // Typing: each pause posts the body as it is, broken in a new way each time, and an unknown filter.
    for (const body of ['ok\n{% if x %}never closed', `{% include "${partial}" %}`, '{{ "a" | nosuchfilter }}', '{% for %}']) {
      const r = await postForm(site.host, { token, uid: page.uid, body, path: '' });
      expect(r.status).toBe(200);
    }
    // The same missing partial, saved: the live page fails and its row arrives.
    const saved = await http.put(`/api/v1/templates/${page.uid}`, { body: `{% include "${partial}" %}` }, { token: site.ownerToken });
    expect(saved.status, saved.text).toBe(200);
    expect((await http.get(page.permalink!, html)).status).toBe(500);
    const rows = await logsUntil(site, 'kind=render', (x) => x.some((r) => r.kind === 'render.failed' && r.data.path === page.permalink));
    const ours = rows.filter((r) => r.data.template === page.uid);
    // One row, the live page's: none of the four previews wrote one (not a failure, not the unknown filter).
    expect(ours.map((r) => [r.kind, r.data.path])).toEqual([['render.failed', page.permalink]]);
    expect(ours[0]!.message).toContain(partial);
  });

  it('refuses without a preview token of this site, with a session token, on the platform host, and below role 3', async () => {
    const { token } = await previewToken(site.ownerToken);
    const other = await newSite('Elsewhere');
    const otherToken = (await previewToken(other.ownerToken, other.uid)).token;
    expect((await postForm(site.host, { body: 'x' })).status).toBe(401);
    expect((await postForm(site.host, { body: 'x', token: otherToken })).status).toBe(401);
    expect((await postForm(site.host, { body: 'x', token: site.ownerToken })).status).toBe(401);
    expect((await postForm(site.host, { body: 'x', token: `${token}x` })).status).toBe(401);
    // A site cookie the browser adds grants nothing (and a cross-origin form is not refused for it).
    expect((await postForm(site.host, { body: 'x' }, { cookie: `current_user=${site.ownerToken}`, origin: 'null' })).status).toBe(401);
    expect((await postForm(site.host, { body: 'x', token }, { cookie: `current_user=${site.ownerToken}`, origin: 'null' })).status).toBe(200);
    // Tenant HTML is never served from the platform's origin.
    expect((await postForm(PLATFORM, { body: 'x', token }, { 'x-site': site.uid })).status).toBe(404);
    expect((await postForm(site.host, { body: 'x', token, uid: 'nosuchtemplate' })).status).toBe(404);
    expect((await postForm(site.host, { body: 'x', token, extra: '1' })).status).toBe(422);
    expect((await request(site.host, 'GET', '/api/v1/templates/preview')).status).toBe(405);

    const marketer = await userWithRole(site, 3);
    const theirs = (await previewToken(marketer.token)).token;
    expect((await postForm(site.host, { body: 'x', token: theirs })).status).toBe(200);
    const demoted = await http.put(`/api/v1/users/${marketer.uid}`, { role: 2 }, { token: site.ownerToken });
    expect(demoted.status, demoted.text).toBe(200);
    expect((await postForm(site.host, { body: 'x', token: theirs })).status).toBe(403);
  });

  it("ends with the user's sessions (sign out everywhere)", async () => {
    const marketer = await userWithRole(site, 3);
    const { token } = await previewToken(marketer.token);
    expect((await http.post('/api/v1/auth/logout', { everywhere: true }, { token: marketer.token })).status).toBe(200);
    expect((await postForm(site.host, { body: 'x', token })).status).toBe(401);
  });
});
