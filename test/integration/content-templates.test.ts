import { beforeAll, describe, expect, it } from 'vitest';
import { api, data, unique } from '../helpers/http';
import { ACTORS, actors, expected, ROLE_OF, type Actors } from './content-actors';

let w: Actors;
let http: ReturnType<typeof api>;
const create = (by: keyof Actors['token'], body: Record<string, unknown>) => http.post('/api/v1/templates', body, { token: w.token[by] });
const page = (title: string, extra: Record<string, unknown> = {}) => ({ title, permalink: `/${unique('p')}`, body: `<h1>${title}</h1>`, ...extra });

beforeAll(async () => {
  w = await actors();
  http = api(w.site.host);
});

describe('templates: access per endpoint and caller', () => {
  it('list and read are public and include the raw body; the seeded /index is there', async () => {
    const made = data(await create('owner', page('Public', { body: '{% if current_user %}hi{% endif %}' }))).item;
    for (const a of ACTORS) {
      const list = await http.get('/api/v1/templates?page_size=100', { token: w.token[a] });
      expect(list.status, a).toBe(200);
      const rows = data(list).items as { permalink: string; body: string }[];
      expect(rows.some((t) => t.permalink === '/index' && typeof t.body === 'string')).toBe(true);
      const one = await http.get(`/api/v1/templates/${made.uid}`, { token: w.token[a] });
      expect(data(one).item).toMatchObject({ uid: made.uid, body: '{% if current_user %}hi{% endif %}', type: 'page' });
    }
  });

  it('create is session and records the author; below role 3 it is a draft that does not render (docs/behaviours.md#B-template-drafts)', async () => {
    const want = expected('session', 201);
    for (const a of ACTORS) {
      const made = page(`By ${a}`);
      const r = await create(a, made);
      expect(r.status, a).toBe(want[a]);
      if (r.status !== 201) continue;
      if (w.uid[a]) expect(data(r).item.authorUid, a).toBe(w.uid[a]);
      const publishes = ROLE_OF[a] >= 3;
      expect(data(r).item.published, a).toBe(publishes);
      const shown = await http.get(made.permalink);
      expect(shown.status, a).toBe(publishes ? 200 : 404);
      expect(shown.text.includes(`<h1>By ${a}</h1>`), a).toBe(publishes);
    }
  });

  for (const method of ['put', 'patch', 'post'] as const) {
    it(`${method.toUpperCase()} /:uid is owner or role 3+`, async () => {
      const want = expected({ ownerOr: 3, author: 'customer' });
      for (const a of ACTORS) {
        const uid = data(await create('customer', page('Before'))).item.uid;
        const r = await http[method](`/api/v1/templates/${uid}`, { body: `changed by ${a}` }, { token: w.token[a] });
        expect(r.status, a).toBe(want[a]);
        const now = data(await http.get(`/api/v1/templates/${uid}`)).item;
        expect(now.body, a).toBe(r.status === 200 ? `changed by ${a}` : '<h1>Before</h1>');
        expect(now.title, a).toBe('Before');
        // The customer's draft goes live only when a role-3+ member saves it.
        expect(now.published, a).toBe(r.status === 200 && ROLE_OF[a] >= 3);
        const shown = await http.get(now.permalink);
        expect(shown.text.includes(`changed by ${a}`), a).toBe(now.published);
      }
    });
  }

  it('DELETE /:uid is owner or role 3+ and soft-deletes', async () => {
    const want = expected({ ownerOr: 3, author: 'writer' });
    for (const a of ACTORS) {
      const uid = data(await create('writer', page('Doomed'))).item.uid;
      const r = await http.del(`/api/v1/templates/${uid}`, { token: w.token[a] });
      expect(r.status, a).toBe(want[a]);
      expect((await http.get(`/api/v1/templates/${uid}`)).status, a).toBe(r.status === 200 ? 404 : 200);
      const listed = (data(await http.get('/api/v1/templates?page_size=100')).items as { uid: string }[]).some((t) => t.uid === uid);
      expect(listed, a).toBe(r.status !== 200);
    }
  });

  it('validate is role 3+', async () => {
    const want = expected({ role: 3 });
    for (const a of ACTORS) {
      const r = await http.post('/api/v1/templates/validate', { body: '{{ x }}' }, { token: w.token[a] });
      expect(r.status, a).toBe(want[a]);
    }
  });
});

