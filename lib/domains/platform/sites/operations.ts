import { and, count, desc, eq, exists, inArray, ne, notInArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb, type Db } from '@/db/client';
import { memberships, siteDomains, sites, users } from '@/db/schema';
import { refuseDuplicates, UNIQUE, uniqueViolation } from '@/db/unique';
import { hashPassword } from '@/lib/domains/accounts/auth/password';
import { mergeOAuthSecrets } from '@/lib/domains/accounts/auth/social/config';
import { effectiveRole, ROLE } from '@/lib/domains/accounts/auth/roles';
import type { SessionUser } from '@/lib/domains/accounts/auth/session';
import { mintToken } from '@/lib/domains/accounts/auth/token';
import { env } from '@/lib/shared/env';
import { canonicalOrigin, platformOrigin, siteHostOf } from '@/lib/shared/tenancy/canonical-origin';
import { AppError, forbidden, invalid, notFound } from '@/lib/shared/errors';
import { logEvent } from '@/lib/domains/platform/site-logs';
import { listPage, offsetOf, type PageQuery } from '@/lib/shared/pagination';
import { newUid } from '@/lib/shared/ids';
import { hostsChanged, siteChanged } from '@/lib/shared/cache/generation';
import type { SiteRef } from '@/lib/shared/tenancy/site-lookup';
import { removeSiteStorage } from '@/lib/domains/content/storage/stored-bytes';
import { checkStripePatch, patchedStripeSecrets } from '@/lib/domains/shop/payments/stripe-settings';
import type { CreateSiteBody, SelfServeBody, SiteView, UpdateSiteBody } from './schemas';
import { challengeName, challengeRecord, challengeValue, lookupTxt, newClaimToken } from './dns-challenge';
import { themeNamed, type Theme } from '@/lib/domains/content/themes/catalogue';
import { themeSettings, writeThemeTemplates } from '@/lib/domains/content/themes/operations';
import { DEFAULT_THEME } from '@/lib/domains/content/themes/schemas';

type SiteRow = typeof sites.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const siteHost = (subdomain: string) => siteHostOf({ subdomain });
// Where the site is managed: its overview in the admin, on the platform's own origin.
export const siteAdminUrl = (uid: string) => `${platformOrigin()}/admin/sites/${encodeURIComponent(uid)}`;

function secretNames(secrets: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(secrets).flatMap(([k, v]) => (v && typeof v === 'object' ? secretNames(v as Record<string, unknown>, `${prefix}${k}.`) : v ? [`${prefix}${k}`] : []));
}

type DomainRow = typeof siteDomains.$inferSelect;

// `manager`: the viewer has role 5+ on the site, so the claim's DNS record (it carries the claim
// token) is answered; anyone else sees the claims' state only.
function toView(row: SiteRow, domainRows: DomainRow[], manager: boolean): SiteView {
  return {
    uid: row.uid,
    subdomain: row.subdomain,
    name: row.name,
    host: siteHost(row.subdomain),
    origin: canonicalOrigin(row),
    domains: domainRows.filter((d) => d.status === 'active').map((d) => d.domain),
    domainClaims: domainRows.map((d) => ({
      domain: d.domain,
      status: d.status === 'active' ? 'active' : 'pending',
      checkedAt: d.checkedAt?.toISOString() ?? null,
      verifiedAt: d.verifiedAt?.toISOString() ?? null,
      ...(manager && d.token ? { record: challengeRecord(d.domain, d.token) } : {}),
    })),
    settings: row.settings,
    secretsSet: secretNames(row.secrets),
    ownerUid: row.ownerUid,
    // As SiteRef.mailTrusted (lib/shared/tenancy/site-lookup.ts) reads it.
    mailTrusted: row.mailTrustedAt !== null || domainRows.some((d) => d.status === 'active'),
    createdAt: row.createdAt.toISOString(),
  };
}

// `manages(uid)`: whether the viewer has role 5+ on that site (see toView).
async function views(db: Db, rows: SiteRow[], manages: (siteUid: string) => boolean): Promise<SiteView[]> {
  if (rows.length === 0) return [];
  const domainRows = await db
    .select()
    .from(siteDomains)
    .where(
      inArray(
        siteDomains.siteUid,
        rows.map((r) => r.uid),
      ),
    )
    .orderBy(siteDomains.createdAt, siteDomains.domain);
  return rows.map((r) =>
    toView(
      r,
      domainRows.filter((d) => d.siteUid === r.uid),
      manages(r.uid),
    ),
  );
}

