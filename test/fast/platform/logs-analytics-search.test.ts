import { describe, expect, it } from 'vitest';
import { listLogs } from '@/lib/domains/platform/site-logs/operations';
import { siteAnalytics } from '@/lib/domains/platform/analytics/operations';
import { search, searchPosts } from '@/lib/domains/content/search/operations';
import { createPost } from '@/lib/domains/content/posts/operations';
import { logEvent } from '@/lib/domains/platform/site-logs';
import { ROLE } from '@/lib/domains/accounts/auth/roles';
import { createLead } from '@/lib/domains/messaging/leads/operations';
import { expectRefused } from '../helpers/refused';
import { makeMember, makeSite, page, siteRef } from '../helpers/world';

const world = await makeSite();
const { site, owner } = world;
const writer = await makeMember(world, ROLE.writer);
const other = await makeSite();
const logQuery = (q: Record<string, unknown> = {}) => ({ ...page(), level: undefined, kind: undefined, since: undefined, until: undefined, ...q });
const searchQuery = (q: string, status: 'published' | 'any' = 'published') => ({ ...page(), q, type: undefined, status });

describe('site logs', () => {
  it('lists newest first, by level and kind prefix, and only the site\u2019s own', async () => {
    await logEvent(site.uid, 'info', 'render.fetch', 'fetched');
    await logEvent(site.uid, 'error', 'render.failed', 'broke');
    await logEvent(site.uid, 'warn', 'webhook.failed', 'no answer');
    await logEvent(other.site.uid, 'error', 'render.failed', 'theirs');
    const kinds = async (q: Record<string, unknown>) => (await listLogs(site.uid, logQuery(q))).items.map((r) => r.kind);
    expect(await kinds({ kind: 'render' })).toEqual(['render.failed', 'render.fetch']);
    expect(await kinds({ level: 'error' })).toEqual(['render.failed']);
    expect(await kinds({ until: new Date(0) })).toEqual([]);
    expect((await listLogs(other.site.uid, logQuery())).items.map((r) => r.message)).toEqual(['theirs']);
  });
});

describe('analytics', () => {
  it('role 3+ sees the whole site, with leads per day; below, only their own posts', async () => {
    await createLead(site.uid, null, { form: 'contact', data: {} });
    const whole = await siteAnalytics(site.uid, owner.caller, { days: 7 });
    expect(whole).toMatchObject({ scope: 'site', topPaths: [], referrers: [] });
    expect(whole.views).toHaveLength(7);
    expect(whole.leads.reduce((n, d) => n + d.leads, 0)).toBe(1);
    const own = await siteAnalytics(site.uid, writer.caller, { days: 1 });
    expect(own).toMatchObject({ scope: 'own-posts', leads: [] });
  });
});

describe('search', () => {
  it('finds published posts by their words, corrects a typo, and keeps drafts to role 2+', async () => {
    await createPost(writer.caller, site.uid, { title: 'Sourdough bread', body: 'Flour, water and patience.', status: 1 });
    await createPost(writer.caller, site.uid, { title: 'Secret sourdough plans', status: 0 });
    await createPost(other.owner.caller, other.site.uid, { title: 'Their sourdough', status: 1 });
    const found = await searchPosts(site, searchQuery('sourdough'), false);
    expect(found.items.map((h) => h.title)).toEqual(['Sourdough bread']);
    expect((await searchPosts(site, searchQuery('sourdouhg '), false)).corrected_query).toBe('sourdough ');
    const ref = await siteRef(site.uid);
    expect((await search(ref, searchQuery('sourdough', 'any'), ROLE.writer)).items).toHaveLength(2);
    await expectRefused(
      Promise.resolve().then(() => search(ref, searchQuery('sourdough', 'any'), ROLE.customer)),
      'forbidden',
    );
  });
});
