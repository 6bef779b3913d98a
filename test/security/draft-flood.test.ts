import { beforeAll, describe, expect, it } from 'vitest';
import { api, data, newSite, userWithRole } from '../helpers/http';

// Anyone can sign up on any site, and a customer's posts, templates and file records are drafts
// (docs/behaviours.md#B-template-drafts): without a bound, one signed-up account writes rows into the site as fast as the server
// answers. RATE_LIMIT_DRAFTS (60 a minute per member and site, the default the server runs with here)
// covers the three kinds together; writers and above are not counted.
let site: Awaited<ReturnType<typeof newSite>>;
let on: ReturnType<typeof api>;

beforeAll(async () => {
  site = await newSite('Draft flood');
  on = api(site.host);
});

describe('creations by a member below writer are rate-limited per member', () => {
  it('the 61st creation in a minute answers 429 with Retry-After and stores nothing; another customer and a writer go on', async () => {
    const [flooder, neighbour, writer] = await Promise.all([userWithRole(site, 1, 'Flooder'), userWithRole(site, 1, 'Neighbour'), userWithRole(site, 2, 'Writer')]);
    const as = (token: string) => ({ token });
    for (let i = 0; i < 58; i++) expect((await on.post('/api/v1/posts', { title: `flood ${i}` }, as(flooder.token))).status).toBe(201);
    expect((await on.post('/api/v1/templates', { title: 'flood-partial', type: 'partial', body: 'x' }, as(flooder.token))).status).toBe(201);
    expect((await on.post('/api/v1/files', { name: 'flood', url: 'https://cdn.example.test/f.pdf', mime: 'application/pdf', size: 5 }, as(flooder.token))).status).toBe(201);

    for (const [path, body] of [
      ['/api/v1/posts', { title: 'flood 58' }],
      ['/api/v1/templates', { title: 'flood-partial-2', type: 'partial', body: 'x' }],
      ['/api/v1/files', { name: 'flood-2', url: 'https://cdn.example.test/g.pdf', mime: 'application/pdf', size: 5 }],
    ] as const) {
      const refused = await on.post(path, body, as(flooder.token));
      expect(refused.status, `${path}: ${refused.text}`).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(JSON.parse(refused.text)).toMatchObject({ state: 'error', data: { text: expect.stringMatching(/try again/i) } });
    }
    const listed = data(await on.get('/api/v1/posts?status=0&page_size=100', as(site.ownerToken))).items as Array<{ title: string }>;
    expect(listed.filter((p) => p.title.startsWith('flood ')).length).toBe(58);

    expect((await on.post('/api/v1/posts', { title: 'neighbour' }, as(neighbour.token))).status).toBe(201);
    for (let i = 0; i < 65; i++) expect((await on.post('/api/v1/posts', { title: `writer ${i}` }, as(writer.token))).status).toBe(201);
  });
});