// The viewer's role on each of these sites, as the route wrapper would compute it on the site's host.
async function rolesOn(db: Db, user: SessionUser, siteUids: string[]): Promise<Map<string, number>> {
  const rows = siteUids.length
    ? await db
        .select({ siteUid: memberships.siteUid, role: memberships.role })
        .from(memberships)
        .where(and(eq(memberships.userUid, user.uid), inArray(memberships.siteUid, siteUids)))
    : [];
  const byUid = new Map(rows.map((m) => [m.siteUid, m.role]));
  return new Map(siteUids.map((uid) => [uid, effectiveRole(byUid.get(uid), user.platformRole)]));
}

async function viewsFor(db: Db, user: SessionUser, rows: SiteRow[]): Promise<SiteView[]> {
  const roles = await rolesOn(
    db,
    user,
    rows.map((r) => r.uid),
  );
  return views(db, rows, (uid) => (roles.get(uid) ?? 0) >= ROLE.admin);
}

async function loadSite(db: Db, uid: string): Promise<SiteRow> {
  const [row] = await db.select().from(sites).where(eq(sites.uid, uid)).limit(1);
  if (!row) throw notFound('Site');
  return row;
}

// For GET sites/available only: a question, not a guard (creating a site relies on the unique index).
export async function isSubdomainFree(subdomain: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ uid: sites.uid }).from(sites).where(eq(sites.subdomain, subdomain)).limit(1);
  return !row;
}

const subdomainTaken = (subdomain: string) => () => invalid(`The address ${siteHost(subdomain)} is taken: choose another subdomain`);

// The site row comes first, so when both the subdomain and a new owner's email are taken the
// subdomain answers; then the owner's account (self-serve), role-5 membership and the theme's
// templates (published), all in the caller's transaction.
async function insertSite(tx: Tx, body: z.output<typeof CreateSiteBody>, theme: Theme, owner: { uid: string; newAccount?: typeof users.$inferInsert }): Promise<SiteRow> {
  const uid = newUid();
  const [row] = await tx
    .insert(sites)
    .values({ uid, subdomain: body.subdomain, name: body.name, ownerUid: owner.uid, settings: themeSettings(theme) })
    .returning();
  if (owner.newAccount) await tx.insert(users).values(owner.newAccount);
  await tx.insert(memberships).values({ siteUid: uid, userUid: owner.uid, role: ROLE.admin });
  await writeThemeTemplates(tx, uid, theme, { published: true, authorUid: owner.uid });
  return row!;
}

// A theme whose records the database refuses (two on one path) leaves no site behind.
const brokenTheme = (theme: Theme) => () => invalid(`theme: ${theme.name} has two templates on one path; nothing was created`);

// A taken subdomain is refused by the database (sites_subdomain_unique) inside the transaction, so
// two creates of one subdomain at once leave exactly one site.
export async function createSite(user: SessionUser, body: z.output<typeof CreateSiteBody>): Promise<SiteView> {
  const theme = await themeNamed(body.theme ?? DEFAULT_THEME);
  const db = await getDb();
  const row = await refuseDuplicates(() => db.transaction((tx) => insertSite(tx, body, theme, { uid: user.uid })), {
    [UNIQUE.siteSubdomain]: subdomainTaken(body.subdomain),
    [UNIQUE.templatePermalink]: brokenTheme(theme),
  });
  // Its host may be cached as selecting no site.
  await hostsChanged();
  return toView(row, [], true);
}

// Anonymous self-serve: a new account and its first site, in one transaction: a taken subdomain or
// email (refused by their unique indexes) leaves neither behind. The password is hashed first, so a
// taken email answers no faster than a new one.
export async function selfServe(body: z.output<typeof SelfServeBody>): Promise<{ site: SiteView; token: string }> {
  const theme = await themeNamed(body.theme ?? DEFAULT_THEME);
  const passwordHash = await hashPassword(body.password);
  const db = await getDb();
  const userUid = newUid();
  // The account's own name, never the site's: the owner's member row and mails name the person (the
  // address's local part until they give one).
  const newAccount = { uid: userUid, email: body.email, name: body.userName ?? body.email.split('@')[0]!, passwordHash };
  const row = await refuseDuplicates(() => db.transaction((tx) => insertSite(tx, body, theme, { uid: userUid, newAccount })), {
    [UNIQUE.siteSubdomain]: subdomainTaken(body.subdomain),
    [UNIQUE.templatePermalink]: brokenTheme(theme),
    [UNIQUE.userEmail]: () => invalid('An account with this email already exists: sign in and create the site from there'),
  });
  await hostsChanged();
  return { site: toView(row, [], true), token: await mintToken(userUid, row.uid, 0) };
}

