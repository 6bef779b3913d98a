import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, data, newSite, PLATFORM, unique, userWithRole } from '../helpers/http';

// Accounts as a whole (platform role 7): disabling ends sign-in and every token at once; deleting an
// account ends its tokens and memberships; a user deletes their own account with their password.

const me = (host: string, token: string) => api(host).get('/api/v1/auth/me', { token });
const login = (host: string, email: string, password = 'user-password-1') => api(host).post('/api/v1/auth/login', { email, password });

describe('accounts (platform admin)', () => {
  let site: Awaited<ReturnType<typeof newSite>>;
  beforeAll(async () => {
    site = await newSite('Accounts');
  });

  it('a disabled user gets 403 at login and their existing token stops at once; enabling does not revive it', async () => {
    const user = await userWithRole(site, 3, 'To disable');
    expect((await me(site.host, user.token)).status).toBe(200);
    const off = await api(PLATFORM).patch(`/api/v1/accounts/${user.uid}`, { disabled: true }, { token: site.admin });
    expect(off.status, off.text).toBe(200);
    expect(data(off).item).toMatchObject({ uid: user.uid, disabled: true });
    expect((await me(site.host, user.token)).status).toBe(401);
    expect((await api(site.host).get('/api/v1/leads', { token: user.token })).status).toBe(401);
    const refused = await login(site.host, user.email);
    expect(refused.status).toBe(403);
    expect(refused.json?.state).toBe('error');
    // A wrong password still answers 401: the 403 tells nothing to someone without the password.
    expect((await login(site.host, user.email, 'not-the-password')).status).toBe(401);

    expect((await api(PLATFORM).patch(`/api/v1/accounts/${user.uid}`, { disabled: false }, { token: site.admin })).status).toBe(200);
    expect((await me(site.host, user.token)).status).toBe(401);
    const again = await login(site.host, user.email);
    expect(again.status).toBe(200);
    expect((await me(site.host, data(again).token)).status).toBe(200);
  });

  it('only platform role 7 manages accounts, never its own, and only with a bearer token or the admin session', async () => {
    const user = await userWithRole(site, 1);
    for (const r of [
      await api(site.host).patch(`/api/v1/accounts/${user.uid}`, { disabled: true }, { token: site.ownerToken }),
      await api(PLATFORM).get('/api/v1/accounts', { token: site.ownerToken }),
      await api(PLATFORM).del(`/api/v1/accounts/${user.uid}`, { token: site.ownerToken }),
    ])
      expect(r.status).toBe(403);
    expect((await api(PLATFORM).get('/api/v1/accounts')).status).toBe(401);
    const own = await me(PLATFORM, site.admin);
    expect((await api(PLATFORM).patch(`/api/v1/accounts/${data(own).item.uid}`, { disabled: true }, { token: site.admin })).status).toBe(422);
    expect((await api(PLATFORM).patch(`/api/v1/accounts/${user.uid}`, { disabled: 'yes' }, { token: site.admin })).status).toBe(422);
    expect((await api(PLATFORM).patch(`/api/v1/accounts/nope${unique('x')}`, { disabled: true }, { token: site.admin })).status).toBe(404);
    expect((await me(site.host, user.token)).status).toBe(200);
  });

  it('lists and searches accounts with their state, without password hashes', async () => {
    const user = await userWithRole(site, 2, unique('Findable '));
    const r = await api(PLATFORM).get(`/api/v1/accounts?q=${encodeURIComponent(user.email)}`, { token: site.admin });
    expect(r.status).toBe(200);
    expect(data(r).items).toEqual([expect.objectContaining({ uid: user.uid, email: user.email, disabled: false, emailVerified: false, sites: 1 })]);
    expect(r.text).not.toMatch(/password|argon/i);
    const wildcard = await api(PLATFORM).get('/api/v1/accounts?q=%25', { token: site.admin });
    expect(data(wildcard).items).toEqual([]);
  });

  it('deleting an account ends its tokens and memberships; an owner of sites must hand them over first', async () => {
    const user = await userWithRole(site, 2);
    const gone = await api(PLATFORM).del(`/api/v1/accounts/${user.uid}`, { token: site.admin });
    expect(gone.status, gone.text).toBe(200);
    expect((await me(site.host, user.token)).status).toBe(401);
    expect((await login(site.host, user.email)).status).toBe(401);
    const members = await api(site.host).get('/api/v1/users?page_size=100', { token: site.ownerToken });
    expect(data(members).items.map((m: { uid: string }) => m.uid)).not.toContain(user.uid);

    const owner = await me(site.host, site.ownerToken);
    const refused = await api(PLATFORM).del(`/api/v1/accounts/${data(owner).item.uid}`, { token: site.admin });
    expect(refused.status).toBe(422);
    expect(data(refused).text).toMatch(/owns 1 site/);
    expect((await me(site.host, site.ownerToken)).status).toBe(200);
  });

  it('a user deletes their own account with their password, by bearer token only', async () => {
    const user = await userWithRole(site, 1);
    const byCookie = await api(site.host).del('/api/v1/auth/me', {
      body: { password: 'user-password-1' },
      headers: { cookie: `current_user=${user.token}`, origin: `http://${site.host}:${new URL(inject('serverUrl')).port}` },
    });
    // Same origin, so only the missing bearer token refuses it (not the cross-origin rule).
    expect(data(byCookie).text).toMatch(/Bearer/);
    expect(byCookie.status).toBe(403);
    expect((await api(site.host).del('/api/v1/auth/me', { token: user.token, body: { password: 'wrong-password' } })).status).toBe(403);
    // Missing, it is a field the body lacks (as PATCH's currentPassword).
    expect((await api(site.host).del('/api/v1/auth/me', { token: user.token, body: {} })).status).toBe(422);
    const ok = await api(site.host).del('/api/v1/auth/me', { token: user.token, body: { password: 'user-password-1' } });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.headers['set-cookie']?.toString()).toMatch(/current_user=;/);
    expect((await me(site.host, user.token)).status).toBe(401);
    expect((await login(site.host, user.email)).status).toBe(401);
  });
});
