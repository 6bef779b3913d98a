import { describe, expect, it } from 'vitest';
import { createRedirect, deleteRedirect, listRedirects, readRedirect, redirectFor, updateRedirect } from '@/lib/domains/content/redirects/operations';
import { expectRefused } from '../helpers/refused';
import { makeSite, page, siteRef } from '../helpers/world';

const { site } = await makeSite();
const other = await makeSite();

describe('redirects', () => {
  it('creates a rule, normalising the trailing slash, and finds it for a path', async () => {
    const r = await createRedirect(site.uid, { from: '/old/', to: '/new' });
    expect(r).toMatchObject({ from: '/old', to: '/new', status: 301 });
    expect(await redirectFor(site.uid, '/old/')).toEqual({ to: '/new', status: 301 });
    expect(await redirectFor(site.uid, '/nothing')).toBeNull();
    expect(await readRedirect(site.uid, r.id)).toEqual(r);
  });

  it('moves the site generation on a write', async () => {
    const before = (await siteRef(site.uid)).generation;
    await createRedirect(site.uid, { from: '/gen', to: '/x', status: 302 });
    expect((await siteRef(site.uid)).generation).toBeGreaterThan(before);
  });

  it('refuses a loop and a second rule on one path', async () => {
    await expectRefused(createRedirect(site.uid, { from: '/self/', to: '/self' }), 'invalid', 'loop');
    await createRedirect(site.uid, { from: '/dup', to: '/a' });
    await expectRefused(createRedirect(site.uid, { from: '/dup/', to: '/b' }), 'invalid', 'already redirects');
  });

  it('updates and deletes; a missing id is not found', async () => {
    const r = await createRedirect(site.uid, { from: '/u', to: '/v' });
    expect(await updateRedirect(site.uid, r.id, { status: 308 })).toMatchObject({ from: '/u', to: '/v', status: 308 });
    await expectRefused(updateRedirect(site.uid, r.id, { to: '/u' }), 'invalid', 'loop');
    await deleteRedirect(site.uid, r.id);
    await expectRefused(readRedirect(site.uid, r.id), 'not_found');
    await expectRefused(deleteRedirect(site.uid, r.id), 'not_found');
    await expectRefused(updateRedirect(site.uid, 999_999, { to: '/w' }), 'not_found');
  });

  it("lists a site's rules by path, one page at a time", async () => {
    const list = await listRedirects(site.uid, page(1, 2));
    expect(list.items.map((r) => r.from)).toEqual(['/dup', '/gen']);
    expect(list.pagination).toEqual({ page: 1, page_size: 2, total_entries: 3, more: true, next_page: 2 });
  });

  it("keeps another site's rules invisible", async () => {
    const theirs = await createRedirect(other.site.uid, { from: '/dup', to: '/theirs' });
    await expectRefused(readRedirect(site.uid, theirs.id), 'not_found');
    await expectRefused(updateRedirect(site.uid, theirs.id, { to: '/mine' }), 'not_found');
    await expectRefused(deleteRedirect(site.uid, theirs.id), 'not_found');
    expect(await redirectFor(site.uid, '/dup')).toEqual({ to: '/a', status: 301 });
    expect((await listRedirects(other.site.uid, page())).items).toEqual([theirs]);
  });
});
