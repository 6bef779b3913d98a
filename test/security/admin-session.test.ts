import { describe, expect, inject, it } from 'vitest';
import { api, data, newSite, PLATFORM, type Reply } from '../helpers/http';

// Issue 11 B.1: the admin's session cookie on the platform host (docs/behaviours.md#B-admin-origin, docs/behaviours.md#B-management-bearer). It must stand for a
// bearer token there and nowhere else.
const port = () => new URL(inject('serverUrl')).port;
const platformOrigin = () => `http://${PLATFORM}:${port()}`;
const setCookies = (r: Reply): string[] => [r.headers['set-cookie'] ?? []].flat();
const adminCookieOf = (r: Reply) => setCookies(r).find((c) => c.startsWith('admin_session='));
const tokenIn = (cookie: string) => cookie.slice('admin_session='.length).split(';')[0]!;

// What a browser on the admin page sends: the cookie, the page's Origin and the site it works on.
const asAdmin = (token: string, siteUid?: string, origin = platformOrigin()) => ({
  headers: { cookie: `admin_session=${token}`, origin, ...(siteUid ? { 'x-site': siteUid } : {}) },
});

async function adminLogin(email: string, password: string) {
  const r = await api(PLATFORM).post('/api/v1/auth/login', { email, password }, { headers: { origin: platformOrigin() } });
  expect(r.status, r.text).toBe(200);
  const cookie = adminCookieOf(r);
  expect(cookie, 'admin_session set').toBeTruthy();
  return tokenIn(cookie!);
}

