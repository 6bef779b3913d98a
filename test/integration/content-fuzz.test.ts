import { beforeAll, describe, expect, it } from 'vitest';
import ERROR_TABLE from '@/lib/shared/error-codes.json';
import { api, data, newSite, request, type Reply } from '../helpers/http';

// Generated bad bodies at every content write endpoint: each must get a 4xx envelope, and nothing
// stored may change (every list is read before and after, updatedAt included).
const CAP = 1024 * 1024;
type Kind = 'string' | 'int' | 'object' | 'array';

interface Target {
  method: 'POST' | 'PUT' | 'PATCH';
  path: string;
  fields: Record<string, Kind>;
  // A string field with a length limit far below the body cap.
  capped: string;
  // A field that takes any JSON value (checked for runaway nesting).
  json?: string;
}

const WRONG: Record<Kind, unknown[]> = {
  string: [42, -1.5, true, [], ['a'], { a: { b: [null, { c: 'd' }] } }],
  int: ['1', 1.5, [], {}, true, 'NaN', 1e400, -0.0000001],
  object: ['x', 42, ['a'], true],
  array: ['x', 42, { a: 1 }, true],
};

// Small deterministic PRNG so a failure can be reproduced.
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
const ALPHABET = ['a', 'Z', '0', ' ', '"', '\\', '\u0000', '\u202e', '\ud83d\ude00', 'é', '\uffff', '<', '{', '%'];
function junk(r: () => number, depth = 0): unknown {
  const pick = Math.floor(r() * (depth > 3 ? 4 : 6));
  if (pick === 0) return Array.from({ length: Math.floor(r() * 12) }, () => ALPHABET[Math.floor(r() * ALPHABET.length)]).join('');
  if (pick === 1) return (r() - 0.5) * 10 ** Math.floor(r() * 20);
  if (pick === 2) return r() < 0.5 ? null : r() < 0.5;
  if (pick === 3) return '\u0000' + 'x'.repeat(Math.floor(r() * 50));
  if (pick === 4) return Array.from({ length: Math.floor(r() * 4) }, () => junk(r, depth + 1));
  return Object.fromEntries(Array.from({ length: 1 + Math.floor(r() * 3) }, (_, i) => [`x_${i}\u0000${Math.floor(r() * 99)}`, junk(r, depth + 1)]));
}

function badBodies(t: Target, seed: number): [string, string][] {
  const out: [string, string][] = [
    ['malformed JSON', '{"title": '],
    ['truncated string', '{"title": "abc'],
    ['null', 'null'],
    ['string', '"just a string"'],
    ['number', '42'],
    ['boolean', 'true'],
    ['empty array', '[]'],
    ['array of objects', JSON.stringify([{ title: 'x', body: 'y', name: 'n', value: 1 }])],
    ['unknown field', JSON.stringify({ zzz_unknown: 1 })],
    ['__proto__ key', '{"__proto__": {"role": 7}}'],
    ['unicode key', JSON.stringify({ 'кл\u202eюч': 'x' })],
    ['deep nesting', '['.repeat(5000) + ']'.repeat(5000)],
    ['NUL in a known field', JSON.stringify({ [t.capped]: 'a\u0000b' })],
    ['just under the cap', JSON.stringify({ [t.capped]: 'x'.repeat(CAP - 64) })],
    ['over the cap (valid JSON)', JSON.stringify({ [t.capped]: 'x'.repeat(CAP + 10) })],
    ['over the cap (junk)', 'y'.repeat(CAP + 1)],
    ['deep nesting in a field', `{"${t.json ?? t.capped}": ${'['.repeat(100_000)}${']'.repeat(100_000)}}`],
    ['deep objects in a field', `{"${t.json ?? t.capped}": ${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`],
  ];
  for (const [field, kind] of Object.entries(t.fields)) {
    WRONG[kind].forEach((v, i) => out.push([`${field} wrong type #${i}`, JSON.stringify({ [field]: v })]));
  }
  const r = rng(seed);
  for (let i = 0; i < 15; i++) {
    const j = junk(r);
    // Random junk at the top level, and under unknown keys of an object (never a valid body).
    out.push([`junk #${i}`, JSON.stringify(j)]);
    out.push([`junk object #${i}`, JSON.stringify({ [`x_junk_${i}`]: j })]);
  }
  return out;
}

const LISTS = ['posts', 'templates', 'bits', 'files', 'comments', 'redirects'];

let site: Awaited<ReturnType<typeof newSite>>;
let targets: Target[];

