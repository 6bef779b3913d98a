import { and, count, desc, eq, exists, inArray, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb, type Db } from '@/db/client';
import { memberships, siteDomains, sites, templates, users } from '@/db/schema';
import { hashPassword } from '@/lib/auth/password';
import { ROLE } from '@/lib/auth/roles';
import type { SessionUser } from '@/lib/auth/session';
import { mintToken } from '@/lib/auth/token';
import { env } from '@/lib/env';
import { forbidden, invalid, notFound } from '@/lib/http/errors';
import { listPage, offsetOf, type PageQuery } from '@/lib/http/pagination';
import { newUid } from '@/lib/ids';
import { invalidateTenantCache, type SiteRef } from '@/lib/tenancy/site-lookup';
import type { CreateSiteBody, SelfServeBody, SiteView, UpdateSiteBody } from './schemas';
import { INDEX_TEMPLATE_BODY } from './seed';

type SiteRow = typeof sites.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const siteHost = (subdomain: string) => `${subdomain}.${env.PLATFORM_HOST}`;

function secretNames(secrets: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(secrets).flatMap(([k, v]) =>
    v && typeof v === 'object' ? secretNames(v as Record<string, unknown>, `${prefix}${k}.`) : v ? [`${prefix}${k}`] : [],
  );
}

function toView(row: SiteRow, domains: string[]): SiteView {
  return {
    uid: row.uid,
    subdomain: row.subdomain,
    name: row.name,
    host: siteHost(row.subdomain),
    domains,
    settings: row.settings,
    secretsSet: secretNames(row.secrets),
    ownerUid: row.ownerUid,
    createdAt: row.createdAt.toISOString(),
  };
}

async function views(db: Db, rows: SiteRow[]): Promise<SiteView[]> {
  if (rows.length === 0) return [];
  const domainRows = await db
    .select()
    .from(siteDomains)
    .where(inArray(siteDomains.siteUid, rows.map((r) => r.uid)));
  return rows.map((r) => toView(r, domainRows.filter((d) => d.siteUid === r.uid).map((d) => d.domain)));
}

async function loadSite(db: Db, uid: string): Promise<SiteRow> {
  const [row] = await db.select().from(sites).where(eq(sites.uid, uid)).limit(1);
  if (!row) throw notFound('Site');
  return row;
}

export async function isSubdomainFree(subdomain: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ uid: sites.uid }).from(sites).where(eq(sites.subdomain, subdomain)).limit(1);
  return !row;
}

async function insertSite(tx: Tx, ownerUid: string, body: z.output<typeof CreateSiteBody>): Promise<SiteRow> {
  const uid = newUid();
  const [row] = await tx.insert(sites).values({ uid, subdomain: body.subdomain, name: body.name, ownerUid }).returning();
  await tx.insert(memberships).values({ siteUid: uid, userUid: ownerUid, role: ROLE.admin });
  await tx.insert(templates).values({
    uid: newUid(),
    siteUid: uid,
    title: 'Home',
    permalink: '/index',
    type: 'page',
    body: INDEX_TEMPLATE_BODY,
    authorUid: ownerUid,
  });
  return row!;
}

async function assertSubdomainFree(subdomain: string) {
  if (!(await isSubdomainFree(subdomain))) throw invalid(`The address ${siteHost(subdomain)} is taken: choose another subdomain`);
}

export async function createSite(user: SessionUser, body: z.output<typeof CreateSiteBody>): Promise<SiteView> {
  await assertSubdomainFree(body.subdomain);
  const db = await getDb();
  const row = await db.transaction((tx) => insertSite(tx, user.uid, body));
  invalidateTenantCache();
  return toView(row, []);
}

// Anonymous self-serve: a new account and its first site, in one transaction.
export async function selfServe(body: z.output<typeof SelfServeBody>): Promise<{ site: SiteView; token: string }> {
  await assertSubdomainFree(body.subdomain);
  const db = await getDb();
  // Hashed first, so a taken email answers no faster than a new one.
  const passwordHash = await hashPassword(body.password);
  const [taken] = await db.select({ uid: users.uid }).from(users).where(eq(users.email, body.email)).limit(1);
  if (taken) throw invalid('An account with this email already exists: sign in and create the site from there');
  const userUid = newUid();
  const row = await db.transaction(async (tx) => {
    await tx.insert(users).values({ uid: userUid, email: body.email, name: body.userName ?? body.name, passwordHash });
    return insertSite(tx, userUid, body);
  });
  invalidateTenantCache();
  return { site: toView(row, []), token: await mintToken(userUid, row.uid, 0) };
}

