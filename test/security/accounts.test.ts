import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, data, newSite, PLATFORM, request, unique, userWithRole } from '../helpers/http';
import { startServer, type RunningServer } from '../helpers/server';

// Attacks on accounts and roles (issue 9), each answered safely by the production server over HTTP.

const serverSecret = () => new TextEncoder().encode(fs.readFileSync(path.join(inject('dataDir'), 'auth-secret'), 'utf8').trim());
const me = (host: string, token: string) => api(host).get('/api/v1/auth/me', { token });
const port = () => new URL(inject('serverUrl')).port;
const cookieOnly = (token: string, origin: string) => ({ headers: { cookie: `current_user=${token}`, origin } });

describe('roles and personal data', () => {
  let site: Awaited<ReturnType<typeof newSite>>;
  beforeAll(async () => {
    site = await newSite('Roles');
  });

  it('PUT /users/<non-member> puts no role on them and answers no name or email (docs/behaviours.md#B-role-consent: invite instead)', async () => {
    const other = await newSite('Elsewhere');
    const stranger = await userWithRole(other, 1, 'Stranger Name');
    const r = await api(site.host).put(`/api/v1/users/${stranger.uid}`, { role: 1 }, { token: site.ownerToken });
    expect(r.status).toBe(404);
    expect(r.text).not.toContain(stranger.email);
    expect(r.text).not.toContain('Stranger Name');
    expect(data(await me(site.host, stranger.token)).item.role).toBe(0);
  });

  it('a co-owner (role 5) can neither demote the owner nor another role-5 member; the owner can', async () => {
    const coOwner = await userWithRole(site, 5, 'Co');
    const other5 = await userWithRole(site, 5, 'Other');
    const owner = data(await me(site.host, site.ownerToken)).item;
    expect((await api(site.host).put(`/api/v1/users/${owner.uid}`, { role: 1 }, { token: coOwner.token })).status).toBe(403);
    expect((await api(site.host).put(`/api/v1/users/${other5.uid}`, { role: 1 }, { token: coOwner.token })).status).toBe(403);
    expect(data(await me(site.host, site.ownerToken)).item.role).toBe(5);
    expect(data(await me(site.host, other5.token)).item.role).toBe(5);
    // A role-3 member cannot raise anyone to 4 or change a role-3 peer.
    const marketer = await userWithRole(site, 3);
    const peer = await userWithRole(site, 3);
    expect((await api(site.host).put(`/api/v1/users/${peer.uid}`, { role: 1 }, { token: marketer.token })).status).toBe(403);
    // The owner may demote a role-5 member.
    expect((await api(site.host).put(`/api/v1/users/${other5.uid}`, { role: 2 }, { token: site.ownerToken })).status).toBe(200);
    // The owner cannot demote themself below 7's reach either: only role 7 changes the owner's role.
    expect((await api(site.host).put(`/api/v1/users/${owner.uid}`, { role: 1 }, { token: site.ownerToken })).status).toBe(403);
  });

  it("removing a role ends the removed user's tokens", async () => {
    const writer = await userWithRole(site, 2);
    expect((await me(site.host, writer.token)).status).toBe(200);
    expect((await api(site.host).put(`/api/v1/users/${writer.uid}`, { role: 0 }, { token: site.ownerToken })).status).toBe(200);
    expect((await me(site.host, writer.token)).status).toBe(401);
  });

  it('a site-host cookie alone never manages roles, settings or sites; bearer does', async () => {
    const origin = `http://${site.host}:${port()}`;
    const member = await userWithRole(site, 2);
    const cookie = cookieOnly(site.ownerToken, origin);
    expect((await api(site.host).put('/api/v1/sites', { name: 'Cookie rename' }, cookie)).status).toBe(403);
    expect((await api(site.host).put(`/api/v1/users/${member.uid}`, { role: 5 }, cookie)).status).toBe(403);
    expect((await api(site.host).get('/api/v1/users', cookie)).status).toBe(403);
    expect((await api(site.host).post(`/api/v1/sites/${site.uid}/switch`, {}, cookie)).status).toBe(403);
    expect((await api(site.host).del(`/api/v1/sites/${site.uid}`, cookie)).status).toBe(403);
    expect(data(await me(site.host, member.token)).item.role).toBe(2);
    expect((await api(site.host).put('/api/v1/sites', { name: 'Bearer rename' }, { token: site.ownerToken })).status).toBe(200);
  });

  it('the Origin check compares scheme, host and port', async () => {
    const writer = await userWithRole(site, 2);
    const post = (origin: string) => api(site.host).post('/api/v1/posts', { title: 'Origin test' }, cookieOnly(writer.token, origin));
    expect((await post(`https://${site.host}:${port()}`)).status).toBe(403);
    expect((await post(`http://${site.host}:1`)).status).toBe(403);
    expect((await post(`http://${site.host}`)).status).toBe(403);
    expect((await post(`http://evil.${site.host}:${port()}`)).status).toBe(403);
    expect((await post(`http://${site.host}:${port()}`)).status).toBe(201);
  });
});

