import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, data, newSite, PLATFORM, request, unique, type Reply } from '../helpers/http';

// Issue 22: a session is honoured only where it was set, and sign-in is guarded. Over plain http, as
// this server runs, a tossed cookie arrives as a second value (or as a token of another site); the
// https case (`__Host-` cookies, SITES_DOMAIN) runs in Chromium: e2e/cookie-tossing.spec.ts.
type Site = Awaited<ReturnType<typeof newSite>>;
const port = () => new URL(inject('serverUrl')).port;
const originOf = (host: string) => `http://${host}:${port()}`;
const setCookies = (r: Reply): string[] => [r.headers['set-cookie'] ?? []].flat();
const html = (cookie: string) => ({ headers: { accept: 'text/html', cookie } });

async function signup(host: string, name = 'Someone') {
  const email = `${unique('s')}@example.test`;
  const r = await api(host).post('/api/v1/auth/signup', { email, password: 'session-password-1', name });
  expect(r.status, r.text).toBe(201);
  return { uid: data(r).item.uid as string, email, token: data(r).token as string };
}

async function whoPage(site: Site) {
  const r = await api(site.host).post('/api/v1/templates', { title: 'Who', permalink: '/who', type: 'page', body: 'user={{ current_user.name | default: "nobody" }}' }, { token: site.ownerToken });
  expect(r.status, r.text).toBe(201);
}

describe('cookie tossing between tenants (http)', () => {
  let attackerSite: Site;
  let shop: Site;
  beforeAll(async () => {
    [attackerSite, shop] = await Promise.all([newSite('Attacker'), newSite('Shop')]);
    await whoPage(shop);
  });

  it('a session cookie minted on another site signs nobody in here: the visitor stays anonymous', async () => {
    const attacker = await signup(attackerSite.host, 'Mallory');
    const cookie = `current_user=${attacker.token}`;
    expect((await api(shop.host).get('/api/v1/auth/me', { headers: { cookie } })).status).toBe(401);
    const page = await api(shop.host).get('/who', html(cookie));
    expect(page.status).toBe(200);
    expect(page.text).toBe('user=nobody');
    // The same token as a bearer is the caller's own choice and works on every site (docs/behaviours.md#B-no-membership).
    expect((await api(shop.host).get('/api/v1/auth/me', { token: attacker.token })).status).toBe(200);
    // On its own site the cookie works.
    expect((await api(attackerSite.host).get('/api/v1/auth/me', { headers: { cookie } })).status).toBe(200);
  });

  it("two values of the session cookie (the victim's own and a tossed one, whichever path comes first): 401 and both cleared", async () => {
    const victim = await signup(shop.host, 'Victim');
    const mallory = await signup(shop.host, 'Mallory');
    for (const cookie of [`current_user=${mallory.token}; current_user=${victim.token}`, `current_user=${victim.token}; fs_session=${mallory.token}`]) {
      const me = await api(shop.host).get('/api/v1/auth/me', { headers: { cookie } });
      expect(me.status, cookie).toBe(401);
      expect(me.json?.state).toBe('error');
      expect(data(me).text).toMatch(/signed out/);
      expect(setCookies(me)).toContain('current_user=; Path=/; Max-Age=0');
      expect(setCookies(me)).toContain('fs_session=; Path=/; Max-Age=0');
      // A public write is refused the same way: nothing is stored on either account.
      const checkout = await api(shop.host).post('/payments/checkout', { items: [], email: 'victim@example.test' }, { headers: { cookie, origin: originOf(shop.host) } });
      expect(checkout.status).toBe(401);
    }
    const page = await api(shop.host).get('/who', html(`current_user=${mallory.token}; current_user=${victim.token}`));
    expect(page.status).toBe(401);
    expect(page.text).not.toMatch(/user=/);
    const deep = await request(shop.host, 'GET', '/who/deeper', html(`current_user=${mallory.token}; current_user=${victim.token}`));
    expect(deep.status).toBe(401);
    // The path a tossed cookie may hide under is expired too.
    expect(setCookies(deep)).toEqual(expect.arrayContaining(['current_user=; Path=/who; Max-Age=0', 'current_user=; Path=/who/deeper; Max-Age=0']));
    expect(deep.headers['cache-control']).toBe('private, no-store');
    // A path of the visitor's link that is no plain cookie path (encoded non-ASCII, CR LF, a `;` that
    // would add an attribute) is refused all the same, never a 500 and never a header of its choosing.
    for (const path of ['/%E4%B8%AD/%0D%0Aset-cookie:%20x=1', '/who;Domain=evil.test/x', '/api/v1/posts/%E4%B8%AD;Max-Age=99']) {
      const odd = await request(shop.host, 'GET', path, html(`current_user=${mallory.token}; current_user=${victim.token}`));
      expect(odd.status, path).toBe(401);
      for (const line of setCookies(odd)) expect(line, path).toMatch(/^[\w-]+=; Path=[^;\s]*; Max-Age=0$/);
    }
    // Each cookie alone still works.
    expect(data(await api(shop.host).get('/api/v1/auth/me', { headers: { cookie: `current_user=${victim.token}` } })).item.uid).toBe(victim.uid);
  });

  it('the admin session: a second admin_session value on the platform host answers 401 and clears it', async () => {
    const owner = await api(PLATFORM).post('/api/v1/auth/login', { email: shop.ownerEmail, password: 'owner-password-1' }, { headers: { origin: originOf(PLATFORM) } });
    const mine = setCookies(owner)
      .find((c) => c.startsWith('admin_session='))!
      .split(';')[0]!;
    const attacker = await api(PLATFORM).post('/api/v1/auth/login', { email: attackerSite.ownerEmail, password: 'owner-password-1' });
    const tossed = `admin_session=${data(attacker).token}`;
    const me = await api(PLATFORM).get('/api/v1/auth/me', { headers: { cookie: `${tossed}; ${mine}` } });
    expect(me.status).toBe(401);
    expect(setCookies(me)).toContain('admin_session=; Path=/; Max-Age=0');
    expect(setCookies(me)).toContain('admin_session=; Path=/api; Max-Age=0');
    const create = await api(PLATFORM).post('/api/v1/sites', { subdomain: unique('x'), name: 'Planted' }, { headers: { cookie: `${tossed}; ${mine}`, origin: originOf(PLATFORM) } });
    expect(create.status).toBe(401);
    expect((await api(PLATFORM).get('/api/v1/auth/me', { headers: { cookie: mine } })).status).toBe(200);
  });
});