// Sites the caller owns or belongs to (role 7+: all), newest first, one page at a time (docs/behaviours.md#B-list-pages).
export async function listSites(user: SessionUser, q: PageQuery) {
  const db = await getDb();
  const where =
    user.platformRole >= ROLE.superAdmin
      ? undefined
      : or(
          eq(sites.ownerUid, user.uid),
          exists(
            db
              .select({ one: sql`1` })
              .from(memberships)
              .where(and(eq(memberships.siteUid, sites.uid), eq(memberships.userUid, user.uid), ne(memberships.role, 0))),
          ),
        );
  const page = await listPage(
    q,
    db.select().from(sites).where(where).orderBy(desc(sites.createdAt), sites.uid).limit(q.page_size).offset(offsetOf(q)),
    db.select({ n: count() }).from(sites).where(where),
    (row) => row,
  );
  return { items: await viewsFor(db, user, page.items), pagination: page.pagination };
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
  return (await viewsFor(db, user, [row]))[0]!;
}

function mergeSettings(current: Record<string, unknown>, patch: Record<string, unknown>) {
  const merged = { ...current };
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete merged[k];
    else merged[k] = v;
  }
  return merged;
}

const noClaim = (domain: string) => new AppError('not_found', `This site has no claim on ${domain}: add it to the site's domains first (PUT /api/v1/sites)`);

// Rows claimed before claims had tokens have an empty one, which proves nothing: they get a token
// when the site saves its domains or verifies. Only an empty token is replaced (a concurrent call's
// token stands); answers the token the row now has.
async function giveToken(db: Db | Tx, row: Pick<DomainRow, 'domain' | 'siteUid'>): Promise<string> {
  const key = and(eq(siteDomains.domain, row.domain), eq(siteDomains.siteUid, row.siteUid));
  await db
    .update(siteDomains)
    .set({ token: newClaimToken() })
    .where(and(key, eq(siteDomains.token, '')));
  const [now] = await db.select({ token: siteDomains.token }).from(siteDomains).where(key).limit(1);
  if (!now) throw noClaim(row.domain);
  return now.token;
}

// A claim proves nothing, so anyone may claim any domain outside the platform host: several sites may
// hold a pending claim on one domain, and a domain active on another site may be claimed too (that is
// how its real owner takes it back). Only the TXT proof (verifyDomain) makes a claim select a site.
// There is deliberately no "already attached to another site" refusal: it would let whoever claims
// first block the real owner, and tell any site admin which domains other sites use.
function assertClaimable(domains: string[]) {
  const ours = [env.PLATFORM_HOST, env.SITES_DOMAIN];
  const bad = domains.find((d) => ours.some((o) => d === o || d.endsWith(`.${o}`)));
  if (bad) throw invalid(`domains: ${bad} is under the platform's own domain; add your own domain instead`);
}

// `domains` is the site's full list: listed claims are kept as they are (status, token), unlisted
// ones removed, new ones inserted as pending with a fresh token. The caller has role 5+ (the route).
// Answers the site and any warnings for the owner (a Stripe key stored without Stripe's word on it).
export async function updateSite(site: SiteRef, body: z.output<typeof UpdateSiteBody>): Promise<{ item: SiteView; warnings?: string[] }> {
  const db = await getDb();
  const current = await loadSite(db, site.uid);
  const { payments, oauth, ...publicSettings } = body.settings ?? {};
  const warnings = await checkStripePatch(payments?.stripe);
  // Other payment secrets (the built-in test provider's generated signing secret) are kept.
  const currentPayments = (current.secrets.payments ?? {}) as { stripe?: Record<string, unknown> };
  const stripe = patchedStripeSecrets(currentPayments.stripe, payments?.stripe);
  const secrets = {
    ...current.secrets,
    ...(payments ? { payments: { ...currentPayments, stripe } } : {}),
    ...(oauth ? { oauth: mergeOAuthSecrets(current.secrets.oauth, oauth) } : {}),
  };
  const domains = body.domains ? [...new Set(body.domains)] : undefined;
  if (domains) assertClaimable(domains);
  await db.transaction(async (tx) => {
    await tx
      .update(sites)
      .set({
        name: body.name ?? current.name,
        settings: mergeSettings(current.settings, publicSettings),
        secrets,
        updatedAt: new Date(),
      })
      .where(eq(sites.uid, site.uid));
    if (domains) {
      const ofSite = eq(siteDomains.siteUid, site.uid);
      await tx.delete(siteDomains).where(domains.length ? and(ofSite, notInArray(siteDomains.domain, domains)) : ofSite);
      if (domains.length) {
        // A concurrent save may have inserted the same claim: its row (and token) stands.
        await tx
          .insert(siteDomains)
          .values(domains.map((domain) => ({ domain, siteUid: site.uid, status: 'pending', token: newClaimToken() })))
          .onConflictDoNothing({ target: [siteDomains.domain, siteDomains.siteUid] });
        const tokenless = await tx
          .select()
          .from(siteDomains)
          .where(and(ofSite, eq(siteDomains.token, '')));
        for (const row of tokenless) await giveToken(tx, row);
      }
    }
  });
  await siteChanged(site.uid);
  if (warnings.length) void logEvent(site.uid, 'warn', 'payments.key_unchecked', warnings.join(' '), {});
  const item = (await views(db, [await loadSite(db, site.uid)], () => true))[0]!;
  return warnings.length ? { item, warnings } : { item };
}

