import { describe, expect, inject, it } from 'vitest';
import { adminToken, api, data, newSite, PLATFORM, unique, userWithRole } from '../helpers/http';

describe('sites', () => {
  it('creates a site seeded with /index that answers on its own host', async () => {
    const admin = await adminToken();
    const subdomain = unique('s');
    const r = await api(PLATFORM).post('/api/v1/sites', { subdomain, name: 'Shop' }, { token: admin });
    expect(r.status).toBe(201);
    expect(data(r).item).toMatchObject({ subdomain, name: 'Shop', host: `${subdomain}.localhost` });
    const home = await api(`${subdomain}.localhost`).get('/', { headers: { accept: 'text/html' } });
    expect(home.status).toBe(200);
    expect(home.text).toContain('<h1>Shop</h1>');
    const again = await api(PLATFORM).post('/api/v1/sites', { subdomain, name: 'Dup' }, { token: admin });
    expect(again.status).toBe(422);
    expect((await api(PLATFORM).post('/api/v1/sites', { subdomain: unique('s'), name: 'x' })).status).toBe(401);
  });

  it("answers the site's origin a browser opens, with the server's port (issue 47: the admin's \"Live at\" left it out)", async () => {
    const site = await newSite('Olive bakery');
    const port = new URL(inject('serverUrl')).port;
    const origin = `http://${site.host}:${port}`;
    expect(data(await api(PLATFORM).get(`/api/v1/sites/${site.uid}`, { token: site.ownerToken })).item).toMatchObject({ host: site.host, origin });
    const listed = data(await api(PLATFORM).get('/api/v1/sites', { token: site.ownerToken })).items as { uid: string; origin: string }[];
    expect(listed).toEqual([expect.objectContaining({ uid: site.uid, origin })]);
  });

  it("lists only the caller's sites; role 7 sees all", async () => {
    const one = await newSite('One');
    const two = await newSite('Two');
    const mine = (await api(PLATFORM).get('/api/v1/sites', { token: one.ownerToken })).json?.data?.items as { uid: string }[];
    expect(mine.map((s) => s.uid)).toEqual([one.uid]);
    const all = (await api(PLATFORM).get('/api/v1/sites', { token: one.admin })).json?.data?.items as { uid: string }[];
    expect(all.map((s) => s.uid)).toEqual(expect.arrayContaining([one.uid, two.uid]));
  });

  it('reads need membership; switch mints a token for a site of the caller', async () => {
    const one = await newSite('One');
    const two = await newSite('Two');
    expect((await api(PLATFORM).get(`/api/v1/sites/${one.uid}`, { token: one.ownerToken })).status).toBe(200);
    expect((await api(PLATFORM).get(`/api/v1/sites/${two.uid}`, { token: one.ownerToken })).status).toBe(403);
    expect((await api(PLATFORM).get(`/api/v1/sites/nope${unique('')}`, { token: one.ownerToken })).status).toBe(404);
    expect((await api(PLATFORM).post(`/api/v1/sites/${two.uid}/switch`, undefined, { token: one.ownerToken })).status).toBe(403);
    const sw = await api(PLATFORM).post(`/api/v1/sites/${one.uid}/switch`, undefined, { token: one.ownerToken });
    expect(sw.status).toBe(200);
    const payload = JSON.parse(Buffer.from((data(sw).token as string).split('.')[1]!, 'base64url').toString());
    expect(payload.sid).toBe(one.uid);
  });

  it('updates settings (role 5+), never reads back secrets, and claims custom domains as pending', async () => {
    const site = await newSite('Settings');
    const writer = await userWithRole(site, 4);
    expect((await api(site.host).put('/api/v1/sites', { name: 'No' }, { token: writer.token })).status).toBe(403);
    const domain = `${unique('d')}.example.com`;
    const r = await api(site.host).put(
      '/api/v1/sites',
      { name: 'Renamed', domains: [domain], settings: { currency: 'EUR', payments: { stripe: { secretKey: 'sk_test_123', webhookSecret: 'whsec_abc' } } } },
      { token: site.ownerToken },
    );
    expect(r.status).toBe(200);
    expect(r.text).not.toContain('sk_test_123');
    expect(r.text).not.toContain('whsec_abc');
    // The domain is only claimed: pending, with the TXT record that would prove it (role 5 sees it).
    expect(data(r).item).toMatchObject({ name: 'Renamed', domains: [], settings: { currency: 'EUR' } });
    expect(data(r).item.domainClaims).toEqual([
      {
        domain,
        status: 'pending',
        checkedAt: null,
        verifiedAt: null,
        record: { type: 'TXT', name: `_site-platform-challenge.${domain}`, value: expect.stringMatching(/^site-platform-verification=[A-Za-z0-9_-]{22,}$/) },
      },
    ]);
    expect(data(r).item.secretsSet).toEqual(expect.arrayContaining(['payments.stripe.secretKey', 'payments.stripe.webhookSecret']));
    const read = await api(PLATFORM).get(`/api/v1/sites/${site.uid}`, { token: site.ownerToken });
    expect(read.text).not.toContain('sk_test_123');
    // Saving the same list again keeps the claim and its token.
    const again = await api(site.host).put('/api/v1/sites', { domains: [domain] }, { token: site.ownerToken });
    expect(data(again).item.domainClaims[0].record).toEqual(data(r).item.domainClaims[0].record);
    // A pending claim selects nothing: the domain is no site until its DNS record is verified
    // (test/security/domains.test.ts proves and moves domains).
    const viaDomain = await api(domain).get('/api/v1/auth/me', { token: site.ownerToken });
    expect(viaDomain.status).toBe(404);
    // Another site may claim the same domain (pending too); the platform host is refused.
    const other = await newSite('Other');
    const rival = await api(other.host).put('/api/v1/sites', { domains: [domain] }, { token: other.ownerToken });
    expect(rival.status).toBe(200);
    expect(data(rival).item.domainClaims).toMatchObject([{ domain, status: 'pending' }]);
    expect(data(rival).item.domainClaims[0].record.value).not.toBe(data(r).item.domainClaims[0].record.value);
    expect((await api(other.host).put('/api/v1/sites', { domains: ['x.localhost'] }, { token: other.ownerToken })).status).toBe(422);
    // An empty list removes every claim.
    expect(data(await api(other.host).put('/api/v1/sites', { domains: [] }, { token: other.ownerToken })).item.domainClaims).toEqual([]);
  });

  it('deletes: owner or role 7 only, and the host stops resolving', async () => {
    const site = await newSite('Doomed');
    const admin5 = await userWithRole(site, 5);
    expect((await api(PLATFORM).del(`/api/v1/sites/${site.uid}`, { token: admin5.token })).status).toBe(403);
    expect((await api(site.host).get('/api/v1/templates')).status).toBe(200);
    expect((await api(PLATFORM).del(`/api/v1/sites/${site.uid}`, { token: site.ownerToken })).status).toBe(200);
    expect((await api(site.host).get('/api/v1/templates')).status).toBe(404);
  });

  it('available and self-serve validate subdomains', async () => {
    for (const bad of ['ab', '-abc', 'abc-', 'ABC_d', 'www', 'admin', 'a'.repeat(64)]) {
      const r = await api(PLATFORM).get(`/api/v1/sites/available?subdomain=${encodeURIComponent(bad)}`);
      expect(r.status, bad).toBe(422);
    }
    expect(data(await api(PLATFORM).get(`/api/v1/sites/available?subdomain=${unique('free')}`)).available).toBe(true);
    const sub = unique('n');
    const made = await api(PLATFORM).post('/api/v1/sites/new', { subdomain: sub, name: 'N', email: `${sub}@example.test`, password: 'password-123' });
    expect(made.status).toBe(201);
    expect(data(await api(PLATFORM).get(`/api/v1/sites/available?subdomain=${sub}`)).available).toBe(false);
    const dupEmail = await api(PLATFORM).post('/api/v1/sites/new', { subdomain: unique('n'), name: 'N', email: `${sub}@example.test`, password: 'password-123' });
    expect(dupEmail.status).toBe(422);
  });
});

