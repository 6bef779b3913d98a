import { and, count, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { inSite, liveInSite } from '@/db/scope';
import { leads, memberships, orders, pageViews, siteDomains, sites, templates } from '@/db/schema';
import { ROLE } from '@/lib/domains/accounts/auth/roles';
import { countPosts } from '@/lib/domains/content/posts/list';
import { DEFAULT_THEME } from '@/lib/domains/content/themes/schemas';
import type { OverviewView } from './schemas';

const RECENT = 5;
const today = () => new Date().toISOString().slice(0, 10);
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 200) : null);

async function countOf(query: PromiseLike<{ n: number }[]>): Promise<number> {
  const [row] = await query;
  return Number(row?.n ?? 0);
}

// The overview of a site as the caller's role may see it: each part is read only for a role that
// has its own screen (posts and products 2+, orders, leads and views 3+, members and the site's
// domain and payment state 5+), so a lower role's answer does not hold it at all.
export async function siteOverview(siteUid: string, role: number): Promise<OverviewView> {
  const db = await getDb();
  const writer = role >= ROLE.writer;
  const marketer = role >= ROLE.marketer;
  const admin = role >= ROLE.admin;
  // From post_counts (migration 0025), not a count of up to every post of the site.
  const ofType = (type: string) => countPosts(siteUid, { type });

  const [postCount, productCount, orderCount, leadCount, memberCount, views, leadRows, orderRows, site, homeEdited, activeDomain] = await Promise.all([
    writer ? ofType('post') : null,
    writer ? ofType('product') : null,
    // Sales only: a checkout never paid (pending, abandoned) is not an order to count.
    marketer
      ? countOf(
          db
            .select({ n: count() })
            .from(orders)
            .where(inSite(orders, siteUid, isNotNull(orders.paidAt))),
        )
      : null,
    marketer ? countOf(db.select({ n: count() }).from(leads).where(liveInSite(leads, siteUid))) : null,
    admin
      ? countOf(
          db
            .select({ n: count() })
            .from(memberships)
            .where(and(eq(memberships.siteUid, siteUid), gt(memberships.role, 0))),
        )
      : null,
    marketer
      ? countOf(
          db
            .select({ n: sql<number>`coalesce(sum(${pageViews.views}), 0)` })
            .from(pageViews)
            .where(inSite(pageViews, siteUid, eq(pageViews.day, today()))),
        )
      : null,
    marketer ? db.select().from(leads).where(liveInSite(leads, siteUid)).orderBy(desc(leads.createdAt)).limit(RECENT) : null,
    marketer
      ? db
          .select()
          .from(orders)
          .where(inSite(orders, siteUid, isNotNull(orders.paidAt)))
          .orderBy(desc(orders.createdAt))
          .limit(RECENT)
      : null,
    marketer ? db.select({ settings: sites.settings, secrets: sites.secrets }).from(sites).where(eq(sites.uid, siteUid)).limit(1) : null,
    // The home page was changed since it was written (a theme writes version 1).
    marketer
      ? countOf(
          db
            .select({ n: count() })
            .from(templates)
            .where(liveInSite(templates, siteUid, eq(templates.permalink, '/index'), eq(templates.published, true), gt(templates.version, 1))),
        )
      : null,
    admin
      ? countOf(
          db
            .select({ n: count() })
            .from(siteDomains)
            .where(and(eq(siteDomains.siteUid, siteUid), eq(siteDomains.status, 'active'), isNotNull(siteDomains.verifiedAt))),
        )
      : null,
  ]);

  const settings = site?.[0]?.settings ?? {};
  const stripe = ((site?.[0]?.secrets.payments ?? {}) as { stripe?: { secretKey?: string } }).stripe;
  const checklist: OverviewView['checklist'] = [];
  if (marketer) {
    checklist.push({ key: 'theme', done: typeof settings.theme === 'string' && settings.theme !== DEFAULT_THEME });
    checklist.push({ key: 'home', done: (homeEdited ?? 0) > 0 });
  }
  if (admin) {
    checklist.push({ key: 'domain', done: (activeDomain ?? 0) > 0 });
    checklist.push({ key: 'payments', done: Boolean(stripe?.secretKey) });
  }

  const counts: OverviewView['counts'] = {};
  if (postCount !== null) counts.posts = postCount;
  if (productCount !== null) counts.products = productCount;
  if (orderCount !== null) counts.orders = orderCount;
  if (leadCount !== null) counts.leads = leadCount;
  if (memberCount !== null) counts.members = memberCount;

  return {
    counts,
    ...(views !== null ? { viewsToday: views } : {}),
    ...(leadRows
      ? {
          recentLeads: leadRows.map((l) => ({
            uid: l.uid,
            form: l.form,
            name: text(l.data.name) ?? text([l.data.first_name, l.data.last_name].filter(Boolean).join(' ')),
            email: text(l.data.email),
            status: l.status,
            createdAt: l.createdAt.toISOString(),
          })),
        }
      : {}),
    ...(orderRows
      ? {
          recentOrders: orderRows.map((o) => {
            const [first, ...rest] = o.items;
            const line = first ? `${first.productTitle || first.title}${first.title && first.productTitle ? ` (${first.title})` : ''}` : 'No items';
            return {
              uid: o.uid,
              summary: rest.length ? `${line} and ${rest.length} more` : line,
              email: o.email,
              status: o.status,
              total: o.total,
              currency: o.currency,
              createdAt: o.createdAt.toISOString(),
            };
          }),
        }
      : {}),
    checklist,
  };
}