beforeAll(async () => {
  site = await newSite('Fuzz');
  const http = api(site.host);
  const opts = { token: site.ownerToken };
  const post = data(await http.post('/api/v1/posts', { title: 'Fuzzed post', body: 'b', data: { k: 1 } }, opts)).item;
  const tpl = data(await http.post('/api/v1/templates', { title: 'Fuzzed', permalink: '/fuzzed', body: 'x' }, opts)).item;
  const bit = data(await http.post('/api/v1/bits', { name: 'fuzzed', value: { a: 1 } }, opts)).item;
  const file = data(await http.post('/api/v1/files', { name: 'f.jpg', url: 'https://cdn.example.test/f.jpg', mime: 'image/jpeg', size: 1 }, opts)).item;
  const red = data(await http.post('/api/v1/redirects', { from: '/from', to: '/to' }, opts)).item;
  expect((await http.post('/api/v1/comments', { postUid: post.uid, body: 'c' }, opts)).status).toBe(201);
  const postFields: Record<string, Kind> = { title: 'string', body: 'string', type: 'string', status: 'int', date: 'string', slug: 'string', data: 'object', media: 'array' };
  const tplFields: Record<string, Kind> = { title: 'string', permalink: 'string', type: 'string', body: 'string' };
  const bitFields: Record<string, Kind> = { name: 'string' };
  const fileFields: Record<string, Kind> = { name: 'string', url: 'string', mime: 'string', size: 'int', variants: 'array' };
  const redFields: Record<string, Kind> = { from: 'string', to: 'string', status: 'int' };
  targets = [
    { method: 'POST', path: '/api/v1/posts', fields: { uid: 'string', ...postFields }, capped: 'title', json: 'data' },
    { method: 'PUT', path: `/api/v1/posts/${post.uid}`, fields: postFields, capped: 'title' },
    { method: 'PATCH', path: `/api/v1/posts/${post.uid}`, fields: postFields, capped: 'slug', json: 'media' },
    { method: 'POST', path: '/api/v1/templates', fields: { uid: 'string', ...tplFields }, capped: 'title' },
    { method: 'PUT', path: `/api/v1/templates/${tpl.uid}`, fields: tplFields, capped: 'title' },
    { method: 'PATCH', path: `/api/v1/templates/${tpl.uid}`, fields: tplFields, capped: 'permalink' },
    { method: 'POST', path: `/api/v1/templates/${tpl.uid}`, fields: tplFields, capped: 'title' },
    { method: 'POST', path: '/api/v1/templates/validate', fields: { body: 'string' }, capped: 'body' },
    { method: 'POST', path: '/api/v1/bits', fields: bitFields, capped: 'name', json: 'value' },
    { method: 'PUT', path: `/api/v1/bits/${bit.uid}`, fields: bitFields, capped: 'name', json: 'value' },
    { method: 'POST', path: '/api/v1/files', fields: fileFields, capped: 'name' },
    { method: 'PUT', path: `/api/v1/files/${file.uid}`, fields: fileFields, capped: 'mime' },
    { method: 'POST', path: '/api/v1/comments', fields: { postUid: 'string', body: 'string', rating: 'int' }, capped: 'body' },
    { method: 'POST', path: '/api/v1/redirects', fields: redFields, capped: 'from' },
    { method: 'PUT', path: `/api/v1/redirects/${red.id}`, fields: redFields, capped: 'to' },
  ];
});

async function snapshot(): Promise<string> {
  const parts = await Promise.all(LISTS.map((l) => api(site.host).get(`/api/v1/${l}?page_size=100`)));
  return JSON.stringify(parts.map((r) => data(r).items));
}

function expectErrorEnvelope(r: Reply, what: string) {
  expect(r.status, what).toBeGreaterThanOrEqual(400);
  expect(r.status, what).toBeLessThan(500);
  expect(r.json?.state, what).toBe('error');
  expect(typeof data(r).text, what).toBe('string');
  // Its code is one of the table's, the one for this status.
  expect(ERROR_TABLE[data(r).code as keyof typeof ERROR_TABLE]?.status, `${what}: code ${data(r).code}`).toBe(r.status);
}

describe('content write endpoints under generated bad bodies', () => {
  it('answer only 4xx envelopes and leave every stored row as it was', async () => {
    const before = await snapshot();
    let sent = 0;
    for (const [i, t] of targets.entries()) {
      for (const [name, raw] of badBodies(t, 1000 + i)) {
        const r = await request(site.host, t.method, t.path, { token: site.ownerToken, raw, headers: { 'content-type': 'application/json' } });
        expectErrorEnvelope(r, `${t.method} ${t.path}: ${name}`);
        if (name.startsWith('over the cap')) expect(r.status, `${t.path}: ${name}`).toBe(413);
        sent++;
      }
    }
    expect(sent).toBeGreaterThan(500);
    expect(await snapshot()).toBe(before);
  });

  it('a NUL or junk in a path or query is not found or ignored, never a 500', async () => {
    const http = api(site.host);
    for (const path of [
      '/api/v1/posts/%00',
      '/api/v1/templates/%00',
      '/api/v1/bits/%00',
      '/api/v1/files/%00',
      '/api/v1/comments/%00',
      '/api/v1/redirects/%00',
      `/api/v1/posts/${'x'.repeat(5000)}`,
      '/api/v1/redirects/99999999999999999999',
    ]) {
      const r = await http.get(path);
      expect(r.status, path).toBe(404);
      expect(r.json?.state, path).toBe('error');
    }
    for (const path of ['/api/v1/posts?tag=%00&label=%00&type=%00&date=%00&status=%00', '/api/v1/comments?postUid=%00', '/api/v1/templates?type=%00&page=%00']) {
      expect((await http.get(path)).status, path).toBe(200);
    }
    expect((await http.put('/api/v1/posts/%00', { title: 'x' }, { token: site.ownerToken })).status).toBe(404);
    // A NUL query value is dropped, so the id is missing (422) rather than unknown (404): never a 500.
    expect([404, 422]).toContain((await http.del('/api/v1/comments?id=%00', { token: site.ownerToken })).status);
  });
});