describe('auth', () => {
  it("logs in on a site host with that site's role; bad password 401; rate limited with Retry-After", async () => {
    const site = await newSite('Login');
    const ok = await api(site.host).post('/api/v1/auth/login', { email: site.ownerEmail, password: 'owner-password-1' });
    expect(ok.status).toBe(200);
    expect(data(ok).item.role).toBe(5);
    expect([].concat(ok.headers['set-cookie'] as never).join()).toMatch(/current_user=.*HttpOnly.*SameSite=Lax/i);
    const legacy = await api(site.host).post('/auth/login', { email: site.ownerEmail, password: 'owner-password-1' });
    expect(legacy.status).toBe(200);
    const email = `${unique('rl')}@example.test`;
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 11; i++) {
      const r = await api(site.host).post('/api/v1/auth/login', { email, password: 'wrong-password' });
      statuses.push(r.status);
      retryAfter ??= r.headers['retry-after'];
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it('signup: 8+ character passwords, taken email 422, and a disabled-free new account', async () => {
    const site = await newSite('Signup');
    expect((await api(site.host).post('/api/v1/auth/signup', { email: `${unique('x')}@example.test`, password: 'short', name: 'X' })).status).toBe(422);
    expect((await api(site.host).post('/api/v1/auth/signup', { email: 'not-an-email', password: 'long-enough-1', name: 'X' })).status).toBe(422);
    expect((await api(site.host).post('/api/v1/auth/signup', { email: site.ownerEmail, password: 'long-enough-1', name: 'X' })).status).toBe(422);
  });

  it('a writer cannot grant, an admin cannot grant 7 or above their own role', async () => {
    const site = await newSite('Grants');
    const writer = await userWithRole(site, 2);
    const target = await userWithRole(site, 1);
    expect((await api(site.host).put(`/api/v1/users/${target.uid}`, { role: 2 }, { token: writer.token })).status).toBe(403);
    expect((await api(site.host).put(`/api/v1/users/${target.uid}`, { role: 7 }, { token: site.ownerToken })).status).toBe(422);
    expect((await api(site.host).put(`/api/v1/users/${target.uid}`, { role: 6 }, { token: site.ownerToken })).status).toBe(422);
    expect((await api(site.host).put(`/api/v1/users/nobody${unique('')}`, { role: 2 }, { token: site.ownerToken })).status).toBe(404);
    const users = await api(site.host).get('/api/v1/users', { token: writer.token });
    expect(users.status).toBe(200);
    expect((users.json?.data?.items as { uid: string; email: string; role: number }[]).find((u) => u.uid === target.uid)).toMatchObject({ role: 1 });
  });
});
