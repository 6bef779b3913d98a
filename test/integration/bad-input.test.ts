import { describe, expect, it } from 'vitest';
import { api, data, newSite, PLATFORM, request } from '../helpers/http';

// Every bad body gets a 4xx in the envelope and leaves stored data as it was.
describe('bad input', () => {
  it('malformed JSON, wrong types, unknown fields and a 2 MB body each get a 4xx envelope; data intact', async () => {
    const site = await newSite('Intact');
    const before = await api(PLATFORM).get(`/api/v1/sites/${site.uid}`, { token: site.ownerToken });
    const put = (raw: string | Buffer) => request(site.host, 'PUT', '/api/v1/sites', { token: site.ownerToken, raw, headers: { 'content-type': 'application/json' } });
    const cases: [string, string | Buffer, number][] = [
      ['malformed JSON', '{"name": ', 400],
      ['not an object', '[1,2,3]', 422],
      ['null', 'null', 422],
      ['wrong type', JSON.stringify({ name: 42 }), 422],
      ['unknown field of the wrong type', JSON.stringify({ name: 'ok', owner: { $ne: 1 } }), 422],
      ['nested junk in domains', JSON.stringify({ domains: [{ a: [1, { b: null }] }] }), 422],
      ['unicode junk name', JSON.stringify({ name: '\u0000\uffff'.repeat(200) }), 422],
      ['2 MB body', Buffer.alloc(2 * 1024 * 1024, 'a'), 413],
      ['2 MB valid JSON', JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }), 413],
    ];
    for (const [name, raw, status] of cases) {
      const r = await put(raw);
      expect(r.status, name).toBe(status);
      expect(r.json?.state, name).toBe('error');
      expect(typeof data(r).text, name).toBe('string');
    }
    const after = await api(PLATFORM).get(`/api/v1/sites/${site.uid}`, { token: site.ownerToken });
    expect(data(after).item).toEqual(data(before).item);
  });

  it('half of a surrogate pair in a JSON value or key answers 422 where jsonb would have failed; a whole pair is kept', async () => {
    const site = await newSite('Surrogates');
    const lead = (raw: string) => request(site.host, 'POST', '/api/v1/leads', { raw, headers: { 'content-type': 'application/json' } });
    for (const raw of ['{"form":"x","data":{"name":"\\ud800"}}', '{"form":"x","data":{"\\udc00":"a"}}', '{"form":"\\ud83d","data":{}}']) {
      const r = await lead(raw);
      expect(r.status, `${raw}: ${r.text}`).toBe(422);
      expect(data(r).text).toContain('surrogate');
    }
    const whole = await lead('{"form":"x","data":{"name":"\\ud83d\\ude00 ok"}}');
    expect(whole.status, whole.text).toBe(201);
    expect(data(whole).item.data).toEqual({ name: '\u{1F600} ok' });
  });

  it('login and signup with bad bodies never answer 500', async () => {
    const bodies = ['{', '"str"', '{"email": []}', JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(5000) }), JSON.stringify({ email: 'a@b.co', password: 'pw', extra: 1 })];
    for (const raw of bodies) {
      for (const path of ['/api/v1/auth/login', '/api/v1/auth/signup', '/api/v1/sites/new']) {
        const r = await request(PLATFORM, 'POST', path, { raw, headers: { 'content-type': 'application/json' } });
        expect(r.status, `${path} ${raw.slice(0, 30)}`).toBeGreaterThanOrEqual(400);
        expect(r.status, `${path} ${raw.slice(0, 30)}`).toBeLessThan(500);
        expect(r.json?.state).toBe('error');
      }
    }
  });

  it('unknown API paths answer a JSON 404, bare platform prefixes included, on the platform host and a site host', async () => {
    const site = await newSite('Prefixes');
    for (const host of [PLATFORM, site.host]) {
      for (const path of ['/api/v1/no-such-thing', '/api', '/api/', '/payments', '/payments/', '/api/v1/posts/%2e%2e/x']) {
        const r = await request(host, 'GET', path);
        expect(r.status, `${host} ${path}`).toBe(404);
        expect(r.json?.state, `${host} ${path}`).toBe('error');
      }
      const post = await request(host, 'POST', '/api', { body: {} });
      expect(post.status).toBeGreaterThanOrEqual(400);
      expect(post.status).toBeLessThan(500);
      expect(post.json?.state).toBe('error');
    }
  });

  it('an over-long URL answers 431 and a malformed escape 400, in the envelope where the request asked for JSON', async () => {
    const long = await request(PLATFORM, 'GET', `/api/v1/posts?q=${'x'.repeat(20_000)}`);
    expect(long.status).toBe(431);
    expect(long.json?.state).toBe('error');
    expect(data(long).text).toContain('16 KB');
    const escape = await request(PLATFORM, 'GET', '/some%zzpage', { headers: { accept: 'application/json' } });
    expect(escape.status).toBe(400);
    expect(escape.json?.state).toBe('error');
    const page = await request(PLATFORM, 'GET', '/some%zzpage', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(400);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });

  it('ids past the range of their column answer 404, never 500', async () => {
    const site = await newSite('Big ids');
    const paths: [string, string][] = [
      ['GET', '/api/v1/attributes/2147483648'],
      ['GET', '/api/v1/discounts/2147483648'],
      ['DELETE', '/api/v1/discounts/999999999999999'],
      ['PUT', '/api/v1/variants/2147483648'],
      ['PATCH', '/api/v1/variants/99999999999'],
      ['DELETE', '/api/v1/variants/2147483648'],
      ['GET', '/api/v1/comments/9999999999999999'],
      ['GET', '/api/v1/redirects/99999999999999999999'],
    ];
    for (const [method, path] of paths) {
      const r = await request(site.host, method, path, { token: site.ownerToken, body: method === 'GET' || method === 'DELETE' ? undefined : { price: 100 } });
      expect(r.status, `${method} ${path}`).toBe(404);
      expect(r.json?.state, `${method} ${path}`).toBe('error');
    }
  });
});
