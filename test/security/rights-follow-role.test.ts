import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, data, newSite, unique, userWithRole, type Reply } from '../helpers/http';
import { startServer, type RunningServer } from '../helpers/server';
import { smtpSink, type SmtpSink } from '../helpers/smtp-sink';

// docs/behaviours.md#B-rights-follow-role, "rights follow the current role". A writer or marketer authors live records (a
// published template, post, file, a live product's variant), is then demoted to customer (role 1) or
// removed from the site (role 0), and tries to change, unpublish or delete them: as a demoted member
// with the token they already hold, as a removed one with a fresh token from the password-reset flow
// (the link read from a real SMTP sink) or from a fresh login. Every attempt answers 403 and the
// records stay live and unchanged; a demoted member's own drafts stay theirs, a removed one's do not.
let server: RunningServer;
let sink: SmtpSink;
let site: Awaited<ReturnType<typeof newSite>>;
let on: ReturnType<typeof api>;

beforeAll(async () => {
  sink = await smtpSink();
  server = await startServer(inject('dbKind'), { SMTP_URL: sink.url });
  site = await newSite('Rights', server.url);
  on = api(site.host, server.url);
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await sink?.close();
});

type User = Awaited<ReturnType<typeof userWithRole>>;
const setRole = async (user: User, role: number) => expect((await on.put(`/api/v1/users/${user.uid}`, { role }, { token: site.ownerToken })).status).toBe(200);
const created = (r: Reply) => {
  expect(r.status, r.text).toBe(201);
  return data(r).item;
};
const refused = (r: Reply, what: string) => {
  expect(r.status, `${what}: ${r.text}`).toBe(403);
  expect(r.json?.state, what).toBe('error');
};

// What an author leaves live on the site: a published page template, a published post, a published
// file record, a published product with a variant; and (for the writer) a draft post.
async function liveRecordsOf(writer: User, marketer: User) {
  const path = `/${unique('page')}`;
  const template = created(await on.post('/api/v1/templates', { title: 'Page', permalink: path, body: 'LIVE PAGE' }, { token: marketer.token }));
  expect(template.published).toBe(true);
  const post = created(await on.post('/api/v1/posts', { title: 'Live post', status: 1 }, { token: writer.token }));
  expect(post.status).toBe(1);
  const file = created(await on.post('/api/v1/files', { name: 'brochure.pdf', url: 'https://cdn.example.test/brochure.pdf', mime: 'application/pdf', size: 10 }, { token: writer.token }));
  const product = created(await on.post('/api/v1/posts', { title: 'Mug', type: 'product', status: 1 }, { token: writer.token }));
  const variant = created(await on.post('/api/v1/variants', { postUid: product.uid, sku: unique('MUG-'), price: 1200, currency: 'EUR' }, { token: writer.token }));
  const draftPost = created(await on.post('/api/v1/posts', { title: 'My draft', status: 0 }, { token: writer.token }));
  return { path, template, post, file, product, variant, draftPost };
}
type Records = Awaited<ReturnType<typeof liveRecordsOf>>;