describe('tokens', () => {
  let site: Awaited<ReturnType<typeof newSite>>;
  beforeAll(async () => {
    site = await newSite('Tokens');
  });

  const login = async (email: string) => data(await api(site.host).post('/api/v1/auth/login', { email, password: 'user-password-1' })).token as string;

  it('sign-out ends the presented token at once and clears the cookie; other tokens live on', async () => {
    const user = await userWithRole(site, 1);
    const second = await login(user.email);
    const out = await api(site.host).post('/api/v1/auth/logout', {}, { token: user.token });
    expect(out.status).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/current_user=;.*Max-Age=0/);
    expect((await me(site.host, user.token)).status).toBe(401);
    expect((await me(site.host, second)).status).toBe(200);
    // The legacy prefix signs out too.
    expect((await api(site.host).post('/auth/logout', {}, { token: second })).status).toBe(200);
    expect((await me(site.host, second)).status).toBe(401);
  });

  it('sign-out everywhere ends every token of the user', async () => {
    const user = await userWithRole(site, 1);
    const tokens = [user.token, await login(user.email), await login(user.email)];
    expect((await api(site.host).post('/api/v1/auth/logout', { everywhere: true }, { token: tokens[1] })).status).toBe(200);
    for (const t of tokens) expect((await me(site.host, t)).status).toBe(401);
    expect((await me(site.host, await login(user.email))).status).toBe(200);
  });

  it('a token without exp, or without jti, is refused even with the right key', async () => {
    const user = await userWithRole(site, 1);
    const uid = user.uid;
    const noExp = await new SignJWT({ sid: site.uid, ver: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject(uid).setJti('x1').setIssuedAt().sign(serverSecret());
    const noJti = await new SignJWT({ sid: site.uid, ver: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject(uid).setIssuedAt().setExpirationTime('1h').sign(serverSecret());
    const good = await new SignJWT({ sid: site.uid, ver: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject(uid).setJti('x2').setIssuedAt().setExpirationTime('1h').sign(serverSecret());
    expect((await me(site.host, noExp)).status).toBe(401);
    expect((await me(site.host, noJti)).status).toBe(401);
    expect((await me(site.host, good)).status).toBe(200);
  });
});

describe('login limit under a parallel burst', () => {
  it('100 parallel wrong logins for one email: exactly RATE_LIMIT_LOGIN (10) are tried, the rest get 429', async () => {
    const email = `${unique('burst')}@example.test`;
    const replies = await Promise.all(Array.from({ length: 100 }, () => api(PLATFORM).post('/api/v1/auth/login', { email, password: 'wrong-password' })));
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(90);
  });
});

// A server of its own with small per-IP limits, so the counts are exact.
describe('per-IP limits', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(inject('dbKind'), { RATE_LIMIT_LOGIN_IP: '5', RATE_LIMIT_SIGNUP: '3' });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  function post(host: string, pathname: string, body: unknown, token?: string): Promise<{ status: number; body: string }> {
    const url = new URL(server.url);
    const payload = JSON.stringify(body);
    const headers: Record<string, string> = { host, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) };
    if (token) headers.authorization = `Bearer ${token}`;
    return new Promise((resolve, reject) => {
      const req = http.request({ hostname: url.hostname, port: url.port, method: 'POST', path: pathname, headers }, (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      req.on('error', reject);
      req.end(payload);
    });
  }

  it('one address spraying many emails is stopped by RATE_LIMIT_LOGIN_IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await post('localhost', '/api/v1/auth/login', { email: `${unique('spray')}@example.test`, password: 'wrong-password' })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it("sign-up plus POST /sites share RATE_LIMIT_SIGNUP, so sites/new's limit cannot be bypassed", async () => {
    const signup = await post('localhost', '/api/v1/auth/signup', { email: `${unique('s')}@example.test`, password: 'signup-password', name: 'S' });
    expect(signup.status).toBe(201);
    const token = JSON.parse(signup.body).data.token as string;
    const sites = [];
    for (let i = 0; i < 3; i++) sites.push((await post('localhost', '/api/v1/sites', { subdomain: unique('lim'), name: 'Limited' }, token)).status);
    expect(sites).toEqual([201, 201, 429]);
    expect((await post('localhost', '/api/v1/auth/signup', { email: `${unique('s')}@example.test`, password: 'signup-password', name: 'S' })).status).toBe(429);
  });
});

describe('GET /sites paginates', () => {
  it("pages through the caller's sites with next_page", async () => {
    const first = await newSite('Pager');
    for (let i = 0; i < 2; i++) expect((await api(PLATFORM).post('/api/v1/sites', { subdomain: unique('pg'), name: `P${i}` }, { token: first.ownerToken })).status).toBe(201);
    const page1 = await request(PLATFORM, 'GET', '/api/v1/sites?page_size=2', { token: first.ownerToken });
    expect(data(page1).items).toHaveLength(2);
    expect(data(page1).pagination).toMatchObject({ page: 1, page_size: 2, total_entries: 3, more: true, next_page: 2 });
    const page2 = await request(PLATFORM, 'GET', '/api/v1/sites?page=2&page_size=2', { token: first.ownerToken });
    expect(data(page2).items).toHaveLength(1);
    expect(data(page2).pagination).toMatchObject({ more: false, next_page: null });
  });
});
