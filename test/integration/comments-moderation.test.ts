import { describe, expect, it } from 'vitest';
import { api, data, newSite, PLATFORM, userWithRole } from '../helpers/http';

// Issue 11 B.4: role 3+ hides a comment; hidden comments leave public reads and collections.
describe('comments moderation', () => {
  it('hides and shows a comment; only role 3+ may, and only role 3+ sees hidden ones', async () => {
    const site = await newSite('Moderation');
    const http = api(site.host);
    const post = await http.post('/api/v1/posts', { title: 'Moderated post', status: 1 }, { token: site.ownerToken });
    const postUid = data(post).item.uid as string;
    const author = await userWithRole(site, 1);
    const writer = await userWithRole(site, 2);
    const marketer = await userWithRole(site, 3);
    const kept = data(await http.post('/api/v1/comments', { postUid, body: 'kind words' }, { token: author.token })).item;
    const spam = data(await http.post('/api/v1/comments', { postUid, body: 'buy pills' }, { token: author.token })).item;
    expect(spam.status).toBe('visible');
    await http.post(
      '/api/v1/templates',
      { title: 'Comment list', permalink: '/comment-list', type: 'page', body: `{% collection comments as list post: "${postUid}" %}{% for c in list %}[{{ c.body }}]{% endfor %}` },
      { token: site.ownerToken },
    );

    for (const who of [author, writer]) expect((await http.patch(`/api/v1/comments/${spam.id}`, { status: 'hidden' }, { token: who.token })).status).toBe(403);
    expect((await http.patch(`/api/v1/comments/${spam.id}`, { status: 'hidden' })).status).toBe(401);
    expect((await http.patch(`/api/v1/comments/${spam.id}`, { status: 'gone' }, { token: marketer.token })).status).toBe(422);
    const hidden = await http.patch(`/api/v1/comments/${spam.id}`, { status: 'hidden' }, { token: marketer.token });
    expect(hidden.status, hidden.text).toBe(200);
    expect(data(hidden).item).toMatchObject({ id: spam.id, status: 'hidden' });

    // Public reads and the collection leave it out; asking for hidden ones below role 3 changes nothing.
    const publicList = data(await http.get(`/api/v1/comments?postUid=${postUid}&status=all`)).items.map((c: { id: number }) => c.id);
    expect(publicList).toEqual([kept.id]);
    expect(data(await http.get('/api/v1/comments?status=hidden', { token: writer.token })).items.map((c: { id: number }) => c.id)).toEqual([kept.id]);
    expect((await http.get(`/api/v1/comments/${spam.id}`)).status).toBe(404);
    expect((await http.get(`/api/v1/comments/${spam.id}`, { token: author.token })).status).toBe(404);
    const page = await http.get('/comment-list', { headers: { accept: 'text/html' } });
    expect(page.text).toContain('[kind words]');
    expect(page.text).not.toContain('buy pills');

    // The moderation queue, also from the admin through X-Site.
    const queue = await api(PLATFORM).get('/api/v1/comments?status=hidden', { token: marketer.token, headers: { 'x-site': site.uid } });
    expect(data(queue).items.map((c: { id: number }) => c.id)).toEqual([spam.id]);
    expect(data(await http.get('/api/v1/comments?status=all', { token: site.ownerToken })).items).toHaveLength(2);
    expect(data(await http.get(`/api/v1/comments/${spam.id}`, { token: marketer.token })).item.status).toBe('hidden');

    // Shown again: back in public reads and in the page (the write retired the cached page).
    expect((await http.patch(`/api/v1/comments/${spam.id}`, { status: 'visible' }, { token: marketer.token })).status).toBe(200);
    expect((await http.get(`/api/v1/comments/${spam.id}`)).status).toBe(200);
    expect((await http.get('/comment-list', { headers: { accept: 'text/html' } })).text).toContain('[buy pills]');
    // The author may still delete their own comment, hidden or not.
    await http.patch(`/api/v1/comments/${spam.id}`, { status: 'hidden' }, { token: marketer.token });
    expect((await http.del(`/api/v1/comments/${spam.id}`, { token: author.token })).status).toBe(200);
  });

  it('moderates only the addressed site', async () => {
    const a = await newSite('A');
    const b = await newSite('B');
    const post = data(await api(b.host).post('/api/v1/posts', { title: 'B post', status: 1 }, { token: b.ownerToken })).item.uid;
    const comment = data(await api(b.host).post('/api/v1/comments', { postUid: post, body: 'on B' }, { token: b.ownerToken })).item;
    expect((await api(a.host).patch(`/api/v1/comments/${comment.id}`, { status: 'hidden' }, { token: a.ownerToken })).status).toBe(404);
    expect((await api(PLATFORM).patch(`/api/v1/comments/${comment.id}`, { status: 'hidden' }, { token: a.ownerToken, headers: { 'x-site': b.uid } })).status).toBe(403);
    expect(data(await api(b.host).get(`/api/v1/comments/${comment.id}`)).item.status).toBe('visible');
  });
});
