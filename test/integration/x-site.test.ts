import { describe, expect, inject, it } from 'vitest';
import { api, data, newSite, PLATFORM, userWithRole } from '../helpers/http';

// docs/behaviours.md#B-x-site: on the platform host an API call selects its site with `X-Site: <site uid>`, and the
// caller's membership role on that site applies exactly as on the site's own host.
describe('X-Site on the platform host', () => {
  const onPlatform = (uid: string) => ({ headers: { 'x-site': uid } });

  it("addresses the named site with the caller's role there", async () => {
    const site = await newSite('Addressed');
    const viaHost = await api(site.host).get('/api/v1/templates', { token: site.ownerToken });
    const viaHeader = await api(PLATFORM).get('/api/v1/templates', { token: site.ownerToken, ...onPlatform(site.uid) });
    expect(viaHeader.status, viaHeader.text).toBe(200);
    expect(data(viaHeader).items).toEqual(data(viaHost).items);
    const saved = await api(PLATFORM).post(
      '/api/v1/templates',
      { title: 'From admin', permalink: '/from-admin', type: 'page', body: 'saved on the platform host' },
      { token: site.ownerToken, ...onPlatform(site.uid) },
    );
    expect(saved.status, saved.text).toBe(201);
    expect((await api(site.host).get('/from-admin', { headers: { accept: 'text/html' } })).text).toBe('saved on the platform host');
    const me = await api(PLATFORM).get('/api/v1/auth/me', { token: site.ownerToken, ...onPlatform(site.uid) });
    expect(data(me).item.role).toBe(5);
  });

  it('gives no role on another site: a token for A naming B gets what a stranger to B gets', async () => {
    const a = await newSite('A');
    const b = await newSite('B');
    const writer = await userWithRole(a, 2);
    // A's writer is a stranger on B: a template sent to B is kept as a draft (docs/behaviours.md#B-template-drafts), never live.
    const onB = await api(PLATFORM).post('/api/v1/templates', { title: 'x', permalink: '/x-site-probe', type: 'page', body: 'planted' }, { token: writer.token, ...onPlatform(b.uid) });
    expect([201, 422]).toContain(onB.status);
    expect((await api(b.host).get('/x-site-probe', { headers: { accept: 'text/html' } })).text).not.toContain('planted');
    const logs = await api(PLATFORM).get('/api/v1/logs', { token: a.ownerToken, ...onPlatform(b.uid) });
    expect(logs.status).toBe(403);
    const meOnB = await api(PLATFORM).get('/api/v1/auth/me', { token: a.ownerToken, ...onPlatform(b.uid) });
    expect(data(meOnB).item.role ?? 0).toBe(0);
  });

  it('answers 404 for a uid that names no site, and content endpoints stay 404 without the header', async () => {
    const site = await newSite('Plain');
    for (const uid of ['nosuchsite', 'bad uid!', 'x'.repeat(300)]) {
      const r = await api(PLATFORM).get('/api/v1/templates', { token: site.ownerToken, ...onPlatform(uid) });
      expect(r.status, uid).toBe(404);
      expect(r.json?.state).toBe('error');
    }
    expect((await api(PLATFORM).get('/api/v1/templates', { token: site.ownerToken })).status).toBe(404);
  });

  it('is ignored on a site host: the host decides', async () => {
    const a = await newSite('Host wins A');
    const b = await newSite('Host wins B');
    const r = await api(a.host).get('/api/v1/auth/me', { token: a.ownerToken, ...onPlatform(b.uid) });
    expect(data(r).item.role).toBe(5);
  });
});

// docs/behaviours.md#B-admin-origin: the admin works from the platform host's own origin; on a site host `/admin` sends the
// browser there, so no tenant's template ever runs where the admin does.
describe("the admin's own origin", () => {
  it('redirects /admin and /admin/… on a site host to the platform host, whatever the site holds', async () => {
    const site = await newSite('Admin redirect');
    // A site cannot claim the path (422), and even a stored template at /admin would not be rendered.
    expect((await api(site.host).post('/api/v1/templates', { title: 'A', permalink: '/admin', type: 'page', body: 'fake admin' }, { token: site.ownerToken })).status).toBe(422);
    const port = new URL(inject('serverUrl')).port;
    for (const path of ['/admin', '/admin/', `/admin/sites/${site.uid}/templates`]) {
      const r = await api(site.host).get(path, { headers: { accept: 'text/html' } });
      // 307 from the admin's root layout (the method is kept; a GET stays a GET).
      expect(r.status, path).toBe(307);
      expect(r.headers.location, path).toBe(`http://localhost:${port}/admin`);
      expect(r.text).not.toContain('fake admin');
    }
    expect((await api(site.host).get('/administration', { headers: { accept: 'text/html' } })).status).toBe(404);
  });
});
