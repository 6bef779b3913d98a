import { beforeAll, describe, expect, it } from 'vitest';
import { api, data, newSite, unique, userWithRole } from '../helpers/http';

// Issue 23: writes nobody sees must not empty everyone's cache. Before migration 0016 a customer's
// draft post, a draft file record or any comment moved the site's generation, so every cached page of
// the site missed: any signed-up account could keep a site rendering uncached. Now only a write that
// changes what a page can show moves the generation (a post or file record that is or was published),
// and a visible comment moves the comments generation only, which retires just the pages whose render
// read comments. The page cache says what it did in `x-cache` (lib/pages/serve.ts).

let site: Awaited<ReturnType<typeof newSite>>;
let on: ReturnType<typeof api>;
let customer: Awaited<ReturnType<typeof userWithRole>>;
let writer: Awaited<ReturnType<typeof userWithRole>>;
let postUid: string;
const html = { accept: 'text/html' };

// A page that reads no comments, one that reads them, one that reads them through a partial.
const PLAIN = '/plain';
const COMMENTS = '/with-comments';
const VIA_PARTIAL = '/comments-in-partial';
const get = (path: string) => on.get(path, { headers: html });
const cacheOf = async (path: string) => (await get(path)).headers['x-cache'];

// Each page rendered and cached (the second GET is a HIT).
async function warm(...paths: string[]) {
  for (const path of paths) {
    await get(path);
    expect(await cacheOf(path), path).toBe('HIT');
  }
}

async function expectStillCached(...paths: string[]) {
  for (const path of paths) expect(await cacheOf(path), `${path} is still cached`).toBe('HIT');
}

beforeAll(async () => {
  site = await newSite('Cache generation');
  on = api(site.host);
  [customer, writer] = await Promise.all([userWithRole(site, 1, 'Mallory'), userWithRole(site, 2, 'Wendy')]);
  const post = await on.post('/api/v1/posts', { title: 'Commented post', status: 1 }, { token: site.ownerToken });
  expect(post.status, post.text).toBe(201);
  postUid = data(post).item.uid;
  const list = `{% collection comments as cs post: "${postUid}" %}{% for c in cs %}[{{ c.body }}]{% endfor %}`;
  for (const t of [
    { title: 'Plain', permalink: PLAIN, type: 'page', body: 'plain page {% collection posts as ps %}{{ ps.size }} posts' },
    { title: 'With comments', permalink: COMMENTS, type: 'page', body: `comments: ${list}` },
    { title: 'comment-list', type: 'partial', body: list },
    { title: 'Comments in a partial', permalink: VIA_PARTIAL, type: 'page', body: 'partial: {% render "comment-list" %}' },
  ]) {
    const r = await on.post('/api/v1/templates', t, { token: site.ownerToken });
    expect(r.status, r.text).toBe(201);
  }
});

describe('writes nobody sees leave every cached page cached', () => {
  it("a customer's draft post: created, edited, deleted", async () => {
    await warm(PLAIN, COMMENTS, VIA_PARTIAL);
    const draft = await on.post('/api/v1/posts', { title: 'Mine', status: 1, body: 'x' }, { token: customer.token });
    expect(draft.status, draft.text).toBe(201);
    expect(data(draft).item.status).toBe(0);
    const uid = data(draft).item.uid as string;
    for (let i = 0; i < 3; i++) expect((await on.put(`/api/v1/posts/${uid}`, { body: `edit ${i}` }, { token: customer.token })).status).toBe(200);
    expect((await on.del(`/api/v1/posts/${uid}`, { token: customer.token })).status).toBe(200);
    // A writer's own draft too (status 0 asked).
    expect((await on.post('/api/v1/posts', { title: 'Later', status: 0 }, { token: writer.token })).status).toBe(201);
    await expectStillCached(PLAIN, COMMENTS, VIA_PARTIAL);
  });

  it("a customer's variants of their own draft product: created, edited, deleted", async () => {
    await warm(PLAIN, COMMENTS);
    const product = await on.post('/api/v1/posts', { title: 'Scam', type: 'product', status: 1 }, { token: customer.token });
    expect(product.status, product.text).toBe(201);
    const draftUid = data(product).item.uid as string;
    const variant = await on.post('/api/v1/variants', { postUid: draftUid, sku: unique('SCAM-'), title: 'one', price: 100, currency: 'EUR' }, { token: customer.token });
    expect(variant.status, variant.text).toBe(201);
    const id = data(variant).item.id as number;
    expect((await on.put(`/api/v1/variants/${id}`, { price: 200 }, { token: customer.token })).status).toBe(200);
    expect((await on.del(`/api/v1/variants/${id}`, { token: customer.token })).status).toBe(200);
    await expectStillCached(PLAIN, COMMENTS);
  });

  it("a customer's draft file record: created, edited, deleted", async () => {
    await warm(PLAIN, COMMENTS);
    const file = await on.post('/api/v1/files', { name: 'Price list', url: 'https://cdn.example.test/p.pdf', mime: 'application/pdf', size: 1 }, { token: customer.token });
    expect(file.status, file.text).toBe(201);
    expect(data(file).item.published).toBe(false);
    const uid = data(file).item.uid as string;
    expect((await on.put(`/api/v1/files/${uid}`, { name: 'Prices' }, { token: customer.token })).status).toBe(200);
    expect((await on.del(`/api/v1/files/${uid}`, { token: customer.token })).status).toBe(200);
    await expectStillCached(PLAIN, COMMENTS);
  });

  it('a hidden comment: hidden again, then deleted by its author', async () => {
    const comment = data(await on.post('/api/v1/comments', { postUid, body: 'spam to hide' }, { token: customer.token })).item;
    // Hiding a visible comment changes what comment pages show: those (only) render again.
    expect((await on.patch(`/api/v1/comments/${comment.id}`, { status: 'hidden' }, { token: site.ownerToken })).status).toBe(200);
    await warm(PLAIN, COMMENTS, VIA_PARTIAL);
    expect((await get(COMMENTS)).text).not.toContain('spam to hide');
    expect((await on.patch(`/api/v1/comments/${comment.id}`, { status: 'hidden' }, { token: site.ownerToken })).status).toBe(200);
    expect((await on.del(`/api/v1/comments/${comment.id}`, { token: customer.token })).status).toBe(200);
    await expectStillCached(PLAIN, COMMENTS, VIA_PARTIAL);
  });
});

