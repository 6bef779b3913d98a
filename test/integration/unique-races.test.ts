import { beforeAll, describe, expect, it } from 'vitest';
import { invalid } from '@/lib/shared/errors';
import { adminToken, api, data, newSite, PLATFORM, unique, type Reply } from '../helpers/http';

// Writes that must not make a duplicate are answered by the database's unique indexes, not by a read
// before the insert: ten identical writes sent at once leave exactly one row, and the others get the
// same 422 a later duplicate gets (never a 500).
const AT_ONCE = 10;

let site: Awaited<ReturnType<typeof newSite>>;
let http: ReturnType<typeof api>;

beforeAll(async () => {
  site = await newSite('Races');
  http = api(site.host);
});

const atOnce = (send: (i: number) => Promise<Reply>) => Promise.all(Array.from({ length: AT_ONCE }, (_, i) => send(i)));

// Exactly one write succeeded with `ok`; every other one is a 422 `invalid` with `text`.
function oneWins(replies: Reply[], text: string, ok = 201) {
  const statuses = replies.map((r) => r.status).sort();
  expect(statuses, replies.map((r) => r.text).join('\n')).toEqual([ok, ...Array(AT_ONCE - 1).fill(422)].sort());
  // The text names the field (`name: …`) where the form has one: that is the answer's issue too.
  for (const r of replies.filter((r) => r.status === 422)) expect(r.json).toEqual({ state: 'error', data: { text, code: 'invalid', ...invalid(text).payload } });
  return replies.find((r) => r.status === ok)!;
}

describe('site content written ten times at once', () => {
  it('bits: one bit of a name', async () => {
    const name = unique('bit_');
    const replies = await atOnce((i) => http.post('/api/v1/bits', { name, value: i }, { token: site.ownerToken }));
    oneWins(replies, `name: a bit named ${name} already exists`);
    const rows = data(await http.get('/api/v1/bits?page_size=100')).items as { name: string }[];
    expect(rows.filter((b) => b.name === name)).toHaveLength(1);
  });

  it('bits: renaming ten bits to one name at once leaves one bit with it', async () => {
    const made = await Promise.all(Array.from({ length: AT_ONCE }, () => http.post('/api/v1/bits', { name: unique('b_'), value: 1 }, { token: site.ownerToken })));
    const name = unique('renamed_');
    const replies = await Promise.all(made.map((m) => http.put(`/api/v1/bits/${data(m).item.uid}`, { name }, { token: site.ownerToken })));
    oneWins(replies, `name: a bit named ${name} already exists`, 200);
  });

  it('redirects: one rule per path', async () => {
    const from = `/${unique('old')}`;
    const replies = await atOnce((i) => http.post('/api/v1/redirects', { from, to: `/new-${i}` }, { token: site.ownerToken }));
    oneWins(replies, `from: ${from} already redirects somewhere`);
    const rows = data(await http.get('/api/v1/redirects?page_size=100', { token: site.ownerToken })).items as { from: string }[];
    expect(rows.filter((r) => r.from === from)).toHaveLength(1);
  });

  it('templates: one published template per permalink', async () => {
    const permalink = `/${unique('page')}`;
    const replies = await atOnce((i) => http.post('/api/v1/templates', { title: `Page ${i}`, permalink, body: `<p>version ${i}</p>` }, { token: site.ownerToken }));
    const winner = oneWins(replies, `permalink: ${permalink} is already used by another template of this site`);
    expect((await http.get(permalink)).text).toContain(data(winner).item.body);
  });

  it('templates and posts: the same new uid sent ten times creates once and updates nine times (the upsert)', async () => {
    for (const path of ['/api/v1/templates', '/api/v1/posts']) {
      const uid = unique('race-');
      const replies = await atOnce((i) => http.post(path, { uid, title: `Version ${i}`, body: `${i}` }, { token: site.ownerToken }));
      expect(replies.map((r) => r.status).sort(), path).toEqual([201, ...Array(AT_ONCE - 1).fill(200)].sort());
      expect(data(await http.get(`${path}/${uid}`)).item.uid, path).toBe(uid);
    }
  });

  it('posts: a taken slug is not refused; every post gets its own (the first the slug asked for)', async () => {
    const slug = unique('story-');
    const replies = await atOnce((i) => http.post('/api/v1/posts', { title: `Story ${i}`, slug }, { token: site.ownerToken }));
    expect(replies.map((r) => r.status)).toEqual(Array(AT_ONCE).fill(201));
    const slugs = replies.map((r) => data(r).item.slug as string);
    expect(new Set(slugs).size).toBe(AT_ONCE);
    expect(slugs.filter((s) => s === slug)).toHaveLength(1);
    for (const s of slugs) expect(s).toMatch(new RegExp(`^${slug}(-[a-z0-9]{6})?$`));
    // Renaming ten posts to one slug at once: the same rule.
    const renamed = unique('renamed-');
    const updates = await Promise.all(replies.map((r) => http.patch(`/api/v1/posts/${data(r).item.uid}`, { slug: renamed }, { token: site.ownerToken })));
    expect(updates.map((r) => r.status)).toEqual(Array(AT_ONCE).fill(200));
    const after = updates.map((r) => data(r).item.slug as string);
    expect(new Set(after).size).toBe(AT_ONCE);
    expect(after.filter((s) => s === renamed)).toHaveLength(1);
  });
});

describe('accounts and sites created ten times at once', () => {
  it('sign-up: one account per email', async () => {
    const email = `${unique('same')}@example.test`;
    const replies = await atOnce((i) => http.post('/api/v1/auth/signup', { email, password: 'user-password-1', name: `User ${i}` }));
    oneWins(replies, 'An account with this email already exists: sign in instead');
  });

  it('sites/new with one subdomain: one site, and the other nine accounts are not left behind', async () => {
    const subdomain = unique('race');
    const emails = Array.from({ length: AT_ONCE }, () => `${unique('owner')}@example.test`);
    const replies = await atOnce((i) => api(PLATFORM).post('/api/v1/sites/new', { subdomain, name: 'Race', email: emails[i], password: 'owner-password-1' }));
    oneWins(replies, `The address ${subdomain}.localhost is taken: choose another subdomain`);
    // The losers' emails are free: their account rolled back with their site.
    const losers = emails.filter((_, i) => replies[i]!.status === 422);
    for (const email of losers) expect((await http.post('/api/v1/auth/signup', { email, password: 'user-password-1', name: 'Later' })).status, email).toBe(201);
  });

  it('sites/new with one email: one account, and the other nine sites are not left behind', async () => {
    const email = `${unique('owner')}@example.test`;
    const subdomains = Array.from({ length: AT_ONCE }, () => unique('mine'));
    const replies = await atOnce((i) => api(PLATFORM).post('/api/v1/sites/new', { subdomain: subdomains[i], name: 'Mine', email, password: 'owner-password-1' }));
    oneWins(replies, 'An account with this email already exists: sign in and create the site from there');
    const losers = subdomains.filter((_, i) => replies[i]!.status === 422);
    for (const subdomain of losers) expect(data(await api(PLATFORM).get(`/api/v1/sites/available?subdomain=${subdomain}`)).available, subdomain).toBe(true);
  });

  it('POST /api/v1/sites with one subdomain: one site', async () => {
    const token = await adminToken();
    const subdomain = unique('own');
    const replies = await atOnce(() => api(PLATFORM).post('/api/v1/sites', { subdomain, name: 'Own' }, { token }));
    oneWins(replies, `The address ${subdomain}.localhost is taken: choose another subdomain`);
  });
});