// Sites the caller owns or belongs to (role 7+: all), newest first, one page at a time (CONTRACT 5).
export async function listSites(user: SessionUser, q: PageQuery) {
  const db = await getDb();
  const where =
    user.platformRole >= ROLE.superAdmin
      ? undefined
      : or(eq(sites.ownerUid, user.uid), exists(db.select({ one: sql`1` }).from(memberships).where(and(eq(memberships.siteUid, sites.uid), eq(memberships.userUid, user.uid), ne(memberships.role, 0)))));
  const page = await listPage(
    q,
    db.select().from(sites).where(where).orderBy(desc(sites.createdAt), sites.uid).limit(q.page_size).offset(offsetOf(q)),
    db.select({ n: count() }).from(sites).where(where),
    (row) => row,
  );
  return { items: await views(db, page.items), pagination: page.pagination };
}

async function membershipRole(db: Db, siteUid: string, userUid: string): Promise<number> {
  const [m] = await db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.siteUid, siteUid), eq(memberships.userUid, userUid)))
    .limit(1);
  return m?.role ?? 0;
}

async function assertMember(db: Db, user: SessionUser, site: SiteRow) {
  if (user.platformRole >= ROLE.superAdmin || site.ownerUid === user.uid) return;
  if ((await membershipRole(db, site.uid, user.uid)) <= 0) throw forbidden('You are not a member of this site');
}

export async function readSite(user: SessionUser, uid: string): Promise<SiteView> {
  const db = await getDb();
  const row = await loadSite(db, uid);
  await assertMember(db, user, row);
  return (await views(db, [row]))[0]!;
}

function mergeSettings(current: Record<string, unknown>, patch: Record<string, unknown>) {
  const merged = { ...current };
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete merged[k];
    else merged[k] = v;
  }
  return merged;
}

export async function updateSite(site: SiteRef, body: z.output<typeof UpdateSiteBody>): Promise<SiteView> {
  const db = await getDb();
  const current = await loadSite(db, site.uid);
  const { payments, ...publicSettings } = body.settings ?? {};
  const stripe = { ...((current.secrets.payments as { stripe?: object } | undefined)?.stripe ?? {}), ...(payments?.stripe ?? {}) };
  if (body.domains) {
    const platformSuffix = `.${env.PLATFORM_HOST}`;
    const bad = body.domains.find((d) => d === env.PLATFORM_HOST || d.endsWith(platformSuffix));
    if (bad) throw invalid(`domains: ${bad} is under the platform host; add your own domain instead`);
    const [clash] = body.domains.length
      ? await db
          .select()
          .from(siteDomains)
          .where(and(inArray(siteDomains.domain, body.domains), ne(siteDomains.siteUid, site.uid)))
          .limit(1)
      : [];
    if (clash) throw invalid(`domains: ${clash.domain} is already attached to another site`);
  }
  await db.transaction(async (tx) => {
    await tx
      .update(sites)
      .set({
        name: body.name ?? current.name,
        settings: mergeSettings(current.settings, publicSettings),
        secrets: payments ? { ...current.secrets, payments: { stripe } } : current.secrets,
        updatedAt: new Date(),
      })
      .where(eq(sites.uid, site.uid));
    if (body.domains) {
      await tx.delete(siteDomains).where(eq(siteDomains.siteUid, site.uid));
      const unique = [...new Set(body.domains)];
      if (unique.length) await tx.insert(siteDomains).values(unique.map((domain) => ({ domain, siteUid: site.uid })));
    }
  });
  invalidateTenantCache();
  return (await views(db, [await loadSite(db, site.uid)]))[0]!;
}

export async function deleteSite(user: SessionUser, uid: string): Promise<void> {
  const db = await getDb();
  const row = await loadSite(db, uid);
  if (row.ownerUid !== user.uid && user.platformRole < ROLE.superAdmin) throw forbidden('Only the site owner or a platform admin may delete a site');
  await db.delete(sites).where(eq(sites.uid, uid));
  invalidateTenantCache();
}

export async function switchSite(user: SessionUser, uid: string): Promise<{ site: SiteView; token: string }> {
  const db = await getDb();
  const row = await loadSite(db, uid);
  await assertMember(db, user, row);
  return { site: (await views(db, [row]))[0]!, token: await mintToken(user.uid, row.uid, user.tokenVersion) };
}