// Every change, unpublish and delete of the live records, as `writer` and `marketer` now are.
async function attemptAll(r: Records, writerToken: string, marketerToken: string) {
  const t = `/api/v1/templates/${r.template.uid}`;
  refused(await on.put(t, { body: 'DEFACED' }, { token: marketerToken }), 'template PUT');
  refused(await on.patch(t, { title: 'Defaced' }, { token: marketerToken }), 'template PATCH (would unpublish)');
  refused(await on.post('/api/v1/templates', { uid: r.template.uid, title: 'Page', body: 'DEFACED' }, { token: marketerToken }), 'template upsert');
  refused(await on.post(`${t}/versions/1/restore`, {}, { token: marketerToken }), 'template restore');
  refused(await on.get(`${t}/versions`, { token: marketerToken }), 'template history');
  refused(await on.del(t, { token: marketerToken }), 'template DELETE');

  const p = `/api/v1/posts/${r.post.uid}`;
  refused(await on.put(p, { title: 'Defaced' }, { token: writerToken }), 'post PUT');
  refused(await on.patch(p, { status: 0 }, { token: writerToken }), 'post unpublish');
  refused(await on.post('/api/v1/posts', { uid: r.post.uid, title: 'Defaced' }, { token: writerToken }), 'post upsert');
  refused(await on.del(p, { token: writerToken }), 'post DELETE');

  const f = `/api/v1/files/${r.file.uid}`;
  refused(await on.put(f, { url: 'https://evil.test/phish' }, { token: writerToken }), 'file PUT');
  refused(await on.patch(f, { published: false }, { token: writerToken }), 'file unpublish');
  refused(await on.del(f, { token: writerToken }), 'file DELETE');

  const v = `/api/v1/variants/${r.variant.id}`;
  refused(await on.put(v, { price: 1 }, { token: writerToken }), 'variant PUT');
  refused(await on.del(v, { token: writerToken }), 'variant DELETE');
  refused(await on.post('/api/v1/variants', { postUid: r.product.uid, sku: unique('MUG-'), price: 1, currency: 'EUR' }, { token: writerToken }), 'variant of a live product');
}

// The live records as they were made, still served.
async function expectUntouched(r: Records) {
  expect(data(await on.get(`/api/v1/templates/${r.template.uid}`)).item).toMatchObject({ published: true, body: 'LIVE PAGE', title: 'Page', version: 1 });
  const page = await on.get(`${r.path}?v=${unique('')}`);
  expect(page.status).toBe(200);
  expect(page.text).toBe('LIVE PAGE');
  expect(data(await on.get(`/api/v1/posts/${r.post.uid}`)).item).toMatchObject({ status: 1, title: 'Live post' });
  expect(data(await on.get(`/api/v1/files/${r.file.uid}`)).item).toMatchObject({ published: true, name: 'brochure.pdf', url: 'https://cdn.example.test/brochure.pdf' });
  expect(data(await on.get(`/api/v1/variants/${r.product.uid}`)).items).toEqual([expect.objectContaining({ id: r.variant.id, price: 1200 })]);
}

describe('a member demoted to customer (role 1), with the token they already hold', () => {
  let writer: User;
  let marketer: User;
  let records: Records;

  beforeAll(async () => {
    [writer, marketer] = await Promise.all([userWithRole(site, 2, 'Wanda Writer'), userWithRole(site, 3, 'Mark Marketer')]);
    records = await liveRecordsOf(writer, marketer);
    await setRole(writer, 1);
    await setRole(marketer, 1);
  });

  it('can no longer change, unpublish or delete the live template, post, file and variants they authored (403, unchanged)', async () => {
    await attemptAll(records, writer.token, marketer.token);
    await expectUntouched(records);
  });

  it('keeps their own drafts: a change stays a draft, a delete goes through', async () => {
    const post = await on.put(`/api/v1/posts/${records.draftPost.uid}`, { title: 'Still mine', status: 1 }, { token: writer.token });
    expect(post.status, post.text).toBe(200);
    expect(data(post).item).toMatchObject({ title: 'Still mine', status: 0 });
    // A file record they make now is a draft, and theirs to change (it stays a draft) and delete.
    const draftFile = created(await on.post('/api/v1/files', { name: 'notes.txt', url: 'https://cdn.example.test/notes.txt', mime: 'text/plain', size: 1 }, { token: writer.token }));
    expect(draftFile.published).toBe(false);
    const file = await on.put(`/api/v1/files/${draftFile.uid}`, { name: 'notes-2.txt', published: true }, { token: writer.token });
    expect(file.status, file.text).toBe(200);
    expect(data(file).item).toMatchObject({ name: 'notes-2.txt', published: false });
    expect((await on.del(`/api/v1/files/${draftFile.uid}`, { token: writer.token })).status).toBe(200);
    // A template they write now is a draft, and theirs to change and delete.
    const draft = created(await on.post('/api/v1/templates', { title: 'Mine', permalink: `/${unique('d')}`, body: 'draft' }, { token: marketer.token }));
    expect(draft.published).toBe(false);
    expect(data(await on.put(`/api/v1/templates/${draft.uid}`, { body: 'draft 2' }, { token: marketer.token })).item).toMatchObject({ body: 'draft 2', published: false });
    expect((await on.del(`/api/v1/templates/${draft.uid}`, { token: marketer.token })).status).toBe(200);
    expect((await on.del(`/api/v1/posts/${records.draftPost.uid}`, { token: writer.token })).status).toBe(200);
    expect((await on.get(`/api/v1/posts/${records.draftPost.uid}`)).status).toBe(404);
  });

  it('the refusal says who may change a live record', async () => {
    const r = await on.put(`/api/v1/posts/${records.post.uid}`, { title: 'x' }, { token: writer.token });
    expect(r.json).toEqual({ state: 'error', data: { text: 'This post is live: only its author while a role 2+ member, or a role 3+ member, may change, unpublish or delete it', code: 'forbidden' } });
    const t = await on.del(`/api/v1/templates/${records.template.uid}`, { token: marketer.token });
    expect(data(t).text).toBe('This template is live: only a role 3+ member may change, unpublish or delete it');
  });
});

