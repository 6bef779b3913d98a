import { describe, expect, it } from 'vitest';
import { collectionSources, SOURCE_ROW_MEMBERS } from '@/lib/pages/collection-sources';
import { CONTEXT_MEMBERS, CONTEXT_VARIABLES, pageContext } from '@/lib/pages/context';
import { postView } from '@/lib/domains/content/posts/operations';

describe('page context', () => {
  const site = { uid: 's1', subdomain: 'shop', name: 'Shop', ownerUid: null, settings: { currency: 'EUR' }, generation: 0, commentsGeneration: 0, postsGeneration: 0, mailTrusted: false };
  const template = { uid: 't1', title: 'Home', permalink: '/index', type: 'page', body: '', updatedAt: new Date() };
  const facts = { path: '/', query: new URLSearchParams('a=1'), origin: 'http://shop.localhost:3000' };

  it('builds exactly the variables the manifest lists', () => {
    expect(Object.keys(pageContext(site, template, null, facts)).sort()).toEqual([...CONTEXT_VARIABLES].sort());
  });

  it("exposes only the caller's own uid, name and role", () => {
    const session = { user: { uid: 'u1', email: 'me@example.test', name: 'Me', platformRole: 0, tokenVersion: 0 }, role: 3, token: { sub: 'u1', sid: 's1', jti: 'j1', ver: 0, exp: 2e9 } };
    expect(pageContext(site, template, session, facts).current_user).toEqual({ uid: 'u1', name: 'Me', role: 3 });
    expect(pageContext(site, template, null, facts).current_user).toBeNull();
  });

  it('merges pattern params over the query string', () => {
    expect(pageContext(site, template, null, facts, { slug: 'x' }).params).toEqual({ a: '1', slug: 'x' });
  });
});

describe('member docs for the editor (issue 25)', () => {
  const site = { uid: 's1', subdomain: 'shop', name: 'Shop', ownerUid: null, settings: {}, generation: 0, commentsGeneration: 0, postsGeneration: 0, mailTrusted: false };
  const template = { uid: 't1', title: 'Home', permalink: '/index', type: 'page', body: '', updatedAt: new Date() };
  const facts = { path: '/', query: new URLSearchParams(), origin: 'http://shop.localhost:3000' };

  it('documents exactly the members pageContext builds for each object variable', () => {
    const session = { user: { uid: 'u1', email: 'me@example.test', name: 'Me', platformRole: 0, tokenVersion: 0 }, role: 3, token: { sub: 'u1', sid: 's1', jti: 'j1', ver: 0, exp: 2e9 } };
    const context = pageContext(site, template, session, facts) as Record<string, unknown>;
    for (const name of ['current_user', 'site', 'page', 'template', 'request']) {
      expect(Object.keys(CONTEXT_MEMBERS[name]!).sort(), name).toEqual(Object.keys(context[name] as object).sort());
    }
  });

  it("documents exactly a post row's members", () => {
    const row = {
      ...postView({
        uid: 'p',
        title: 't',
        slug: 's',
        body: '',
        type: 'post',
        status: 1,
        tag: null,
        label: null,
        date: new Date(),
        data: {},
        media: [],
        authorUid: null,
        createdAt: new Date(),
        updatedAt: new Date(),
      } as unknown as Parameters<typeof postView>[0]),
      url: '/blog/s',
      excerpt: '',
    };
    expect(Object.keys(SOURCE_ROW_MEMBERS.posts!).sort()).toEqual(Object.keys(row).sort());
    expect(Object.keys(SOURCE_ROW_MEMBERS).sort()).toEqual(Object.keys(collectionSources).sort());
  });
});
