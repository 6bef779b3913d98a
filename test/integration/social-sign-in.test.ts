import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { OAuth2Server, type MutableResponse, type MutableToken } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, data, newSite, PLATFORM, request, unique, userWithRole, type Reply } from '../helpers/http';
import { startServer, type RunningServer } from '../helpers/server';

// Social sign-in against real local OAuth 2 / OIDC servers (oauth2-mock-server): one stands in for
// Google, one for Microsoft (both found by OIDC discovery), one for GitHub's OAuth endpoints, plus a
// tiny HTTP server for GitHub's REST API. Each test says who the provider signs in next (`as`).

type Provider = 'github' | 'google' | 'microsoft';
interface Person {
  sub: string;
  email: string | null;
  verified: boolean;
  name?: string;
}

const next: Record<Provider, Person> = {
  github: { sub: '1', email: null, verified: false },
  google: { sub: 'g', email: null, verified: false },
  microsoft: { sub: 'm', email: null, verified: false },
};
const as = (provider: Provider, person: Person) => void (next[provider] = person);
const person = (verified = true, email: string | null = `${unique('p')}@example.test`): Person => ({ sub: unique('s'), email, verified, name: 'Pat Social' });

async function mockIssuer(endpoints?: Record<string, string>): Promise<OAuth2Server> {
  const mock = new OAuth2Server(undefined, undefined, endpoints ? { endpoints } : undefined);
  await mock.issuer.keys.generate('RS256');
  await mock.start(0, '127.0.0.1');
  // The mock names itself `localhost`; 127.0.0.1 is where it listens.
  mock.issuer.url = `http://127.0.0.1:${mock.address().port}`;
  return mock;
}

// GitHub's REST API: answers for access tokens the GitHub mock issued, as the person it issued them to.
const githubTokens = new Map<string, Person>();
function githubApi(): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const who = token ? githubTokens.get(token) : undefined;
    res.setHeader('content-type', 'application/json');
    if (!who) return void res.writeHead(401).end('{"message":"Bad credentials"}');
    if (req.url === '/user') return void res.end(JSON.stringify({ id: Number(who.sub), login: `user${who.sub}`, name: who.name ?? null }));
    if (req.url === '/user/emails') {
      const emails = who.email
        ? [
            { email: 'old@example.test', primary: false, verified: true },
            { email: who.email, primary: true, verified: who.verified },
          ]
        : [];
      return void res.end(JSON.stringify(emails));
    }
    res.writeHead(404).end('{}');
  });
  return new Promise((r) => server.listen(0, '127.0.0.1', () => r(server)));
}

let server: RunningServer;
let google: OAuth2Server;
let microsoft: OAuth2Server;
let github: OAuth2Server;
let githubRest: http.Server;
const issuedIdTokens: Record<string, number> = { google: 0, microsoft: 0 };

beforeAll(async () => {
  [google, microsoft, github, githubRest] = await Promise.all([mockIssuer(), mockIssuer(), mockIssuer({ authorize: '/login/oauth/authorize', token: '/login/oauth/access_token' }), githubApi()]);
  google.service.on('beforeTokenSigning', (token: MutableToken) => {
    const p = next.google;
    Object.assign(token.payload, { sub: p.sub, name: p.name, ...(p.email ? { email: p.email, email_verified: p.verified } : {}) });
    if (token.payload.aud) issuedIdTokens.google!++;
  });
  microsoft.service.on('beforeTokenSigning', (token: MutableToken) => {
    const p = next.microsoft;
    // No `email_verified` here: Microsoft vouches for an address with `xms_edov` only.
    Object.assign(token.payload, { sub: p.sub, name: p.name, ...(p.email ? { email: p.email } : {}), ...(p.verified ? { xms_edov: true } : {}) });
    if (token.payload.aud) issuedIdTokens.microsoft!++;
  });
  // GitHub is plain OAuth 2: no ID token; its access token is what the REST API knows the person by.
  github.service.on('beforeResponse', (response: MutableResponse) => {
    const body = response.body as Record<string, unknown>;
    delete body.id_token;
    delete body.refresh_token;
    if (typeof body.access_token === 'string') githubTokens.set(body.access_token, next.github);
  });
  server = await startServer(inject('dbKind'), {
    GITHUB_CLIENT_ID: 'gh-client',
    GITHUB_CLIENT_SECRET: 'gh-secret',
    GOOGLE_CLIENT_ID: 'google-client',
    GOOGLE_CLIENT_SECRET: 'google-secret',
    MICROSOFT_CLIENT_ID: 'ms-client',
    MICROSOFT_CLIENT_SECRET: 'ms-secret',
    GITHUB_OAUTH_URL: github.issuer.url!,
    GITHUB_API_URL: `http://127.0.0.1:${(githubRest.address() as AddressInfo).port}`,
    GOOGLE_ISSUER: google.issuer.url!,
    MICROSOFT_ISSUER: microsoft.issuer.url!,
  });
});

