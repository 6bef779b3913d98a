import { describe, expect, it } from 'vitest';
import {
  createSite,
  deleteSite,
  isSubdomainFree,
  listSites,
  readSite,
  selfServe,
  setMailTrust,
  siteAdminUrl,
  siteHost,
  switchSite,
  updateSite,
  verifyDomain,
} from '@/lib/domains/platform/sites/operations';
import { applyThemeAsDrafts, themeSettings } from '@/lib/domains/content/themes/operations';
import { listTemplates } from '@/lib/domains/content/templates/operations';
import { ROLE } from '@/lib/domains/accounts/auth/roles';
import { themeNamed } from '@/lib/domains/content/themes/catalogue';
import { expectRefused } from '../helpers/refused';
import { makeMember, makePlatformAdmin, makeSite, makeUser, page, siteRef } from '../helpers/world';

const world = await makeSite({ subdomain: 'shop' });
const { site, owner } = world;
const writer = await makeMember(world, ROLE.writer);
const platform = await makePlatformAdmin();
const stranger = await makeUser();

describe('sites', () => {
  it('creates a site on a free subdomain with its theme, its owner at role 5', async () => {
    expect(await isSubdomainFree('shop')).toBe(false);
    expect(await isSubdomainFree('fresh')).toBe(true);
    const view = await createSite(stranger, { subdomain: 'fresh', name: 'Fresh', theme: 'minimal' });
    expect(view).toMatchObject({ subdomain: 'fresh', host: siteHost('fresh'), ownerUid: stranger.uid, settings: { theme: 'minimal' } });
    expect(siteHost('fresh')).toBe('fresh.sites.test');
    expect(siteAdminUrl(view.uid)).toContain(`/admin/sites/${view.uid}`);
    expect((await listTemplates(view.uid, { ...page(), type: undefined })).items.length).toBeGreaterThan(0);
    await expectRefused(createSite(stranger, { subdomain: 'fresh', name: 'Again' }), 'invalid', 'is taken');
  });

  it('self-serve makes the account and its first site together, or neither', async () => {
    const { site: made, token } = await selfServe({ subdomain: 'solo', name: 'Solo', email: 'solo@example.test', password: 'a long password' });
    expect(made.subdomain).toBe('solo');
    expect(token).toBeTruthy();
    await expectRefused(selfServe({ subdomain: 'solo2', name: 'Solo', email: 'solo@example.test', password: 'a long password' }), 'invalid', 'email already exists');
    expect(await isSubdomainFree('solo2')).toBe(true);
    await expectRefused(selfServe({ subdomain: 'shop', name: 'Taken', email: 'new@example.test', password: 'a long password' }), 'invalid', 'is taken');
  });

  it('lists the sites a user belongs to; a platform admin sees all', async () => {
    expect((await listSites(writer.user, page())).items.map((s) => s.subdomain)).toEqual(['shop']);
    expect((await listSites(stranger, page())).items.map((s) => s.subdomain)).toEqual(['fresh']);
    expect((await listSites(platform.user, page())).pagination.total_entries).toBe(3);
  });

  it('reads and switches to a site of which one is a member only', async () => {
    expect((await readSite(writer.user, site.uid)).uid).toBe(site.uid);
    await expectRefused(readSite(stranger, site.uid), 'forbidden');
    await expectRefused(switchSite(stranger, site.uid), 'forbidden');
    expect((await switchSite(writer.user, site.uid)).token).toBeTruthy();
    expect((await readSite(platform.user, site.uid)).uid).toBe(site.uid);
    await expectRefused(readSite(platform.user, 'missing'), 'not_found');
  });

  it('updates name and settings (null removes a key), claims domains as pending, refuses the platform\u2019s own', async () => {
    const { item } = await updateSite(site, { name: 'Shop!', settings: { postPath: '/blog/:slug' }, domains: ['shop.example.com'] });
    expect(item).toMatchObject({ name: 'Shop!', settings: { postPath: '/blog/:slug' }, domains: [], domainClaims: [{ domain: 'shop.example.com', status: 'pending' }] });
    expect(item.domainClaims[0]!.record).toBeDefined();
    const { item: cleared } = await updateSite(site, { settings: { postPath: null }, domains: [] });
    expect(cleared.settings).not.toHaveProperty('postPath');
    expect(cleared.domainClaims).toEqual([]);
    await expectRefused(updateSite(site, { domains: ['x.sites.test'] }), 'invalid', "platform's own");
    await expectRefused(verifyDomain(site, 'unclaimed.example.com'), 'not_found', 'no claim');
  });

  it('only a platform admin sets mail trust; the write moves the generation', async () => {
    await expectRefused(setMailTrust(writer.user, site.uid, true), 'forbidden');
    const before = (await siteRef(site.uid)).generation;
    expect((await setMailTrust(platform.user, site.uid, true)).mailTrusted).toBe(true);
    expect((await siteRef(site.uid)).generation).toBeGreaterThan(before);
    expect((await siteRef(site.uid)).mailTrusted).toBe(true);
    await expectRefused(setMailTrust(platform.user, 'missing', true), 'not_found');
  });

  it('applying a theme stores its templates as drafts beside the live ones', async () => {
    const before = (await listTemplates(site.uid, { ...page(100), type: undefined })).items;
    const applied = await applyThemeAsDrafts(site.uid, owner.user.uid, 'minimal');
    expect(applied.theme).toBe('minimal');
    expect(applied.drafts.length).toBeGreaterThan(0);
    expect((await siteRef(site.uid)).settings.theme).toBe('minimal');
    const after = (await listTemplates(site.uid, { ...page(100), type: undefined })).items;
    expect(
      after
        .filter((t) => t.published)
        .map((t) => t.uid)
        .sort(),
    ).toEqual(
      before
        .filter((t) => t.published)
        .map((t) => t.uid)
        .sort(),
    );
    expect(after.length).toBeGreaterThanOrEqual(before.length);
    expect(themeSettings(await themeNamed('blank'))).toMatchObject({ theme: 'blank' });
  });

  it('only its owner or a platform admin deletes a site; it is gone for good', async () => {
    const doomed = await makeSite({ owner: stranger });
    await expectRefused(deleteSite(writer.user, doomed.site.uid), 'forbidden');
    await deleteSite(stranger, doomed.site.uid);
    await expectRefused(readSite(stranger, doomed.site.uid), 'not_found');
    await expectRefused(deleteSite(platform.user, doomed.site.uid), 'not_found');
    expect(await isSubdomainFree(doomed.site.subdomain)).toBe(true);
  });
});