describe('a visible comment retires only the pages that show comments', () => {
  it('the comment pages show it at once; a page without comments stays cached', async () => {
    await warm(PLAIN, COMMENTS, VIA_PARTIAL);
    const body = unique('hello-');
    const r = await on.post('/api/v1/comments', { postUid, body }, { token: customer.token });
    expect(r.status, r.text).toBe(201);
    for (const path of [COMMENTS, VIA_PARTIAL]) {
      const fresh = await get(path);
      expect(fresh.headers['x-cache'], path).toBe('MISS');
      expect(fresh.text).toContain(`[${body}]`);
      expect(await cacheOf(path)).toBe('HIT');
    }
    await expectStillCached(PLAIN);
    // The public comments list (not cached) has it too.
    expect(JSON.stringify(data(await on.get(`/api/v1/comments?postUid=${postUid}`)).items)).toContain(body);
  });

  it('its deletion by the author retires the comment pages again', async () => {
    const body = unique('short-lived-');
    const comment = data(await on.post('/api/v1/comments', { postUid, body }, { token: customer.token })).item;
    await warm(PLAIN, COMMENTS);
    expect((await get(COMMENTS)).text).toContain(body);
    expect((await on.del(`/api/v1/comments/${comment.id}`, { token: customer.token })).status).toBe(200);
    const fresh = await get(COMMENTS);
    expect(fresh.headers['x-cache']).toBe('MISS');
    expect(fresh.text).not.toContain(body);
    await expectStillCached(PLAIN);
  });
});

describe('writes that change what pages show still retire the cache', () => {
  it("publishing a customer's draft post retires every page; it shows at once", async () => {
    const draft = data(await on.post('/api/v1/posts', { title: 'To publish' }, { token: customer.token })).item;
    await warm(PLAIN, COMMENTS);
    const before = (await get(PLAIN)).text;
    const published = await on.put(`/api/v1/posts/${draft.uid}`, { status: 1 }, { token: site.ownerToken });
    expect(published.status, published.text).toBe(200);
    const fresh = await get(PLAIN);
    expect(fresh.headers['x-cache']).toBe('MISS');
    expect(fresh.text).not.toBe(before);
    expect((await get(COMMENTS)).headers['x-cache']).toBe('MISS');
    // Unpublishing retires them again (the row was published).
    await warm(PLAIN);
    expect((await on.put(`/api/v1/posts/${draft.uid}`, { status: 0 }, { token: site.ownerToken })).status).toBe(200);
    expect((await get(PLAIN)).text).toBe(before);
  });

  it('publishing a file record retires the cache', async () => {
    const file = data(await on.post('/api/v1/files', { name: 'Menu', url: 'https://cdn.example.test/m.pdf', mime: 'application/pdf', size: 1 }, { token: customer.token })).item;
    await warm(PLAIN);
    expect((await on.put(`/api/v1/files/${file.uid}`, { published: true }, { token: writer.token })).status).toBe(200);
    expect(await cacheOf(PLAIN)).toBe('MISS');
  });
});

describe('caches of post lists are not left stale by drafts', () => {
  // GET /api/v1/posts lists drafts too (the spec's list): kept for the generation, a draft that no
  // longer moves it would be missing from the list until the next publish.
  it('the API list shows a new draft and its edits at once; the published list stays cached and right', async () => {
    const listed = async (query: string) => data(await on.get(`/api/v1/posts?page_size=100${query}`)).items as { uid: string; title: string }[];
    await listed('');
    await listed('&status=1');
    const draft = data(await on.post('/api/v1/posts', { title: unique('draft-') }, { token: customer.token })).item;
    expect((await listed('')).map((p) => p.uid)).toContain(draft.uid);
    expect((await listed('&status=0')).map((p) => p.uid)).toContain(draft.uid);
    expect((await listed('&status=1')).map((p) => p.uid)).not.toContain(draft.uid);
    const title = unique('renamed-');
    expect((await on.put(`/api/v1/posts/${draft.uid}`, { title }, { token: customer.token })).status).toBe(200);
    expect((await listed('')).find((p) => p.uid === draft.uid)?.title).toBe(title);
    expect((await on.put(`/api/v1/posts/${draft.uid}`, { status: 1 }, { token: site.ownerToken })).status).toBe(200);
    expect((await listed('&status=1')).map((p) => p.uid)).toContain(draft.uid);
  });
});