afterAll(async () => {
  await server?.stop();
  await Promise.all([google?.stop(), microsoft?.stop(), github?.stop()]);
  githubRest?.close();
});

const cookies = (r: Reply): string[] => {
  const set = r.headers['set-cookie'];
  return Array.isArray(set) ? set : set ? [set] : [];
};
const cookieValue = (r: Reply, name: string) =>
  cookies(r)
    .find((c) => c.startsWith(`${name}=`))
    ?.split(';')[0]!
    .slice(name.length + 1);
const HTML = 'text/html,application/xhtml+xml,*/*;q=0.8';

interface Flow {
  start: Reply;
  authorizeUrl: URL;
  stateCookie: string;
  // The path (with code and state) the provider sent the browser back to.
  callbackPath: string;
}

// Steps 1 and 2 of a browser's sign-in: GET /auth/<p> on `host`, then the provider's authorize page,
// which redirects straight back with a code.
async function begin(provider: Provider, host: string, query = ''): Promise<Flow> {
  const start = await request(host, 'GET', `/auth/${provider}${query}`, { base: server.url, headers: { accept: HTML } });
  expect(start.status, start.text).toBe(302);
  const authorizeUrl = new URL(start.headers.location!);
  const stateCookie = cookieValue(start, `oauth_${provider}`);
  expect(stateCookie, 'state cookie').toBeTruthy();
  const back = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(back.status).toBe(302);
  const to = new URL(back.headers.get('location')!);
  return { start, authorizeUrl, stateCookie: stateCookie!, callbackPath: to.pathname + to.search };
}

// Step 3: the browser (or an API client, with Accept: application/json) returns to our callback.
const finish = (host: string, flow: Pick<Flow, 'callbackPath'>, cookie: string | null, accept = 'application/json', provider?: Provider) =>
  request(host, 'GET', flow.callbackPath, {
    base: server.url,
    headers: { accept, ...(cookie ? { cookie: `oauth_${provider ?? flow.callbackPath.split('/')[2]}=${cookie}` } : {}) },
  });

async function signIn(provider: Provider, host: string, accept = 'application/json', query = '') {
  const flow = await begin(provider, host, query);
  return { flow, res: await finish(host, flow, flow.stateCookie, accept, provider) };
}

const me = (host: string, token: string) => api(host, server.url).get('/api/v1/auth/me', { token });
const site = () => newSite('Social', server.url);

