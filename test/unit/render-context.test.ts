import { describe, expect, it } from 'vitest';
import { CONTEXT_VARIABLES, pageContext } from '@/lib/pages/context';

describe('page context', () => {
  const site = { uid: 's1', subdomain: 'shop', name: 'Shop', ownerUid: null, settings: { currency: 'EUR' }, generation: 0, mailTrusted: false };
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