describe('templates: rules', () => {
  it('upsert: a new uid creates (201), the same uid updates (200) for the owner or role 3+ only', async () => {
    const uid = unique('tpl-');
    const first = await create('writer', { uid, ...page('First') });
    expect(first.status).toBe(201);
    expect(data(first).item.uid).toBe(uid);
    const again = await create('writer', { uid, title: 'Second', body: 'two' });
    expect(again.status).toBe(200);
    expect(data(again).item).toMatchObject({ uid, title: 'Second', body: 'two', permalink: data(first).item.permalink });
    const want = expected({ ownerOr: 3, author: 'writer' });
    for (const a of ACTORS) expect((await create(a, { uid, title: `By ${a}`, body: 'x' })).status, a).toBe(want[a]);
  });

  it('refuses platform permalinks with 422', async () => {
    for (const permalink of ['/api/v1/x', '/api', '/auth/login', '/payments/checkout', '/admin', '/admin/users', '/API/x']) {
      const r = await create('owner', { title: 'Sneaky', permalink, body: 'x' });
      expect(r.status, permalink).toBe(422);
      expect(r.json?.state).toBe('error');
    }
    // Look-alikes that are not under those prefixes are fine.
    expect((await create('owner', { title: 'Ok', permalink: `/apis-${unique('')}`, body: 'x' })).status).toBe(201);
    const uid = data(await create('owner', page('Movable'))).item.uid;
    expect((await http.patch(`/api/v1/templates/${uid}`, { permalink: '/auth/x' }, { token: w.token.owner })).status).toBe(422);
  });

  it('a permalink is unique among the live templates of a site', async () => {
    const permalink = `/${unique('dup')}`;
    const first = data(await create('owner', { title: 'One', permalink, body: '1' })).item;
    expect((await create('owner', { title: 'Two', permalink, body: '2' })).status).toBe(422);
    const other = data(await create('owner', page('Other'))).item;
    expect((await http.put(`/api/v1/templates/${other.uid}`, { permalink }, { token: w.token.owner })).status).toBe(422);
    // Saving the holder with its own permalink is not a clash.
    expect((await http.put(`/api/v1/templates/${first.uid}`, { permalink, body: '1b' }, { token: w.token.owner })).status).toBe(200);
    // Once the holder is deleted the permalink is free again.
    expect((await http.del(`/api/v1/templates/${first.uid}`, { token: w.token.owner })).status).toBe(200);
    expect((await create('owner', { title: 'Three', permalink, body: '3' })).status).toBe(201);
    // A draft holds no permalink; publishing it while a published template holds it is refused.
    const draft = data(await create('customer', { title: 'Draft', permalink: `/${unique('dr')}`, body: 'd' })).item;
    expect(draft.published).toBe(false);
    expect((await create('owner', { title: 'Live', permalink: draft.permalink, body: 'l' })).status).toBe(201);
    const publish = await http.put(`/api/v1/templates/${draft.uid}`, { body: 'd2' }, { token: w.token.marketer });
    expect(publish.status).toBe(422);
    expect(data(await http.get(`/api/v1/templates/${draft.uid}`)).item).toMatchObject({ body: 'd', published: false });
    // Another site may use the same permalink.
    expect((await api(w.other.host).post('/api/v1/templates', { title: 'Elsewhere', permalink, body: 'e' }, { token: w.token.foreign })).status).toBe(201);
  });

  it('type is one of page, layout, partial, asset', async () => {
    for (const type of ['page', 'layout', 'partial', 'asset']) expect((await create('owner', { title: `T ${type}`, type, body: '' })).status, type).toBe(201);
    expect((await create('owner', { title: 'Bad', type: 'script', body: '' })).status).toBe(422);
    expect((await create('owner', { title: 'No body' })).status).toBe(422);
  });

  it('validate answers ok/errors/warnings with state ok and 200, even for an invalid body', async () => {
    const v = (body: unknown) => http.post('/api/v1/templates/validate', { body }, { token: w.token.marketer });
    const good = await v('{% for p in posts %}{{ p.title }}{% endfor %}');
    expect(good.status).toBe(200);
    expect(good.json?.state).toBe('ok');
    expect(data(good)).toMatchObject({ ok: true, errors: [] });
    expect(Array.isArray(data(good).warnings)).toBe(true);
    const bad = await v('one\n{% if x %}open');
    expect(bad.status).toBe(200);
    expect(bad.json?.state).toBe('ok');
    expect(data(bad).ok).toBe(false);
    expect(data(bad).errors).toHaveLength(1);
    expect(data(bad).errors[0]).toMatchObject({ line: 2 });
    expect((await v(42)).status).toBe(422);
    expect((await http.post('/api/v1/templates/validate', {}, { token: w.token.marketer })).status).toBe(422);
  });
});