describe('admin session cookie', () => {
  it('is set by a platform-host sign-in from its own origin: host-only, HttpOnly, SameSite=Strict, Path=/', async () => {
    const site = await newSite('Cookie attrs');
    const r = await api(PLATFORM).post('/api/v1/auth/login', { email: site.ownerEmail, password: 'owner-password-1' }, { headers: { origin: platformOrigin() } });
    const cookie = adminCookieOf(r)!;
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Max-Age=2592000/);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(cookie).not.toMatch(/; Secure/); // plain http here; https adds Secure
    expect(tokenIn(cookie)).toBe(data(r).token);
    // current_user stays as docs/behaviours.md#B-auth-cookie has it.
    expect(setCookies(r).some((c) => /^current_user=.*SameSite=Lax/.test(c))).toBe(true);
  });

  it('is set by sign-up and sites/new on the platform host too, and behind https it is Secure', async () => {
    const email = `adm${Date.now()}@example.test`;
    const s = await api(PLATFORM).post('/api/v1/auth/signup', { email, password: 'user-password-1', name: 'New' }, { headers: { origin: platformOrigin() } });
    expect(s.status, s.text).toBe(201);
    expect(adminCookieOf(s)).toBeTruthy();
    const subdomain = `adm${Date.now().toString(36)}`;
    const n = await api(PLATFORM).post('/api/v1/sites/new', { subdomain, name: 'N', email: `${subdomain}@example.test`, password: 'owner-password-1' }, { headers: { origin: platformOrigin() } });
    expect(n.status, n.text).toBe(201);
    expect(tokenIn(adminCookieOf(n)!)).toBe(data(n).token);
  });

  it('is never set on a site host, nor for a sign-in without the platform origin (login CSRF)', async () => {
    const site = await newSite('No cookie');
    const body = { email: site.ownerEmail, password: 'owner-password-1' };
    const onSite = await api(site.host).post('/api/v1/auth/login', body, { headers: { origin: `http://${site.host}:${port()}` } });
    expect(onSite.status).toBe(200);
    expect(adminCookieOf(onSite)).toBeUndefined();
    const tries: Record<string, string>[] = [{}, { origin: 'https://evil.example' }, { origin: `http://${site.host}:${port()}` }];
    for (const headers of tries) {
      const r = await api(PLATFORM).post('/api/v1/auth/login', body, { headers });
      expect(r.status).toBe(200);
      expect(adminCookieOf(r), JSON.stringify(headers)).toBeUndefined();
    }
  });

  it('manages a site through X-Site where a site cookie alone never does', async () => {
    const site = await newSite('Managed');
    const token = await adminLogin(site.ownerEmail, 'owner-password-1');
    const me = await api(PLATFORM).get('/api/v1/auth/me', asAdmin(token, site.uid));
    expect(data(me).item.role).toBe(5);
    const renamed = await api(PLATFORM).put('/api/v1/sites', { name: 'Renamed by admin' }, asAdmin(token, site.uid));
    expect(renamed.status, renamed.text).toBe(200);
    expect(data(renamed).item.name).toBe('Renamed by admin');
    expect((await api(PLATFORM).get('/api/v1/users', asAdmin(token, site.uid))).status).toBe(200);
    // The same token as a site-host cookie is refused management (docs/behaviours.md#B-management-bearer); minted on the platform
    // host, it is not even a session there (a cookie counts only where it was set: issue 22).
    const siteCookie = { headers: { cookie: `current_user=${token}`, origin: `http://${site.host}:${port()}` } };
    expect((await api(site.host).put('/api/v1/sites', { name: 'Cookie rename' }, siteCookie)).status).toBe(401);
    expect((await api(site.host).get('/api/v1/users', siteCookie)).status).toBe(401);
    const siteToken = data(await api(site.host).post('/api/v1/auth/login', { email: site.ownerEmail, password: 'owner-password-1' })).token as string;
    const ownCookie = { headers: { cookie: `current_user=${siteToken}`, origin: `http://${site.host}:${port()}` } };
    expect((await api(site.host).get('/api/v1/auth/me', ownCookie)).status).toBe(200);
    expect((await api(site.host).put('/api/v1/sites', { name: 'Cookie rename' }, ownCookie)).status).toBe(403);
    expect((await api(site.host).get('/api/v1/users', ownCookie)).status).toBe(403);
    // current_user on the platform host is a plain cookie too: no management.
    const platformCookie = { headers: { cookie: `current_user=${token}`, origin: platformOrigin(), 'x-site': site.uid } };
    expect((await api(PLATFORM).get('/api/v1/users', platformCookie)).status).toBe(403);
  });

  it('is ignored on a site host: the request there is anonymous', async () => {
    const site = await newSite('Ignored');
    const token = await adminLogin(site.ownerEmail, 'owner-password-1');
    const forged = { headers: { cookie: `admin_session=${token}`, origin: `http://${site.host}:${port()}` } };
    expect((await api(site.host).get('/api/v1/auth/me', forged)).status).toBe(401);
    expect((await api(site.host).get('/api/v1/users', forged)).status).toBe(401);
    expect((await api(site.host).put('/api/v1/sites', { name: 'Forged' }, forged)).status).toBe(401);
    expect((await api(site.host).get('/api/v1/leads', forged)).status).toBe(401);
  });

  it("refuses a write without the platform origin: another origin, a site host's origin, none", async () => {
    const site = await newSite('Cross origin');
    const token = await adminLogin(site.ownerEmail, 'owner-password-1');
    for (const origin of ['https://evil.example', `http://${site.host}:${port()}`, `https://${PLATFORM}:${port()}`, `http://${PLATFORM}:1`]) {
      const r = await api(PLATFORM).put('/api/v1/sites', { name: 'Hijacked' }, asAdmin(token, site.uid, origin));
      expect(r.status, origin).toBe(403);
    }
    const noOrigin = await api(PLATFORM).put('/api/v1/sites', { name: 'Hijacked' }, { headers: { cookie: `admin_session=${token}`, 'x-site': site.uid } });
    expect(noOrigin.status).toBe(403);
    const read = await api(PLATFORM).get(`/api/v1/sites/${site.uid}`, asAdmin(token));
    expect(data(read).item.name).toBe('Cross origin');
  });

  it('gives a member of site A nothing of site B through X-Site', async () => {
    const a = await newSite('A');
    const b = await newSite('B');
    const token = await adminLogin(a.ownerEmail, 'owner-password-1');
    await api(b.host).post('/api/v1/leads', { data: { email: 'secret@b.test' } });
    const onB = (path: string) => api(PLATFORM).get(path, asAdmin(token, b.uid));
    for (const path of ['/api/v1/leads', '/api/v1/leads/export', '/api/v1/leads/forms', '/api/v1/users', '/api/v1/logs', '/api/v1/sites/limits']) {
      const r = await onB(path);
      expect(r.status, path).toBe(403);
      expect(r.text).not.toContain('secret@b.test');
    }
    expect((await api(PLATFORM).get(`/api/v1/sites/${b.uid}`, asAdmin(token))).status).not.toBe(200);
    expect((await api(PLATFORM).put('/api/v1/sites', { name: 'Taken' }, asAdmin(token, b.uid))).status).toBe(403);
    expect(data(await api(PLATFORM).get('/api/v1/auth/me', asAdmin(token, b.uid))).item.role).toBe(0);
  });

  it('ends at sign-out: the cookie is cleared and its token stops working', async () => {
    const site = await newSite('Sign out');
    const token = await adminLogin(site.ownerEmail, 'owner-password-1');
    expect((await api(PLATFORM).get('/api/v1/auth/me', asAdmin(token))).status).toBe(200);
    // Sign-out is a write: from another origin it is refused and the session lives on.
    expect((await api(PLATFORM).post('/api/v1/auth/logout', {}, asAdmin(token, undefined, 'https://evil.example'))).status).toBe(403);
    const out = await api(PLATFORM).post('/api/v1/auth/logout', {}, asAdmin(token));
    expect(out.status, out.text).toBe(200);
    expect(setCookies(out).some((c) => /^admin_session=;.*Max-Age=0/.test(c) && /SameSite=Strict/.test(c))).toBe(true);
    expect((await api(PLATFORM).get('/api/v1/auth/me', asAdmin(token))).status).toBe(401);
    expect((await api(PLATFORM).get('/api/v1/auth/me', { token })).status).toBe(401);
    expect((await api(PLATFORM).get('/api/v1/users', asAdmin(token, site.uid))).status).toBe(401);
  });
});