describe('a member removed from the site (role 0), with a fresh token', () => {
  let writer: User;
  let marketer: User;
  let records: Records;
  let writerToken: string;
  let marketerToken: string;

  beforeAll(async () => {
    [writer, marketer] = await Promise.all([userWithRole(site, 2, 'Rita Writer'), userWithRole(site, 3, 'Max Marketer')]);
    records = await liveRecordsOf(writer, marketer);
    await setRole(writer, 0);
    await setRole(marketer, 0);
    // Removal ends the tokens they held.
    expect((await on.get('/api/v1/auth/me', { token: writer.token })).status).toBe(401);
    expect((await on.get('/api/v1/auth/me', { token: marketer.token })).status).toBe(401);
    // The writer resets their password on the site: the link comes by mail.
    const since = sink.received.length;
    expect((await on.post('/api/v1/auth/password/reset', { email: writer.email })).status).toBe(200);
    // The reset mail, not the sign-up's verification mail, which may arrive late.
    const mail = await sink.waitFor(writer.email, { since, match: (m) => /\/reset\?token=/.test(m.text) });
    const resetToken = decodeURIComponent(/\/reset\?token=([^\s>&"]+)/.exec(mail.text)?.[1] ?? '');
    const confirmed = await on.post('/api/v1/auth/password/confirm', { token: resetToken, password: 'new-password-22' });
    expect(confirmed.status, confirmed.text).toBe(200);
    writerToken = data(confirmed).token;
    // The marketer simply signs in again.
    const login = await on.post('/api/v1/auth/login', { email: marketer.email, password: 'user-password-1' });
    expect(login.status, login.text).toBe(200);
    marketerToken = data(login).token;
    for (const token of [writerToken, marketerToken]) expect(data(await on.get('/api/v1/auth/me', { token })).item.role).toBe(0);
  });

  it('can no longer change, unpublish or delete the live template, post, file and variants they authored (403, unchanged)', async () => {
    await attemptAll(records, writerToken, marketerToken);
    await expectUntouched(records);
  });

  it('no longer changes their drafts either: authorship counts for members only', async () => {
    refused(await on.put(`/api/v1/posts/${records.draftPost.uid}`, { title: 'x' }, { token: writerToken }), 'draft post PUT');
    refused(await on.del(`/api/v1/posts/${records.draftPost.uid}`, { token: writerToken }), 'draft post DELETE');
    expect(data(await on.get(`/api/v1/posts/${records.draftPost.uid}`)).item).toMatchObject({ title: 'My draft', status: 0 });
  });
});
