import { beforeAll, describe, expect, it } from 'vitest';
import ERROR_TABLE from '@/lib/shared/error-codes.json';
import { api, data, newSite, PLATFORM, request, userWithRole, type Reply } from '../helpers/http';

// Every error answer carries a code from lib/shared/error-codes.json beside its text, with the status the
// table gives it; a validation failure also names each value at fault (docs/errors.md).
let site: Awaited<ReturnType<typeof newSite>>;

beforeAll(async () => {
  site = await newSite('Coded errors');
});

function expectCoded(r: Reply, code: keyof typeof ERROR_TABLE) {
  expect(r.status, r.text).toBe(ERROR_TABLE[code].status);
  expect(r.json?.state, r.text).toBe('error');
  expect(data(r).code, r.text).toBe(code);
  expect(typeof data(r).text).toBe('string');
  expect(data(r).text.length).toBeGreaterThan(0);
}

describe('coded error answers', () => {
  it('a body that fails validation: 422 `invalid`, one issue per value at fault at its path, the text as before', async () => {
    const r = await api(site.host).post('/api/v1/posts', { title: 42, body: 'x', colour: 'red' }, { token: site.ownerToken });
    expectCoded(r, 'invalid');
    const issues = data(r).issues as { path: string; message: string }[];
    expect(issues.map((i) => i.path).sort()).toEqual(['colour', 'title']);
    for (const i of issues) expect(i.message.length).toBeGreaterThan(0);
    // The text keeps its form: `path: message` joined with `; `.
    expect(data(r).text).toMatch(/(^|; )title: /);
  });

  it('a value deep in a body is named with brackets and dots (`domains[1]`)', async () => {
    const r = await api(site.host).put('/api/v1/sites', { domains: ['shop.example.test', 'not a domain!'] }, { token: site.ownerToken });
    expectCoded(r, 'invalid');
    expect(data(r).issues).toEqual([{ path: 'domains[1]', message: expect.any(String) }]);
  });

  it('a query that fails validation names its parameter', async () => {
    const r = await api(PLATFORM).get('/api/v1/sites/available');
    expectCoded(r, 'invalid');
    expect(data(r).issues).toEqual([{ path: 'subdomain', message: expect.any(String) }]);
  });

  it("an operation's own refusal of a named value lists it as that value's issue", async () => {
    const r = await api(site.host).post('/api/v1/redirects', { from: '/loop', to: '/loop', status: 301 }, { token: site.ownerToken });
    expectCoded(r, 'invalid');
    expect(data(r).issues).toEqual([{ path: 'to', message: 'a redirect to itself would loop' }]);
  });

  it('malformed JSON: 400 `bad_request`, with no issues', async () => {
    const r = await request(site.host, 'POST', '/api/v1/posts', { token: site.ownerToken, raw: '{"title": ', headers: { 'content-type': 'application/json' } });
    expectCoded(r, 'bad_request');
    expect(data(r).issues).toBeUndefined();
  });

  it('no such record: 404 `not_found`; no such endpoint: 404 `not_found`', async () => {
    expectCoded(await api(site.host).get('/api/v1/posts/no-such-post', { token: site.ownerToken }), 'not_found');
    expectCoded(await api(site.host).get('/api/v1/no-such-endpoint'), 'not_found');
  });

  it('a method the path does not have: 405 `method_not_allowed` with Allow', async () => {
    const r = await api(site.host).del('/api/v1/posts', { token: site.ownerToken });
    expectCoded(r, 'method_not_allowed');
    expect(r.headers.allow).toContain('GET');
  });

  it('no credential: 401 `unauthorized`; a role too low: 403 `forbidden`', async () => {
    expectCoded(await api(site.host).post('/api/v1/redirects', { from: '/a', to: '/b', status: 301 }), 'unauthorized');
    const member = await userWithRole(site, 1);
    expectCoded(await api(site.host).post('/api/v1/redirects', { from: '/a', to: '/b', status: 301 }, { token: member.token }), 'forbidden');
  });

  it('another Content-Type than JSON: 415 `unsupported_media_type`', async () => {
    const r = await request(site.host, 'POST', '/api/v1/posts', { token: site.ownerToken, raw: 'title=x', headers: { 'content-type': 'text/plain' } });
    expectCoded(r, 'unsupported_media_type');
  });

  it("the outer server's own answer (a malformed percent-escape) is coded too", async () => {
    const r = await request(site.host, 'GET', '/api/v1/posts/%E0%A4%A', { token: site.ownerToken });
    expectCoded(r, 'bad_request');
  });
});
