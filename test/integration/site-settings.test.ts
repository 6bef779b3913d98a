import { describe, expect, inject, it } from 'vitest';
import { RENDER_LIMITS } from '@/lib/liquid/engine';
import { RENDER_WORK_LIMITS } from '@/lib/liquid/limits';
import { FETCH_MAX_BYTES, FETCH_TIMEOUT_MS, OUTPUT_LIMIT } from '@/lib/liquid/limits';
import { api, data, newSite, PLATFORM, userWithRole } from '../helpers/http';

// Issue 11 B.3: what the admin's settings screen reads and writes, with the admin session on the
// platform host and X-Site (the admin's own way), and the plain limits readout.
const port = () => new URL(inject('serverUrl')).port;
const admin = (token: string, siteUid: string) => ({ headers: { cookie: `admin_session=${token}`, origin: `http://${PLATFORM}:${port()}`, 'x-site': siteUid } });
type Limit = { name: string; value: number; unit: string; description: string };

describe('site settings through the admin session', () => {
  it('reads and renames the site, claims a domain with its DNS record, lists members and changes a role', async () => {
    const site = await newSite('Settings');
    const login = await api(PLATFORM).post('/api/v1/auth/login', { email: site.ownerEmail, password: 'owner-password-1' }, { headers: { origin: `http://${PLATFORM}:${port()}` } });
    const token = data(login).token as string;
    const as = admin(token, site.uid);
    const renamed = await api(PLATFORM).put('/api/v1/sites', { name: 'New name', domains: ['shop.settings-test.example'] }, as);
    expect(renamed.status, renamed.text).toBe(200);
    const read = data(await api(PLATFORM).get(`/api/v1/sites/${site.uid}`, as)).item;
    expect(read.name).toBe('New name');
    expect(read.domains).toEqual([]);
    expect(read.domainClaims).toEqual([
      {
        domain: 'shop.settings-test.example',
        status: 'pending',
        checkedAt: null,
        verifiedAt: null,
        record: { type: 'TXT', name: '_site-platform-challenge.shop.settings-test.example', value: expect.stringMatching(/^site-platform-verification=/) },
      },
    ]);
    const member = await userWithRole(site, 2, 'Member');
    // The record carries the claim token: a role-2 member reads the claim's state only.
    const asMember = data(await api(site.host).get(`/api/v1/sites/${site.uid}`, { token: member.token })).item;
    expect(asMember.domainClaims[0].record).toBeUndefined();
    const members = data(await api(PLATFORM).get('/api/v1/users', as)).items as { uid: string; role: number }[];
    expect(members.find((m) => m.uid === member.uid)?.role).toBe(2);
    const granted = await api(PLATFORM).put(`/api/v1/users/${member.uid}`, { role: 3 }, as);
    expect(granted.status, granted.text).toBe(200);
    expect(data(granted).item.role).toBe(3);
    // Within the granter's rights: a role-3 member cannot grant above their own role, nor manage by cookie.
    const peer = await userWithRole(site, 3, 'Peer');
    expect((await api(site.host).put(`/api/v1/users/${member.uid}`, { role: 5 }, { token: peer.token })).status).toBe(403);
  });
});

describe('GET /api/v1/sites/limits', () => {
  it('states the limits any member can read, from the constants the code uses', async () => {
    const site = await newSite('Limits');
    const customer = await userWithRole(site, 1);
    const r = await api(site.host).get('/api/v1/sites/limits', { token: customer.token });
    expect(r.status, r.text).toBe(200);
    const items = data(r).items as Limit[];
    const value = (name: string) => items.find((l) => l.name === name)?.value;
    for (const l of items) {
      expect(l).toEqual({ name: expect.any(String), value: expect.any(Number), unit: expect.any(String), description: expect.any(String) });
      expect(l.description.length, l.name).toBeGreaterThan(10);
    }
    expect(value('render.timeMs')).toBe(RENDER_WORK_LIMITS.timeMs);
    expect(value('render.memoryBytes')).toBe(RENDER_LIMITS.memoryLimit);
    expect(value('render.outputBytes')).toBe(OUTPUT_LIMIT);
    expect(value('render.loopItems')).toBe(RENDER_WORK_LIMITS.filterOutputItems);
    expect(value('fetch.perRender')).toBe(RENDER_WORK_LIMITS.fetchesPerRender);
    expect(value('fetch.timeoutMs')).toBe(FETCH_TIMEOUT_MS);
    expect(value('fetch.maxBytes')).toBe(FETCH_MAX_BYTES);
    // The test server runs with the defaults of docs/behaviours.md#B-config-defaults.
    expect(value('cache.pageSeconds')).toBe(30);
    expect(value('body.maxBytes')).toBe(1024 * 1024);
    // The storage quota is stated to every member; its use only to those who upload (role 3+).
    expect(value('storage.quotaBytes')).toBe(512 * 1024 * 1024);
    expect(data(r).storage).toBeUndefined();
    const owner = await api(site.host).get('/api/v1/sites/limits', { token: site.ownerToken });
    expect(data(owner).storage).toEqual({ quotaBytes: 512 * 1024 * 1024, quotaSet: false, storedBytes: 0, reservedBytes: 0, variantBytes: 0, usedBytes: 0 });
    // Rate limits as configured (the test servers raise them), each with its window.
    expect(items.find((l) => l.name === 'rate.login')?.unit).toBe('requests per 60 s');
    expect(items.find((l) => l.name === 'rate.sitesNew')).toMatchObject({ value: 1000, unit: 'requests per 3600 s' }); // RATE_LIMIT_SITES_NEW of test/helpers/server.ts
    for (const name of ['login', 'loginIp', 'available', 'sitesNew', 'signup', 'quote', 'domainVerify']) expect(value(`rate.${name}`), name).toBeGreaterThan(0);
  });

  it('is for members of the addressed site only, also through X-Site', async () => {
    const site = await newSite('Limits access');
    const other = await newSite('Other');
    expect((await api(site.host).get('/api/v1/sites/limits')).status).toBe(401);
    expect((await api(site.host).get('/api/v1/sites/limits', { token: other.ownerToken })).status).toBe(403);
    expect((await api(PLATFORM).get('/api/v1/sites/limits', { token: site.ownerToken, headers: { 'x-site': site.uid } })).status).toBe(200);
    expect((await api(PLATFORM).get('/api/v1/sites/limits', { token: site.ownerToken, headers: { 'x-site': other.uid } })).status).toBe(403);
    expect((await api(PLATFORM).get('/api/v1/sites/limits', { token: site.ownerToken })).status).toBe(404);
  });
});
