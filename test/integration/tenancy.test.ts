import fs from 'node:fs';
import path from 'node:path';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { adminToken, api, data, newSite, PLATFORM, unique, userWithRole } from '../helpers/http';
import { joinByInvitation } from '../helpers/invitations';

// Tokens signed with the server's own secret (generated into its DATA_DIR), to build expired ones.
function serverSecret(): Uint8Array {
  return new TextEncoder().encode(fs.readFileSync(path.join(inject('dataDir'), 'auth-secret'), 'utf8').trim());
}

const me = (host: string, token?: string, headers?: Record<string, string>) => api(host).get('/api/v1/auth/me', { token, headers });

describe('tenant matrix', () => {
  let a: Awaited<ReturnType<typeof newSite>>;
  let b: Awaited<ReturnType<typeof newSite>>;
  let alice: Awaited<ReturnType<typeof userWithRole>>;

  beforeAll(async () => {
    a = await newSite('Site A');
    b = await newSite('Site B');
    alice = await userWithRole(a, 3, 'Alice');
  });

  it('a token minted on site A is a session with role 0 on site B', async () => {
    expect(data(await me(a.host, alice.token)).item.role).toBe(3);
    const there = await me(b.host, alice.token);
    expect(there.status).toBe(200);
    expect(data(there).item).toMatchObject({ uid: alice.uid, role: 0 });
    // Role-gated endpoints on B: 403, not 401, and not A's role.
    expect((await api(b.host).get('/api/v1/users', { token: alice.token })).status).toBe(403);
    expect((await api(b.host).put('/api/v1/sites', { name: 'Taken over' }, { token: a.ownerToken })).status).toBe(403);
  });

  it('a membership on B grants exactly that role there', async () => {
    // Alice is no member of B: B's owner cannot put a role on her, only invite her.
    expect((await api(b.host).put(`/api/v1/users/${alice.uid}`, { role: 2 }, { token: b.ownerToken })).status).toBe(404);
    expect(await joinByInvitation(b, alice, 2)).toMatchObject({ site: { uid: b.uid }, role: 2 });
    expect(data(await me(b.host, alice.token)).item.role).toBe(2);
    expect(data(await me(a.host, alice.token)).item.role).toBe(3);
    expect((await api(b.host).get('/api/v1/users', { token: alice.token })).status).toBe(200);
    // Role 0 removes the membership again and ends the tokens she held; signed in anew she has role 0 on B.
    await api(b.host).put(`/api/v1/users/${alice.uid}`, { role: 0 }, { token: b.ownerToken });
    expect((await me(b.host, alice.token)).status).toBe(401);
    const again = await api(a.host).post('/api/v1/auth/login', { email: alice.email, password: 'user-password-1' });
    alice.token = data(again).token as string;
    expect(data(await me(b.host, alice.token)).item.role).toBe(0);
    expect(data(await me(a.host, alice.token)).item.role).toBe(3);
  });

  it('platform role 7 applies on every site', async () => {
    const admin = await adminToken();
    for (const host of [a.host, b.host, PLATFORM]) expect(data(await me(host, admin)).item.role).toBe(7);
    expect((await api(b.host).get('/api/v1/users', { token: admin })).status).toBe(200);
  });

  it('forged, expired, alg:none and garbage tokens are 401', async () => {
    const [h, p] = alice.token.split('.');
    const forged = `${h}.${p}.${Buffer.from('not the signature').toString('base64url')}`;
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`;
    const otherKey = await new SignJWT({ sid: a.uid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(alice.uid)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(48)));
    const expired = await new SignJWT({ sid: a.uid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(alice.uid)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(serverSecret());
    const stillValid = await new SignJWT({ sid: a.uid, ver: 1_000 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(alice.uid)
      .setJti('control')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(serverSecret());
    expect((await me(a.host, stillValid)).status).toBe(200); // the control: the same recipe with a live exp works
    for (const [name, token] of Object.entries({ forged, none, otherKey, expired, garbage: 'abc.def' })) {
      const r = await me(a.host, token);
      expect(r.status, name).toBe(401);
      expect(r.json?.state, name).toBe('error');
      expect(typeof data(r).text, name).toBe('string');
    }
  });

  it('accepts the token as bearer, current_user and fs_session cookies', async () => {
    for (const cookie of [`current_user=${alice.token}`, `fs_session=${alice.token}`]) {
      const r = await me(a.host, undefined, { cookie });
      expect(r.status).toBe(200);
      expect(data(r).item.uid).toBe(alice.uid);
    }
  });

  it('a cookie-only write needs an Origin or Referer of the same origin', async () => {
    const cookie = `current_user=${a.ownerToken}`;
    const body = { title: 'Written by cookie' };
    const cross = await api(a.host).post('/api/v1/posts', body, { headers: { cookie, origin: 'http://evil.example' } });
    expect(cross.status).toBe(403);
    const missing = await api(a.host).post('/api/v1/posts', body, { headers: { cookie } });
    expect(missing.status).toBe(403);
    const port = new URL(inject('serverUrl')).port;
    const same = await api(a.host).post('/api/v1/posts', body, { headers: { cookie, origin: `http://${a.host}:${port}` } });
    expect(same.status).toBe(201);
    const referer = await api(a.host).post('/api/v1/posts', body, { headers: { cookie, referer: `http://${a.host}:${port}/blog` } });
    expect(referer.status).toBe(201);
    // Bearer requests are exempt.
    const bearer = await api(a.host).put('/api/v1/sites', { name: 'Site A' }, { token: a.ownerToken, headers: { origin: 'http://evil.example' } });
    expect(bearer.status).toBe(200);
  });

  it('unknown hosts answer 404: JSON under /api/, HTML elsewhere', async () => {
    const host = `${unique('nosite')}.localhost`;
    const r = await api(host).get('/api/v1/posts');
    expect(r.status).toBe(404);
    expect(r.json?.state).toBe('error');
    const page = await api(host).get('/', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(404);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    // The platform host is not a site: site endpoints answer 404 there.
    expect((await api(PLATFORM).get('/api/v1/users', { token: await adminToken() })).status).toBe(404);
  });
});