describe('sign-in is guarded', () => {
  let site: Site;
  beforeAll(async () => {
    site = await newSite('Guarded');
  });

  it('JSON endpoints refuse a body of any other type with 415 (a cross-site form sends text/plain)', async () => {
    const email = `${unique('csrf')}@example.test`;
    const asForm = JSON.stringify({ email, password: 'csrf-password-1', name: 'CSRF' });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      for (const path of ['/api/v1/auth/signup', '/api/v1/auth/login']) {
        const r = await api(PLATFORM).post(path, undefined, { raw: asForm, headers: { 'content-type': type, origin: 'https://evil.example' } });
        expect(r.status, `${path} ${type}`).toBe(415);
        expect(r.json?.state).toBe('error');
        expect(setCookies(r), `${path} ${type}`).toEqual([]);
      }
    }
    // Nothing was made: the address is still free.
    const later = await api(PLATFORM).post('/api/v1/auth/signup', { email, password: 'csrf-password-1', name: 'Real' });
    expect(later.status).toBe(201);
    // A body without any type, on a site write too.
    const posts = await api(site.host).post('/api/v1/posts', undefined, { token: site.ownerToken, raw: '{"title":"x"}' });
    expect(posts.status).toBe(415);
    // A bare POST without a body needs no type.
    expect((await api(site.host).post('/api/v1/auth/logout', undefined, { token: site.ownerToken })).status).toBe(200);
  });

  it('a sign-in sent from another origin sets no cookie, on the platform host and on a site', async () => {
    const user = await signup(site.host, 'Foreign');
    for (const [host, origin] of [
      [PLATFORM, 'https://evil.example'],
      [PLATFORM, originOf(site.host)],
      [site.host, 'https://evil.example'],
      [site.host, 'null'],
    ] as const) {
      const r = await api(host).post('/api/v1/auth/login', { email: user.email, password: 'session-password-1' }, { headers: { origin } });
      expect(r.status).toBe(200);
      expect(setCookies(r), `${host} from ${origin}`).toEqual([]);
    }
    const fresh = `${unique('f')}@example.test`;
    const signed = await api(PLATFORM).post('/api/v1/auth/signup', { email: fresh, password: 'session-password-1', name: 'F' }, { headers: { referer: 'https://evil.example/form' } });
    expect(signed.status).toBe(201);
    expect(setCookies(signed)).toEqual([]);
    // From the page's own origin, and from a client without Origin (a script), the cookie comes.
    const own = await api(site.host).post('/api/v1/auth/login', { email: user.email, password: 'session-password-1' }, { headers: { origin: originOf(site.host) } });
    expect(setCookies(own).some((c) => c.startsWith('current_user='))).toBe(true);
    const script = await api(site.host).post('/api/v1/auth/login', { email: user.email, password: 'session-password-1' });
    expect(setCookies(script).some((c) => c.startsWith('current_user='))).toBe(true);
  });

  it('DELETE /auth/me counts wrong passwords against the login limits, even in parallel', async () => {
    const user = await signup(site.host, 'Target');
    const guess = (password: string) => api(site.host).del('/api/v1/auth/me', { token: user.token, body: { password } });
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => guess(`wrong-guess-${i}`)));
    const statuses = answers.map((r) => r.status);
    // RATE_LIMIT_LOGIN (10 a minute per client IP and address): the rest are refused before any hash.
    expect(statuses.filter((s) => s === 403)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    expect(answers.find((r) => r.status === 429)!.headers['retry-after']).toMatch(/^\d+$/);
    // The right password is refused too while the limit holds: guessing cannot find it.
    expect((await guess('session-password-1')).status).toBe(429);
    // So is login with it, and the password change door: one budget for every check.
    expect((await api(site.host).post('/api/v1/auth/login', { email: user.email, password: 'wrong' })).status).toBe(429);
    expect((await api(site.host).patch('/api/v1/auth/me', { password: 'another-password-1', currentPassword: 'nope' }, { token: user.token })).status).toBe(429);
    expect((await api(site.host).get('/api/v1/auth/me', { token: user.token })).status).toBe(200);
  });
});