// Checks the DNS proof of the addressed site's claim on `domain`. Found: the claim becomes active and
// any other site's active claim on the domain goes back to pending (the proven owner wins), in one
// transaction. Not found (or DNS failed): 422 naming the record to publish. Either way checked_at is
// set. The caller has role 5+ with a bearer token (the route).
export async function verifyDomain(site: SiteRef, domain: string): Promise<SiteView> {
  const db = await getDb();
  const thisClaim = and(eq(siteDomains.domain, domain), eq(siteDomains.siteUid, site.uid));
  const [claim] = await db.select().from(siteDomains).where(thisClaim).limit(1);
  if (!claim) throw noClaim(domain);
  const token = claim.token || (await giveToken(db, claim));
  const expected = challengeValue(token);
  const answer = await lookupTxt(challengeName(domain));
  const found = answer.ok && answer.records.some((r) => r === expected);
  const now = new Date();
  if (!found) {
    await db.update(siteDomains).set({ checkedAt: now }).where(thisClaim);
    const why = answer.ok ? (answer.records.length ? 'its TXT records have other values' : 'the name has no TXT record') : answer.reason;
    throw invalid(`${domain} is not verified: publish a DNS TXT record named ${challengeName(domain)} with the value ${expected}, then verify again (${why}). DNS changes can take a while to appear.`);
  }
  const activate = () =>
    db.transaction(async (tx) => {
      await tx
        .update(siteDomains)
        .set({ status: 'pending' })
        .where(and(eq(siteDomains.domain, domain), ne(siteDomains.siteUid, site.uid), eq(siteDomains.status, 'active')));
      // The claim may have been removed (or re-issued) since it was read: then nothing changes.
      const [done] = await tx
        .update(siteDomains)
        .set({ status: 'active', checkedAt: now, verifiedAt: now })
        .where(and(thisClaim, eq(siteDomains.token, token)))
        .returning({ domain: siteDomains.domain });
      if (!done) throw noClaim(domain);
    });
  // Two proofs at once: the one index allows a single active row, so the later one tries again
  // (and wins, as the latest proven owner).
  await activate().catch((err: unknown) => {
    if (uniqueViolation(err) === UNIQUE.activeDomain) return activate();
    throw err;
  });
  // The site that held the domain before lost it: both selections changed.
  const holders = await db.select({ siteUid: siteDomains.siteUid }).from(siteDomains).where(eq(siteDomains.domain, domain));
  for (const { siteUid } of holders) await siteChanged(siteUid);
  await hostsChanged();
  return (await views(db, [await loadSite(db, site.uid)], () => true))[0]!;
}

// A platform admin (role 7+) vouches for a site's mail, or withdraws that (docs/behaviours.md#B-mail-trust). The site row's
// write moves its generation, so every instance's cached SiteRef learns it.
export async function setMailTrust(user: SessionUser, uid: string, trusted: boolean): Promise<SiteView> {
  if (user.platformRole < ROLE.superAdmin) throw forbidden("Only a platform admin may set whether the platform trusts a site's mail");
  const db = await getDb();
  const [row] = await db
    .update(sites)
    .set({ mailTrustedAt: trusted ? sql`coalesce(${sites.mailTrustedAt}, now())` : null, updatedAt: new Date() })
    .where(eq(sites.uid, uid))
    .returning();
  if (!row) throw notFound('Site');
  await siteChanged(uid);
  void logEvent(
    uid,
    'info',
    'mail.trust',
    trusted
      ? "The platform admin now trusts this site's mail: the larger mail budget applies, and its own words may be mailed to any address"
      : "The platform admin withdrew its trust in this site's mail",
    { trusted, by: user.uid },
  );
  return (await views(db, [row], () => true))[0]!;
}

export async function deleteSite(user: SessionUser, uid: string): Promise<void> {
  const db = await getDb();
  const row = await loadSite(db, uid);
  if (row.ownerUid !== user.uid && user.platformRole < ROLE.superAdmin) throw forbidden('Only the site owner or a platform admin may delete a site');
  await db.delete(sites).where(eq(sites.uid, uid));
  await siteChanged(uid);
  // Its rows went with it (cascade); its uploaded files go too.
  await removeSiteStorage(uid);
}

export async function switchSite(user: SessionUser, uid: string): Promise<{ site: SiteView; token: string }> {
  const db = await getDb();
  const row = await loadSite(db, uid);
  await assertMember(db, user, row);
  return { site: (await viewsFor(db, user, [row]))[0]!, token: await mintToken(user.uid, row.uid, user.tokenVersion) };
}