describe('social sign-in: starting', () => {
  it('lists the providers configured for the host, on sites and on the platform host', async () => {
    const s = await site();
    for (const host of [s.host, PLATFORM]) {
      const r = await api(host, server.url).get('/api/v1/auth/providers');
      expect(r.status, r.text).toBe(200);
      expect(data(r).items).toEqual([
        { id: 'github', name: 'GitHub', url: '/auth/github' },
        { id: 'google', name: 'Google', url: '/auth/google' },
        { id: 'microsoft', name: 'Microsoft', url: '/auth/microsoft' },
      ]);
    }
  });

  it("sends the browser to the provider with PKCE (S256), state, nonce and this host's callback", async () => {
    const s = await site();
    const port = new URL(server.url).port;
    for (const provider of ['github', 'google', 'microsoft'] as const) {
      const start = await request(s.host, 'GET', `/auth/${provider}?return_to=/account`, { base: server.url, headers: { accept: HTML } });
      expect(start.status, start.text).toBe(302);
      const url = new URL(start.headers.location!);
      const issuer = { github: github.issuer.url, google: google.issuer.url, microsoft: microsoft.issuer.url }[provider];
      expect(url.origin).toBe(issuer);
      expect(url.pathname).toBe(provider === 'github' ? '/login/oauth/authorize' : '/authorize');
      const q = url.searchParams;
      expect(q.get('client_id')).toBe({ github: 'gh-client', google: 'google-client', microsoft: 'ms-client' }[provider]);
      expect(q.get('response_type')).toBe('code');
      expect(q.get('redirect_uri')).toBe(`http://${s.host}:${port}/auth/${provider}/callback`);
      expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(q.get('code_challenge_method')).toBe('S256');
      expect(q.get('state')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      expect(q.has('nonce')).toBe(provider !== 'github');
      const cookie = cookies(start).find((c) => c.startsWith(`oauth_${provider}=`))!;
      expect(cookie).toMatch(/; Path=\/; HttpOnly; SameSite=Lax; Max-Age=600$/);
      // Encrypted: neither the state nor the return path can be read from it.
      expect(cookie).not.toContain(q.get('state'));
      expect(Buffer.from(cookie.split('.')[3] ?? '', 'base64url').toString()).not.toContain('/account');
    }
  });

  it('answers 404 for an unknown provider, and for every provider on a server without credentials', async () => {
    const s = await site();
    expect((await request(s.host, 'GET', '/auth/facebook', { base: server.url })).status).toBe(404);
    expect((await request(s.host, 'GET', '/auth/facebook/callback?code=x&state=y', { base: server.url })).status).toBe(404);
    // The shared test server has no OAuth clients at all.
    const bare = await newSite('Bare');
    const list = await api(bare.host).get('/api/v1/auth/providers');
    expect(data(list).items).toEqual([]);
    for (const provider of ['github', 'google', 'microsoft']) {
      expect((await api(bare.host).get(`/auth/${provider}`)).status).toBe(404);
      expect((await api(bare.host).get(`/auth/${provider}/callback?code=x&state=y`)).status).toBe(404);
    }
    // Static siblings still win over the provider segment.
    expect((await api(bare.host).get('/auth/me')).status).toBe(401);
  });

  it('the unversioned /auth/* prefix is answered for the host it was sent to', async () => {
    const s = await newSite('Legacy prefix');
    const login = await api(s.host).post('/auth/login', { email: s.ownerEmail, password: 'owner-password-1' });
    expect(login.status, login.text).toBe(200);
    expect(data(login).item.role).toBe(5);
    expect(data(await api(s.host).get('/auth/me', { token: data(login).token })).item.role).toBe(5);
    expect((await api('nosuchsite.localhost').get('/auth/me')).status).toBe(404);
  });
});

describe('social sign-in: accounts', () => {
  for (const provider of ['github', 'google', 'microsoft'] as const) {
    it(`${provider}: creates an account with role 1 on the site, and signs the same person in again by identity`, async () => {
      const s = await site();
      const p = provider === 'github' ? { ...person(), sub: String(Math.floor(Math.random() * 1e9)) } : person();
      as(provider, p);
      const { res } = await signIn(provider, s.host);
      expect(res.status, res.text).toBe(200);
      expect(data(res).item).toEqual({ uid: expect.any(String), email: p.email, name: 'Pat Social', role: 1 });
      const token = data(res).token as string;
      expect(data(await me(s.host, token)).item).toMatchObject({ email: p.email, role: 1 });
      // The current_user cookie works by itself; the state cookie is cleared.
      const sessionCookie = cookieValue(res, 'current_user');
      expect(sessionCookie).toBe(token);
      const byCookie = await api(s.host, server.url).get('/api/v1/auth/me', { headers: { cookie: `current_user=${sessionCookie}` } });
      expect(data(byCookie).item).toMatchObject({ uid: data(res).item.uid, role: 1 });
      expect(cookies(res)).toContain(`oauth_${provider}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
      // No password was set: password sign-in with any password fails.
      const pw = await api(s.host, server.url).post('/api/v1/auth/login', { email: p.email, password: 'anything-at-all' });
      expect(pw.status).toBe(401);

      // Again, even with another address at the provider now: the identity decides.
      as(provider, { ...p, email: `${unique('changed')}@example.test` });
      const again = await signIn(provider, s.host);
      expect(again.res.status, again.res.text).toBe(200);
      expect(data(again.res).item.uid).toBe(data(res).item.uid);
      expect(data(again.res).item.email).toBe(p.email);
    });
  }

  it('a browser is redirected (303) to return_to with the session cookie', async () => {
    const s = await site();
    as('google', person());
    const { res } = await signIn('google', s.host, HTML, '?return_to=/account/orders%3Fx%3D1');
    expect(res.status, res.text).toBe(303);
    expect(res.headers.location).toBe('/account/orders?x=1');
    const token = cookieValue(res, 'current_user')!;
    expect(data(await me(s.host, token)).item.role).toBe(1);
    // A site host never hands out the admin session.
    expect(cookieValue(res, 'admin_session')).toBeUndefined();
  });

  it('return_to that leaves the host is not followed: the default path instead', async () => {
    const s = await site();
    for (const evil of ['//evil.example', 'https://evil.example', '/\\evil.example', '/\t/evil.example', 'javascript:alert(1)']) {
      as('github', { ...person(), sub: String(Math.floor(Math.random() * 1e9)) });
      const { res } = await signIn('github', s.host, HTML, `?return_to=${encodeURIComponent(evil)}`);
      expect(res.status, `${evil}: ${res.text}`).toBe(303);
      expect(res.headers.location, evil).toBe('/');
    }
  });

  it('on the platform host: an account with no site role, the admin session too, and /admin by default', async () => {
    as('microsoft', person());
    const { res } = await signIn('microsoft', PLATFORM, HTML);
    expect(res.status, res.text).toBe(303);
    expect(res.headers.location).toBe('/admin');
    const token = cookieValue(res, 'current_user')!;
    expect(cookieValue(res, 'admin_session')).toBe(token);
    expect(cookies(res).find((c) => c.startsWith('admin_session='))).toMatch(/SameSite=Strict/);
    expect(data(await me(PLATFORM, token)).item.role).toBe(0);
  });

  it('a verified provider address links to the existing password account, and ends that unproven password', async () => {
    const s = await site();
    const existing = await userWithRole({ ...s, base: server.url }, 1);
    as('google', { ...person(true, existing.email), name: 'Someone' });
    const { res } = await signIn('google', s.host);
    expect(res.status, res.text).toBe(200);
    expect(data(res).item).toMatchObject({ uid: existing.uid, email: existing.email, role: 1 });
    expect(data(res).text).toMatch(/password this account had no longer works/);
    // Whoever opened the account with that address before its owner proved it is out.
    expect((await me(s.host, existing.token)).status).toBe(401);
    expect((await api(s.host, server.url).post('/api/v1/auth/login', { email: existing.email, password: 'user-password-1' })).status).toBe(401);
    expect(data(await me(s.host, data(res).token)).item.uid).toBe(existing.uid);

    // GitHub's verified primary address links too (the account's address is proven now: nothing else changes).
    as('github', { ...person(true, existing.email), sub: String(Math.floor(Math.random() * 1e9)) });
    const gh = await signIn('github', s.host);
    expect(gh.res.status, gh.res.text).toBe(200);
    expect(data(gh.res).item.uid).toBe(existing.uid);
    expect(data(gh.res).text).not.toMatch(/password/);
    expect((await me(s.host, data(res).token)).status).toBe(200);
  });

  it('an UNVERIFIED provider address never links to an existing account', async () => {
    const s = await site();
    const existing = await userWithRole({ ...s, base: server.url }, 1);
    // Microsoft without xms_edov, GitHub with an unverified primary, Google with email_verified false.
    const cases: [Provider, Person][] = [
      ['microsoft', person(false, existing.email)],
      ['github', { ...person(false, existing.email), sub: String(Math.floor(Math.random() * 1e9)) }],
      ['google', person(false, existing.email)],
    ];
    for (const [provider, p] of cases) {
      as(provider, p);
      const { res } = await signIn(provider, s.host);
      expect(res.status, `${provider}: ${res.text}`).toBe(409);
      expect(data(res).text).toMatch(/already exists/);
      expect(cookieValue(res, 'current_user')).toBeUndefined();
      // A browser gets a page saying so, not a 500.
      const page = await signIn(provider, s.host, HTML);
      expect(page.res.status).toBe(409);
      expect(page.res.headers['content-type']).toMatch(/text\/html/);
      expect(page.res.text).toContain('already exists');
    }
    // The account is untouched: its password and token still work.
    expect((await me(s.host, existing.token)).status).toBe(200);
    expect((await api(s.host, server.url).post('/api/v1/auth/login', { email: existing.email, password: 'user-password-1' })).status).toBe(200);
  });

  it('an unverified address that no account has makes a new account, left unverified', async () => {
    const s = await site();
    as('microsoft', person(false));
    const { res } = await signIn('microsoft', s.host);
    expect(res.status, res.text).toBe(200);
    expect(data(res).item.role).toBe(1);
  });

  it('allowSignup: false refuses a new account, while a linked identity still signs in', async () => {
    const s = await site();
    const known = person();
    as('google', known);
    expect((await signIn('google', s.host)).res.status).toBe(200);
    const closed = await api(s.host, server.url).put('/api/v1/sites', { settings: { allowSignup: false } }, { token: s.ownerToken });
    expect(closed.status, closed.text).toBe(200);
    as('google', person());
    const refused = await signIn('google', s.host);
    expect(refused.res.status, refused.res.text).toBe(403);
    expect(data(refused.res).text).toMatch(/Sign-up is closed/);
    expect(cookieValue(refused.res, 'current_user')).toBeUndefined();
    as('google', known);
    expect((await signIn('google', s.host)).res.status).toBe(200);
  });

  it('a disabled account is refused', async () => {
    const s = await site();
    const p = person();
    as('google', p);
    const first = await signIn('google', s.host);
    expect(first.res.status).toBe(200);
    const off = await api(PLATFORM, server.url).patch(`/api/v1/accounts/${data(first.res).item.uid}`, { disabled: true }, { token: s.admin });
    expect(off.status, off.text).toBe(200);
    const { res } = await signIn('google', s.host);
    expect(res.status, res.text).toBe(403);
    expect(data(res).text).toMatch(/disabled/);
    expect(cookieValue(res, 'current_user')).toBeUndefined();
  });

  it('a provider that shares no address is refused with a reason', async () => {
    const s = await site();
    as('github', { ...person(true, null), sub: String(Math.floor(Math.random() * 1e9)) });
    const { res } = await signIn('github', s.host);
    expect(res.status, res.text).toBe(403);
    expect(data(res).text).toMatch(/did not share an email address/);
  });
});

describe('social sign-in: state', () => {
  it('a missing, wrong or tampered state is refused, sets no session, and clears the state cookie', async () => {
    const s = await site();
    as('google', person());
    const flow = await begin('google', s.host);
    const noCookie = await finish(s.host, flow, null);
    expect(noCookie.status, noCookie.text).toBe(400);
    expect(data(noCookie).text).toMatch(/expired or was started in another browser/);
    expect(cookieValue(noCookie, 'current_user')).toBeUndefined();

    const tampered = flow.stateCookie.slice(0, -4) + (flow.stateCookie.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    const bad = await finish(s.host, flow, tampered, 'application/json', 'google');
    expect(bad.status, bad.text).toBe(400);
    expect(cookieValue(bad, 'current_user')).toBeUndefined();

    // A state of another sign-in (this browser's cookie, an attacker's code and state).
    const other = await begin('google', s.host);
    const wrongState = await finish(s.host, other, flow.stateCookie, 'application/json', 'google');
    expect(wrongState.status, wrongState.text).toBe(400);
    expect(data(wrongState).text).toMatch(/state mismatch/);
    expect(cookieValue(wrongState, 'current_user')).toBeUndefined();
    expect(cookies(wrongState)).toContain('oauth_google=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0');

    // A browser gets an HTML page (never a 500).
    const page = await finish(s.host, flow, null, HTML);
    expect(page.status).toBe(400);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });

  it('a replayed callback (same cookie, code and state) fails; the code is not exchanged again', async () => {
    const s = await site();
    as('microsoft', person());
    const flow = await begin('microsoft', s.host);
    const first = await finish(s.host, flow, flow.stateCookie, 'application/json', 'microsoft');
    expect(first.status, first.text).toBe(200);
    const before = issuedIdTokens.microsoft;
    const replay = await finish(s.host, flow, flow.stateCookie, 'application/json', 'microsoft');
    expect(replay.status, replay.text).toBe(400);
    expect(data(replay).text).toMatch(/already used/);
    expect(cookieValue(replay, 'current_user')).toBeUndefined();
    expect(issuedIdTokens.microsoft).toBe(before);
  });

  it('a state started on one site is refused on another, and for another provider', async () => {
    const a = await site();
    const b = await site();
    as('google', person());
    const flow = await begin('google', a.host);
    const elsewhere = await finish(b.host, flow, flow.stateCookie, 'application/json', 'google');
    expect(elsewhere.status, elsewhere.text).toBe(400);
    expect(cookieValue(elsewhere, 'current_user')).toBeUndefined();
    // The google state under the microsoft cookie name, on the microsoft callback.
    const crossed = await finish(a.host, { callbackPath: flow.callbackPath.replace('/auth/google/', '/auth/microsoft/') }, flow.stateCookie, 'application/json', 'microsoft');
    expect(crossed.status, crossed.text).toBe(400);
  });

  it('the provider refusing (error=access_denied) is a 400 saying so', async () => {
    const s = await site();
    const flow = await begin('github', s.host);
    const state = new URL(flow.authorizeUrl).searchParams.get('state')!;
    const res = await finish(s.host, { callbackPath: `/auth/github/callback?error=access_denied&error_description=The+user+said+no&state=${state}` }, flow.stateCookie, 'application/json', 'github');
    expect(res.status, res.text).toBe(400);
    expect(data(res).text).toMatch(/GitHub did not sign you in \(access_denied: The user said no\)/);
  });
});

describe("social sign-in: a site's own clients", () => {
  it("are write-only settings that win over the deployment's", async () => {
    const s = await site();
    const put = await api(s.host, server.url).put('/api/v1/sites', { settings: { oauth: { google: { clientId: 'site-google', clientSecret: 'site-secret' } } } }, { token: s.ownerToken });
    expect(put.status, put.text).toBe(200);
    expect(data(put).item.settings.oauth).toBeUndefined();
    expect(data(put).item.secretsSet).toEqual(expect.arrayContaining(['oauth.google.clientId', 'oauth.google.clientSecret']));
    expect(put.text).not.toContain('site-secret');

    as('google', person());
    const { flow, res } = await signIn('google', s.host);
    expect(flow.authorizeUrl.searchParams.get('client_id')).toBe('site-google');
    expect(res.status, res.text).toBe(200);
    expect(data(res).item.role).toBe(1);

    const removed = await api(s.host, server.url).put('/api/v1/sites', { settings: { oauth: { google: null } } }, { token: s.ownerToken });
    expect(data(removed).item.secretsSet).not.toContain('oauth.google.clientId');
    const again = await begin('google', s.host);
    expect(again.authorizeUrl.searchParams.get('client_id')).toBe('google-client');
  });

  it('offer a provider on a deployment that has none', async () => {
    const bare = await newSite('Own clients');
    const put = await api(bare.host).put('/api/v1/sites', { settings: { oauth: { github: { clientId: 'own-gh', clientSecret: 'own-secret' } } } }, { token: bare.ownerToken });
    expect(put.status, put.text).toBe(200);
    expect(data(await api(bare.host).get('/api/v1/auth/providers')).items).toEqual([{ id: 'github', name: 'GitHub', url: '/auth/github' }]);
    const start = await api(bare.host).get('/auth/github', { headers: { accept: HTML } });
    expect(start.status).toBe(302);
    expect(new URL(start.headers.location!).searchParams.get('client_id')).toBe('own-gh');
    // An API client asking for JSON gets the same URL in the envelope, with the state cookie.
    const asJson = await api(bare.host).get('/auth/github');
    expect(asJson.status, asJson.text).toBe(200);
    expect(new URL(data(asJson).location as string).searchParams.get('client_id')).toBe('own-gh');
    expect(asJson.headers['set-cookie']?.some((c) => c.startsWith('oauth_github='))).toBe(true);
    expect((await api(bare.host).get('/auth/google')).status).toBe(404);
    // Malformed clients are refused (both fields, nothing else).
    const bad = await api(bare.host).put('/api/v1/sites', { settings: { oauth: { github: { clientId: 'x' } } } }, { token: bare.ownerToken });
    expect(bad.status).toBe(422);
  });
});
